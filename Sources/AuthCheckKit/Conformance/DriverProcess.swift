import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One running subprocess driver: `/bin/sh -c COMMAND` with its standard input and output as
/// pipes and its standard error left as the checker's, so its logs show.
///
/// Spawned with `posix_spawn` rather than Foundation's `Process`, for two reasons a hung or
/// sloppy driver makes matter:
/// - It runs in a process group of its own, and ending it ends the whole group. A shell runs
///   `python3 driver.py` as its child; killing the shell alone would leave the driver running,
///   holding the checker's standard error open, so a pipeline over `conform` (a CI log, `| tee`)
///   would never end. (With Foundation's `Process`, the shell stayed unreaped while the orphan
///   lived, and `waitUntilExit` never returned: `conform --timeout 1` hung for ever.)
/// - Every wait has a deadline, writes included: its input is non-blocking, so a driver that
///   stops reading cannot stall the checker on a full pipe.
final class DriverProcess {
    /// How a write or a read ended short of its line.
    enum Stop: Error {
        /// The other end is closed: the driver exited, or closed its input or output.
        case closed
        case timedOut
    }

    let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var buffer: [UInt8] = []
    /// The leader's wait status, once reaped.
    private var status: Int32?

    /// Held while the pipes are made and spawned with: a driver another thread spawns before
    /// they are marked close-on-exec (tests run in parallel) would inherit them, and hold this
    /// driver's output open after this driver exits.
    private static let spawning = NSLock()

    init(command: String) throws(DriverFailure) {
        // A driver that exits while we write to it must be an error we report, not SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        Self.spawning.lock()
        defer { Self.spawning.unlock() }
        var toChild: [Int32] = [-1, -1]
        var fromChild: [Int32] = [-1, -1]
        guard Self.makePipe(&toChild) else { throw .crashed("cannot make a pipe: \(String(cString: strerror(errno)))") }
        guard Self.makePipe(&fromChild) else {
            toChild.forEach { close($0) }
            throw .crashed("cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        // Every end above 2 and closed on exec, so the child gets only the two it is given
        // (and a checker started without a standard input cannot hand the driver the wrong fd 0).
        toChild = toChild.map(Self.aboveStandardStreams)
        fromChild = fromChild.map(Self.aboveStandardStreams)

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawnattr_init(&attributes)
        // Its own process group, SIGPIPE back to its default, no signal blocked. SIGINT and SIGTERM
        // too: `authcheck` ignores them to handle them itself (SignalCleanup), and a driver must not
        // inherit that.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)

        let words: [String] = ["/bin/sh", "-c", command]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        var pid = pid_t()
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments, environment)
        arguments.forEach { free($0) }
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
        close(toChild[0])
        close(fromChild[1])
        guard result == 0 else {
            close(toChild[1])
            close(fromChild[0])
            throw .crashed("cannot start `\(command)`: \(String(cString: strerror(result)))")
        }
        self.pid = pid
        input = toChild[1]
        output = fromChild[0]
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
    }

    deinit { end() }

    /// Writes all of `bytes`, waiting for room in the pipe until `deadline`.
    func write(_ bytes: [UInt8], until deadline: Date) throws(Stop) {
        var offset = 0
        while offset < bytes.count {
            guard input >= 0 else { throw .closed }
            let written = bytes[offset...].withUnsafeBytes { systemWrite(input, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EAGAIN || errno == EINTR {
                try wait(for: input, Int16(POLLOUT), until: deadline)
            } else {
                throw .closed  // EPIPE: nobody reads any more
            }
        }
    }

    /// The next line the driver writes, without its newline, once it is whole; waits until
    /// `deadline`.
    func readLine(until deadline: Date) throws(Stop) -> [UInt8] {
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return line
            }
            try wait(for: output, Int16(POLLIN), until: deadline)
            guard try readChunk() else { throw .closed }
        }
    }

    /// Whatever the driver has written that no request asked for yet (nil when nothing): a
    /// line ahead of its request would be taken for that request's answer.
    func unasked() -> [UInt8]? {
        if buffer.isEmpty {
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            if output >= 0, poll(&poller, 1, 0) > 0 { _ = try? readChunk() }
        }
        return buffer.isEmpty ? nil : buffer
    }

    /// How the driver ended, for a message: `exit status 1`, `killed by signal 9`, or `still
    /// running` when it has not ended within half a second.
    func exitDescription() -> String {
        guard exited(within: 0.5) else { return "still running" }
        reap()
        guard let status else { return "still running" }
        let signal = status & 0x7F
        if signal == 0 { return "exit status \((status >> 8) & 0xFF)" }
        return "killed by signal \(signal)"
    }

    /// Closes its input (a driver exits when its input ends), gives it a second, then a
    /// SIGTERM and another second, then SIGKILL; and whatever it started in its group goes too.
    func end() {
        if input >= 0 {
            close(input)
            input = -1
        }
        if !exited(within: 1) {
            kill(-pid, SIGTERM)
            _ = exited(within: 1)
        }
        reap()
        if output >= 0 {
            close(output)
            output = -1
        }
    }

    // MARK: waiting

    private func wait(for descriptor: Int32, _ events: Int16, until deadline: Date) throws(Stop) {
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw .timedOut }
            var poller = pollfd(fd: descriptor, events: events, revents: 0)
            let ready = poll(&poller, 1, Int32(min(left, 1) * 1000) + 1)
            if ready > 0 { return }
            if ready < 0, errno != EINTR { throw .closed }
        }
    }

    /// Reads what is there into the buffer; false at the end of the output.
    private func readChunk() throws(Stop) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(output, &chunk, chunk.count)
            if count > 0 {
                buffer += chunk[..<count]
                return true
            }
            if count < 0, errno == EINTR { continue }
            return false
        }
    }

    /// Whether the leader has exited, waiting up to `seconds`. It is not reaped yet, so its
    /// process group cannot be another's when `reap` ends it.
    private func exited(within seconds: Double) -> Bool {
        guard status == nil else { return true }
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            var info = siginfo_t()
            if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) != 0 { return errno == ECHILD }
            if info.si_signo == SIGCHLD { return true }
            if Date() >= deadline { return false }
            usleep(1_000)
        }
    }

    /// Kills what is left of the group (nothing, for a driver that ended cleanly) and collects
    /// the leader's status.
    private func reap() {
        guard status == nil else { return }
        kill(-pid, SIGKILL)
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 {
            guard errno == EINTR else { break }
        }
        status = raw
    }

    /// A pipe whose ends are closed on exec.
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// `descriptor` moved above the standard streams, closed on exec.
    private static func aboveStandardStreams(_ descriptor: Int32) -> Int32 {
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
        guard moved >= 0 else { return descriptor }
        close(descriptor)
        return moved
    }
}

/// `write(2)`, which the method of that name hides inside the class.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
