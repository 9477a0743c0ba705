import Dispatch
import Foundation

/// Ends the process on SIGINT or SIGTERM the conventional way (exit 128 + the signal: 130,
/// 143) without leaving a staging folder behind.
///
/// The handler runs on a dispatch queue, not in signal context, so it may take the staging
/// lock: a set being moved into place is finished (or taken back) first, then every staging
/// folder still there is removed. SIGKILL cannot be handled; the next run removes what it left.
enum SignalCleanup {
    /// The dispatch sources, kept for the life of the process.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// A queue of its own: a queue made with a label gets a thread even while the exploration's
    /// workers hold every thread of the global pool, where a handler on `.global()` would wait
    /// for the whole check to end.
    private static let queue = DispatchQueue(label: "authcheck.signals")

    /// Installs the handlers; for a process's `main`, never for a library call or a test.
    static func install() {
        for number in [SIGINT, SIGTERM] {
            // Dispatch sees the signal only once its default action (ending the process) is off.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { exitCleanly(after: number) }
            source.resume()
            sources.append(source)
        }
    }

    /// Removes every staging folder and exits with 128 + `number`; holds the staging lock to the
    /// end, so no set starts moving into place after the cleanup.
    static func exitCleanly(after number: Int32) -> Never {
        StagingFolders.shared.lock.lock()
        StagingFolders.shared.removeAll()
        _exit(128 + number)
    }
}
