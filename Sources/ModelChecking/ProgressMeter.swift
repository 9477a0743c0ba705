import Foundation

/// Prints how a long run is going, so a user can tell a slow run from a stuck one.
///
/// Silent for the first `delay` seconds: a short run prints nothing. Progress is for people and
/// goes to standard error; it never reaches a report or a trace.
public final class ProgressMeter: @unchecked Sendable {
    private let delay: Double
    private let interval: Double
    private let write: (String) -> Void
    private var nextReport: Double
    private var hasReported = false

    /// - Parameters:
    ///   - delay: seconds before the first line.
    ///   - interval: seconds between lines after that.
    ///   - write: where each line goes; standard error by default.
    public init(delay: Double = 2, interval: Double = 2, write: @escaping (String) -> Void = ProgressMeter.standardError) {
        self.delay = delay
        self.interval = interval
        self.write = write
        self.nextReport = delay
    }

    /// Called often by the engine; prints a line when one is due.
    public func report(_ statistics: Statistics, queued: Int, elapsedSeconds: Double) {
        guard isDue(elapsedSeconds) else { return }
        write(line(statistics, queued: queued, elapsedSeconds: elapsedSeconds))
    }

    /// Called between random walks; prints a line when one is due.
    public func report(walks: Int, steps: Int, elapsedSeconds: Double) {
        guard isDue(elapsedSeconds) else { return }
        write(line(walks: walks, steps: steps, elapsedSeconds: elapsedSeconds))
    }

    /// Called once after the walks; closes a run that printed progress with its final counts.
    public func finish(walks: Int, steps: Int, elapsedSeconds: Double) {
        guard hasReported else { return }
        write(line(walks: walks, steps: steps, elapsedSeconds: elapsedSeconds) + " done")
    }

    private func isDue(_ elapsedSeconds: Double) -> Bool {
        guard elapsedSeconds >= nextReport else { return false }
        hasReported = true
        nextReport = elapsedSeconds + interval
        return true
    }

    func line(walks: Int, steps: Int, elapsedSeconds: Double) -> String {
        let rate = elapsedSeconds > 0 ? Int(Double(walks) / elapsedSeconds) : 0
        return "progress: \(Self.grouped(walks)) walks, \(Self.grouped(steps)) steps, \(Self.grouped(rate)) walks/s, "
            + "\(Int(elapsedSeconds)) s"
    }

    /// Called once at the end; closes a run that printed progress with its final counts.
    public func finish(_ statistics: Statistics, elapsedSeconds: Double) {
        guard hasReported else { return }
        write(line(statistics, queued: 0, elapsedSeconds: elapsedSeconds) + " done")
    }

    func line(_ statistics: Statistics, queued: Int, elapsedSeconds: Double) -> String {
        let rate = elapsedSeconds > 0 ? Int(Double(statistics.distinct) / elapsedSeconds) : 0
        return "progress: \(Self.grouped(statistics.generated)) generated, "
            + "\(Self.grouped(statistics.distinct)) distinct, depth \(statistics.depth), "
            + "\(Self.grouped(queued)) queued, \(Self.grouped(rate)) distinct/s, "
            + "\(Int(elapsedSeconds)) s"
    }

    /// `1234567` as `1,234,567`, the same on every machine whatever its locale.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return number < 0 ? "-" + grouped : grouped
    }

    public static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
