import AuthModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A driver in any language: a subprocess that speaks JSON lines on standard input and output,
/// one request in, one reply out (`docs/DRIVERS.md`). One process per trace, so no trace can
/// leak into the next; every reply is awaited for at most `timeout` seconds, so a driver that
/// hangs, crashes or answers garbage is an error with its reason, never a hang of the checker.
public final class ProcessDriver: ConformanceDriver {
    public static let protocolVersion = 1

    let command: String
    let system: String
    let timeout: Double
    private var process: Process?
    private var input: FileHandle?
    private var output: Int32 = -1
    private var buffer: [UInt8] = []

    public init(command: String, system: String, timeout: Double = 5) {
        self.command = command
        self.system = system
        self.timeout = timeout
        // A driver that exits while we write to it must be an error we report, not SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
    }

    deinit { finish() }

    public func start() throws(DriverFailure) {
        if process == nil { try launch() }
        _ = try request(.object([("start", .object([]))]))
    }

    public func deliver(_ event: ClientEvent) throws(DriverFailure) -> DriverReply {
        try DriverMessage.reply(request(.object([("event", DriverMessage.json(event))])))
    }

    public func finish() {
        guard let process else { return }
        try? input?.close()
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning, Date() < deadline { usleep(1_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        if output >= 0 { close(output) }
        self.process = nil
        input = nil
        output = -1
        buffer = []
    }

    private func launch() throws(DriverFailure) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        do { try process.run() } catch { throw .crashed("cannot start `\(command)`: \(error.localizedDescription)") }
        self.process = process
        input = stdin.fileHandleForWriting
        output = dup(stdout.fileHandleForReading.fileDescriptor)
        let hello = try request(.object([
            ("authcheck", "driver"), ("version", .number(Self.protocolVersion)), ("system", .string(system)),
        ]))
        guard hello["authcheck"]?.string == "driver" else {
            throw .handshake("expected {\"authcheck\": \"driver\", \"version\": \(Self.protocolVersion)}, got \(JSONWriter.writeCompact(hello))")
        }
        guard hello["version"]?.int == Self.protocolVersion else {
            throw .handshake("the driver speaks version \(hello["version"].map(JSONWriter.writeCompact) ?? "none"); "
                + "this authcheck speaks \(Self.protocolVersion)")
        }
    }

    /// Sends one line and reads one back, within the timeout.
    private func request(_ message: JSONValue) throws(DriverFailure) -> JSONValue {
        guard let input else { throw .crashed("the driver is not running") }
        do {
            try input.write(contentsOf: Data((JSONWriter.writeCompact(message) + "\n").utf8))
        } catch {
            throw .crashed("it stopped reading (\(exitStatus()))")
        }
        let line = try readLine()
        do {
            return try JSONParser.parse(line)
        } catch {
            throw .malformed("\(error) in \(String(decoding: line.prefix(200), as: UTF8.self))")
        }
    }

    private func readLine() throws(DriverFailure) -> [UInt8] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return line
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw .hang(seconds: timeout) }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left, 1) * 1000) + 1)
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(output, &chunk, chunk.count)
            guard count > 0 else { throw .crashed("it exited before answering (\(exitStatus()))") }
            buffer += chunk[..<count]
        }
    }

    private func exitStatus() -> String {
        guard let process else { return "not started" }
        let deadline = Date().addingTimeInterval(0.5)
        while process.isRunning, Date() < deadline { usleep(1_000) }
        return process.isRunning ? "still running" : "exit status \(process.terminationStatus)"
    }
}
