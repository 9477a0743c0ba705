import Foundation

/// The few file-system calls the checker makes, straight to the system so that every failure
/// keeps its `errno` and becomes a `FileSystemError` in plain words.
enum FileSystem {
    /// What is at a path, following symbolic links (`stat`) or not (`lstat`).
    enum Kind: Equatable {
        case missing
        case regular
        case folder
        case symbolicLink
        /// A FIFO, a character or block device or a socket: written as a stream, never replaced.
        case stream
    }

    static func kind(_ path: String, followingLinks: Bool = true) throws(FileSystemError) -> Kind {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else {
            let number = errno
            // A part of the path that is not a folder leaves nothing there either.
            if number == ENOENT || number == ENOTDIR { return .missing }
            throw FileSystemError(errno: number, path: path)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .stream
        }
    }

    /// The file a path names once symbolic links in its last component are followed, so a
    /// write through a link replaces the link's target, not the link.
    static func followingLinks(_ path: String) throws(FileSystemError) -> String {
        var current = path
        for _ in 0..<40 {
            guard try kind(current, followingLinks: false) == .symbolicLink else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw FileSystemError(errno: errno, path: path) }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : parent(of: current) + "/" + target
        }
        throw FileSystemError(errno: ELOOP, path: path)
    }

    /// The folder holding `path` (`.` for a bare name).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Creates a new file holding `text`, failing if one is there (`O_EXCL`), for staging.
    static func create(_ path: String, holding text: String) throws(FileSystemError) {
        try write(text, to: path, flags: O_WRONLY | O_CREAT | O_EXCL)
    }

    /// Writes `text` into a FIFO or device that exists, as a stream: never created, truncated
    /// or replaced.
    static func stream(_ text: String, into path: String) throws(FileSystemError) {
        try write(text, to: path, flags: O_WRONLY)
    }

    private static func write(_ text: String, to path: String, flags: Int32) throws(FileSystemError) {
        let descriptor = open(path, flags | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError(errno: errno, path: path) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                let number = errno
                if number == EINTR { continue }
                close(descriptor)
                throw FileSystemError(errno: number, path: path)
            }
            bytes = bytes.dropFirst(written)
        }
        guard close(descriptor) == 0 else { throw FileSystemError(errno: errno, path: path) }
    }

    /// The whole content of a file, FIFO or device, read until its end: files the kernel makes
    /// up as they are read (`/proc/version`) report a size of 0 and are read all the same.
    static func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(errno: errno, path: path) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw FileSystemError(errno: EISDIR, path: path)
        }
        var content: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                let number = errno
                if number == EINTR { continue }
                throw FileSystemError(errno: number, path: path)
            }
            if count == 0 { return content }
            content += chunk[..<count]
        }
    }

    /// Creates `folder` and every missing folder above it; returns those it created, outermost
    /// first, so a failed run can remove exactly them. `path` is the file the folder is for.
    static func makeFolders(_ folder: String, for path: String) throws(FileSystemError) -> [String] {
        var missing: [String] = []
        var current = folder
        while true {
            switch try kind(current) {
            case .folder: break
            case .missing:
                missing.append(current)
                let above = parent(of: current)
                if above != current { current = above; continue }
            case .regular, .symbolicLink, .stream:
                throw FileSystemError(errno: ENOTDIR, path: path, subject: current)
            }
            break
        }
        var created: [String] = []
        for folder in missing.reversed() {
            guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
                let number = errno
                for made in created.reversed() { rmdir(made) }
                throw FileSystemError(errno: number, path: path, subject: number == ENOENT ? nil : folder)
            }
            created.append(folder)
        }
        return created
    }

    static func rename(_ from: String, to: String, for path: String) throws(FileSystemError) {
        guard Foundation.rename(from, to) == 0 else { throw FileSystemError(errno: errno, path: path) }
    }

    /// Removes a file or a folder and everything in it; what cannot be removed is left.
    static func remove(_ path: String) {
        if (try? kind(path, followingLinks: false)) == .folder {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
