@testable import AuthCheckKit
import Foundation
import Testing

/// Every file-system failure in plain words from its `errno`, never Foundation's "The operation
/// could not be completed".
@Suite struct FileSystemErrorTests {
    @Test(arguments: [
        (EISDIR, "is a folder"),
        (ENOTDIR, "a part of the path is not a folder"),
        (ENOENT, "does not exist"),
        (EACCES, "permission denied"),
        (EPERM, "permission denied"),
        (ENOSPC, "no space left on the device"),
        (EDQUOT, "the disk quota is used up"),
        (EROFS, "the file system is read-only"),
        (EFBIG, "the file is too large for the file system"),
        (ENAMETOOLONG, "the name is too long"),
        (ELOOP, "too many symbolic links (a loop?)"),
        (EEXIST, "already exists"),
        (ENXIO, "no process is reading it (a FIFO with no reader) or the device is not there"),
        (EIO, "an input/output error on the device"),
        (EPIPE, "the reader closed it before everything was written"),
    ] as [(Int32, String)])
    func eachErrorNumberHasItsWords(_ entry: (number: Int32, reason: String)) {
        #expect(FileSystemError(errno: entry.number, path: "/x/out.txt").description == "/x/out.txt: \(entry.reason)")
    }

    @Test func aFailureAboutAnotherPathNamesIt() {
        #expect(FileSystemError(errno: ENOTDIR, path: "/x/f/out.txt", subject: "/x/f").reason == "/x/f is not a folder")
        #expect(FileSystemError(errno: EACCES, path: "/x/out.txt", subject: "/x").reason == "permission denied on /x")
    }

    @Test func anUnlistedNumberKeepsTheSystemsWordsAndTheNumber() {
        #expect(FileSystemError(errno: EAGAIN, path: "p").reason.hasSuffix("(errno \(EAGAIN))"))
    }

    @Test func aReadOnlyFolderIsRefusedInWords() throws {
        // Root writes anywhere, so the read-only case is the kernel's own: /proc.
        var files = OutputSet()
        files.add("x", at: "/proc/authcheck-out.txt")
        #expect(throws: FileSystemError.self) { try files.write() }
        do {
            try files.write()
        } catch {
            #expect(error.path == "/proc/authcheck-out.txt")
            #expect(!error.reason.contains("NSCocoaErrorDomain") && !error.reason.contains("operation could not"))
        }
    }
}
