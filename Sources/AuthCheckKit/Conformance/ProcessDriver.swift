import AuthModel
import Foundation

/// A driver in any language: a subprocess that speaks JSON lines on standard input and output,
/// one request in, one reply out (`docs/DRIVERS.md`). One process per trace, so no trace can
/// leak into the next; every reply is awaited for at most `timeout` seconds, so a driver that
/// hangs, crashes or answers garbage is an error with its reason, never a hang of the checker.
public final class ProcessDriver: ConformanceDriver {
    public static let protocolVersion = 1

    let command: String
    let system: String
    let timeout: Double
    private var process: DriverProcess?

    /// Whether `program` names an executable in one of the PATH's folders.
    static func isOnPath(_ program: String) -> Bool {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }

    public init(command: String, system: String, timeout: Double = 5) {
        self.command = command
        self.system = system
        self.timeout = timeout
    }

    deinit { finish() }

    public func start() throws(DriverFailure) {
        if process == nil { try launch() }
        _ = try request(.object([("start", .object([]))]), "start")
    }

    public func deliver(_ event: ClientEvent) throws(DriverFailure) -> DriverReply {
        let message = DriverMessage.json(event)
        return try DriverMessage.reply(request(.object([("event", message)]), "the event \"\(message["event"]?.string ?? "")\""))
    }

    public func finish() {
        process?.end()
        process = nil
    }

    private func launch() throws(DriverFailure) {
        process = try DriverProcess(command: command)
        let hello = try request(.object([
            ("authcheck", "driver"), ("version", .number(Self.protocolVersion)), ("system", .string(system)),
        ]), "the handshake")
        guard hello["authcheck"]?.string == "driver" else {
            throw .handshake("expected {\"authcheck\": \"driver\", \"version\": \(Self.protocolVersion)}, got \(JSONWriter.writeCompact(hello))")
        }
        guard hello["version"]?.int == Self.protocolVersion else {
            throw .handshake("the driver speaks version \(hello["version"].map(JSONWriter.writeCompact) ?? "none"); "
                + "this authcheck speaks \(Self.protocolVersion)")
        }
    }

    /// Sends one line and reads one back, within the timeout. `asked` names the request in
    /// messages: `the handshake`, `start`, `the event "response"`.
    private func request(_ message: JSONValue, _ asked: String) throws(DriverFailure) -> JSONValue {
        guard let process else { throw .crashed("the driver is not running") }
        if let extra = process.unasked() {
            throw .malformed("it wrote a line nobody asked for, before \(asked): \(Self.excerpt(extra))")
        }
        let deadline = Date().addingTimeInterval(timeout)
        do {
            try process.write(Array((JSONWriter.writeCompact(message) + "\n").utf8), until: deadline)
        } catch DriverProcess.Stop.timedOut {
            throw .hang(seconds: timeout)
        } catch {
            let status = exitDescription(process)
            // Whether it was gone before the request or before its answer is a race; one message.
            throw .crashed(status == "still running"
                ? "it closed its standard input before \(asked)" : "it exited before answering \(asked) (\(status))")
        }
        let line: [UInt8]
        do {
            line = try process.readLine(until: deadline)
        } catch DriverProcess.Stop.timedOut {
            throw .hang(seconds: timeout)
        } catch {
            throw .crashed("it exited before answering \(asked) (\(exitDescription(process)))")
        }
        do {
            return try JSONParser.parse(line)
        } catch {
            throw .malformed("its answer to \(asked) is not JSON (\(error)): \(Self.excerpt(line))")
        }
    }

    private func exitDescription(_ process: DriverProcess) -> String {
        let description = process.exitDescription()
        // What `sh -c` says when the command is not there.
        return description == "exit status 127" ? "exit status 127: is the command on the PATH?" : description
    }

    /// At most 200 bytes of what the driver wrote, as text.
    static func excerpt(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes.prefix(200), as: UTF8.self)
        while text.last?.isNewline == true { text.removeLast() }
        return bytes.count > 200 ? text + "…" : text
    }
}
