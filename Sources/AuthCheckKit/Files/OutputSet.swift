import Foundation

/// The files one run writes, put in place as a set or not at all.
///
/// Every regular file is first written whole into a staging folder beside its target (in the
/// traces folder for traces and renderings, in the output's folder for `--output`); only when
/// all are written is each moved into place by a rename, an existing file first moved aside. A
/// failure at any point, a rename included, moves back what was moved and removes what was
/// made, staging and new folders alike, so the run leaves the files as they were. A FIFO or a
/// device (`/dev/stdout`, `/dev/null`) is written as a stream once everything is staged, and a
/// symbolic link is written through to its target: none is ever replaced by a regular file.
///
/// What this cannot promise: SIGKILL or a power cut in the moment of the renames leaves part
/// of the set in place (a later run removes the staging folder), and a stream once written
/// cannot be taken back if a rename after it fails.
struct OutputSet {
    private struct Entry {
        let path: String
        let text: String
        /// The folder made, with the folders above it, when missing: the traces folder. Nil for
        /// `--output`, whose folder must already exist.
        let root: String?
    }

    private var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    /// A trace or rendering at `path` inside `root`, the traces folder: `root` and the folders
    /// between are made when missing.
    mutating func add(_ text: String, at path: String, under root: String) {
        entries.append(Entry(path: path, text: text, root: root))
    }

    /// A command's result (`--output`): its folder must exist.
    mutating func add(_ text: String, at path: String) {
        entries.append(Entry(path: path, text: text, root: nil))
    }

    /// Whether a command's result (`--output`) has a place at `path`, asked before the run that
    /// makes it, so that a run whose result could go nowhere (a folder missing, a folder where the
    /// file should be) stops before it explores, with the error its write would give. Makes
    /// nothing; the write checks again.
    static func checkResultPlace(_ path: String) throws(FileSystemError) {
        switch try FileSystem.kind(path) {
        case .stream: return
        case .folder: throw FileSystemError(errno: EISDIR, path: path)
        case .missing, .regular, .symbolicLink: break
        }
        _ = try Placement.resultFolder(of: path, target: FileSystem.followingLinks(path))
    }

    /// Writes every file, or none; the error names the file that failed and why.
    func write() throws(FileSystemError) {
        let folders = StagingFolders.shared
        var placement = Placement()
        defer {
            folders.lock.lock()
            placement.undo()
            folders.lock.unlock()
        }
        var streams: [Entry] = []
        var staged: [(entry: Entry, target: String, file: String)] = []
        folders.lock.lock()
        do throws(FileSystemError) {
            for entry in entries {
                switch try FileSystem.kind(entry.path) {
                case .stream where entry.root == nil:
                    // Opened through any link (`/dev/stdout` → `/proc/self/fd/1` → a pipe).
                    streams.append(entry)
                    continue
                case .folder:
                    throw FileSystemError(errno: EISDIR, path: entry.path)
                case .missing, .regular, .symbolicLink, .stream:
                    break
                }
                let target = entry.root == nil ? try FileSystem.followingLinks(entry.path) : entry.path
                let staging = try placement.staging(for: (entry.path, entry.root), target: target)
                let file = "\(staging)/\(staged.count)"
                try FileSystem.create(file, holding: entry.text)
                staged.append((entry, target, file))
            }
        } catch {
            folders.lock.unlock()
            throw error
        }
        folders.lock.unlock()
        for entry in streams { try FileSystem.stream(entry.text, into: entry.path) }
        folders.lock.lock()
        defer { folders.lock.unlock() }
        for (index, file) in staged.enumerated() {
            try placement.move(file.file, to: file.target, for: file.entry.path, aside: "\(file.file)-old-\(index)")
        }
        placement.keep()
    }
}
