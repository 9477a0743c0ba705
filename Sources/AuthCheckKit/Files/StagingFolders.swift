import Foundation

/// The temporary folders a run writes its files into before moving them into place, named
/// `.authcheck-tmp-<pid>-<n>` so that a later run recognises them: one whose process is dead
/// (killed with SIGKILL, which no handler sees) is removed by the next run that stages beside it.
///
/// Staging and moving into place hold `lock`; the signal handler takes it too, so SIGINT or
/// SIGTERM lands between writes, never in the middle of moving a set into place, and removes
/// every folder still registered before the process exits.
final class StagingFolders: @unchecked Sendable {
    static let shared = StagingFolders()
    static let prefix = ".authcheck-tmp-"

    let lock = NSLock()
    /// The folders this process has made and not yet removed, in the order made.
    private var live: [String] = []
    private var made = 0

    /// Makes a new staging folder inside `folder`, after removing those of dead processes there.
    /// Call with `lock` held.
    func make(in folder: String, for path: String) throws(FileSystemError) -> String {
        Self.removeAbandoned(in: folder)
        made += 1
        let staging = "\(folder)/\(Self.prefix)\(getpid())-\(made)"
        guard mkdir(staging, 0o700) == 0 else {
            let number = errno
            throw FileSystemError(errno: number, path: path, subject: number == EEXIST ? staging : folder)
        }
        live.append(staging)
        return staging
    }

    /// Removes a staging folder and all in it. Call with `lock` held.
    func remove(_ staging: String) {
        FileSystem.remove(staging)
        live.removeAll { $0 == staging }
    }

    /// Removes every staging folder still live; for the signal handler, with `lock` held.
    func removeAll() {
        for staging in live { FileSystem.remove(staging) }
        live = []
    }

    /// Removes the staging folders in `folder` whose process is no longer running.
    static func removeAbandoned(in folder: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let pid = owner(of: name), !isRunning(pid) else { continue }
            FileSystem.remove("\(folder)/\(name)")
        }
    }

    /// The process id in a staging folder's name, nil for any other name.
    static func owner(of name: String) -> pid_t? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-"), Int(rest[rest.index(after: dash)...]) != nil else { return nil }
        return pid_t(rest[..<dash])
    }

    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
