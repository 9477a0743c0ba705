import Foundation

/// Why a file could not be read or written, in plain words built from the system's error number
/// (`errno`), never from Foundation's description ("The operation could not be completed.").
///
/// `path` is the file the command was working on; `subject` is the path the failure is about
/// when it is another (the folder that does not exist, the part of the path that is a file).
public struct FileSystemError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "\(path): \(reason)" }

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The failure `errno` names, on `path`; `subject` names another path the failure is about.
    public init(errno number: Int32, path: String, subject: String? = nil) {
        self.path = path
        reason = Self.reason(errno: number, subject: subject)
    }

    /// The words for an error number: the table every file failure goes through.
    static func reason(errno number: Int32, subject: String? = nil) -> String {
        let about = subject.map { "\($0) " } ?? ""
        switch number {
        case EISDIR: return "\(about)is a folder"
        case ENOTDIR: return subject.map { "\($0) is not a folder" } ?? "a part of the path is not a folder"
        case ENOENT: return subject.map { "\($0) does not exist" } ?? "does not exist"
        case EACCES, EPERM: return "permission denied" + (subject.map { " on \($0)" } ?? "")
        case ENOSPC: return "no space left on the device"
        case EDQUOT: return "the disk quota is used up"
        case EROFS: return "the file system is read-only"
        case EFBIG: return "the file is too large for the file system"
        case ENAMETOOLONG: return "the name is too long"
        case ELOOP: return "too many symbolic links (a loop?)"
        case EEXIST: return "\(about)already exists"
        case ENOTEMPTY: return "\(about)is a folder that is not empty"
        case ENXIO: return "no process is reading it (a FIFO with no reader) or the device is not there"
        case EIO: return "an input/output error on the device"
        case EXDEV: return "it is on another file system"
        case EMFILE, ENFILE: return "too many files are open"
        case EBUSY: return "\(about)is busy"
        case EINVAL: return "the system refused the operation (invalid argument)"
        case EPIPE: return "the reader closed it before everything was written"
        default: return String(cString: strerror(number)).lowercased() + " (errno \(number))"
        }
    }

    /// An input or output that is neither a regular file nor a folder nor a stream it can use.
    static func notARegularFile(_ path: String) -> FileSystemError {
        FileSystemError(path: path, reason: "is not a regular file")
    }
}
