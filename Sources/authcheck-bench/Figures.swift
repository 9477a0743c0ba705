import Foundation
import ModelChecking

/// The figures every benchmark prints, in one layout, so runs compare line by line.
enum Figures {
    static func print<M: Model>(_ title: String, _ result: CheckResult<M>) {
        let stats = result.statistics
        let seconds = result.elapsedSeconds
        let peak = peakResidentBytes()
        Swift.print(title)
        if let probability = result.missedStateProbability {
            Swift.print("mode                fingerprints (64-bit): probability of a missed state \(probability)")
        } else {
            Swift.print("mode                exact")
        }
        Swift.print("distinct states     \(ProgressMeter.grouped(stats.distinct))")
        Swift.print("generated states    \(ProgressMeter.grouped(stats.generated))")
        Swift.print("depth               \(stats.depth)")
        Swift.print("wall time           \(fixed(seconds, 2)) s")
        Swift.print("distinct states/s   \(ProgressMeter.grouped(Int(Double(stats.distinct) / max(seconds, 1e-9))))")
        Swift.print("engine memory       \(fixed(Double(result.storageBytes) / Double(stats.distinct), 1)) bytes per visited state "
            + "(\(ProgressMeter.grouped(result.storageBytes)) bytes reserved)")
        Swift.print("peak memory (RSS)   \(fixed(Double(peak) / 1_048_576, 1)) MiB, "
            + "\(fixed(Double(peak) / Double(stats.distinct), 1)) bytes per state")
    }

    static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #endif
    }

    /// `value` with `digits` decimals, without the locale or Foundation's formatters.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        let scale = pow(10, Double(digits))
        let scaled = Int((value * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = String(scaled % Int(scale))
        return digits == 0 ? String(whole)
            : "\(whole).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
    }
}
