import Foundation

/// What one `OutputSet.write` has changed so far, to keep when every file is in place or to
/// take back, last change first, when one fails: staging folders made, folders made, files
/// moved aside, files moved in. Used with `StagingFolders.shared.lock` held.
struct Placement {
    private enum Change {
        case madeStaging(String)
        case madeFolder(String)
        /// An existing file moved aside into staging, to move back.
        case movedAside(target: String, aside: String)
        case movedIn(target: String)
    }

    private var changes: [Change] = []
    /// The staging folder for each folder staged into, by that folder.
    private var stagings: [(folder: String, staging: String)] = []

    /// The folder a command's result (`--output`) at `path` goes into, `target`'s, which must
    /// exist: the error otherwise is the one the write gives, and `OutputSet.checkResultPlace`
    /// gives before a run.
    static func resultFolder(of path: String, target: String) throws(FileSystemError) -> String {
        let folder = FileSystem.parent(of: target)
        switch try FileSystem.kind(folder) {
        case .folder: return folder
        case .missing: throw FileSystemError(errno: ENOENT, path: path, subject: "its folder \(folder)")
        case .regular, .symbolicLink, .stream: throw FileSystemError(errno: ENOTDIR, path: path, subject: folder)
        }
    }

    /// The staging folder for `entry`'s file: in its root (made when missing) for a trace, in the
    /// target's folder (which must exist) for `--output`.
    mutating func staging(for entry: (path: String, root: String?), target: String) throws(FileSystemError) -> String {
        let folder: String
        if let root = entry.root {
            folder = root
            for made in try FileSystem.makeFolders(root, for: entry.path) { changes.append(.madeFolder(made)) }
        } else {
            folder = try Self.resultFolder(of: entry.path, target: target)
        }
        if let known = stagings.first(where: { $0.folder == folder }) { return known.staging }
        let staging = try StagingFolders.shared.make(in: folder, for: entry.path)
        changes.append(.madeStaging(staging))
        stagings.append((folder, staging))
        return staging
    }

    /// Moves a staged file to `target`, making the folders between and moving an existing file
    /// aside first.
    mutating func move(_ staged: String, to target: String, for path: String, aside: String) throws(FileSystemError) {
        for made in try FileSystem.makeFolders(FileSystem.parent(of: target), for: path) { changes.append(.madeFolder(made)) }
        switch try FileSystem.kind(target, followingLinks: false) {
        case .folder:
            throw FileSystemError(errno: EISDIR, path: path)
        case .regular, .symbolicLink, .stream:
            try FileSystem.rename(target, to: aside, for: path)
            changes.append(.movedAside(target: target, aside: aside))
        case .missing:
            break
        }
        try FileSystem.rename(staged, to: target, for: path)
        changes.append(.movedIn(target: target))
    }

    /// Keeps every change but the staging folders, which `undo` then removes.
    mutating func keep() {
        changes = changes.filter {
            switch $0 {
            case .madeStaging: true
            case .madeFolder, .movedAside, .movedIn: false
            }
        }
    }

    /// Takes back every change still recorded, last first.
    mutating func undo() {
        for change in changes.reversed() {
            switch change {
            case .madeStaging(let staging): StagingFolders.shared.remove(staging)
            case .madeFolder(let folder): rmdir(folder)
            case .movedAside(let target, let aside): _ = try? FileSystem.rename(aside, to: target, for: target)
            case .movedIn(let target): unlink(target)
            }
        }
        changes = []
    }
}
