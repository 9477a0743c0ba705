import Foundation

/// Standard output or standard error as a `TextOutputStream`.
///
/// Each write goes straight to the file descriptor, unbuffered, so nothing is left to flush
/// when the process exits and the two streams interleave in the order they were written.
public struct FileHandleOutputStream: TextOutputStream {
    public static var standardOutput: FileHandleOutputStream { .init(.standardOutput) }
    public static var standardError: FileHandleOutputStream { .init(.standardError) }

    private let fileHandle: FileHandle

    public init(_ fileHandle: FileHandle) {
        self.fileHandle = fileHandle
    }

    public mutating func write(_ string: String) {
        guard !string.isEmpty else { return }
        fileHandle.write(Data(string.utf8))
    }
}
