// Benchmarks the engine on TLA+'s TwoPhase: `authcheck-bench twophase RMS`.
// Figures go to standard output; run it from a release build (see BENCHMARKS.md).
import ClassicModels
import ModelChecking

import Foundation

let usage = "Usage: authcheck-bench twophase <rms>   (rms from 1 to \(TwoPhase.maximumResourceManagers))"
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2, arguments[0] == "twophase", let rms = Int(arguments[1]),
      (1...TwoPhase.maximumResourceManagers).contains(rms) else {
    ProgressMeter.standardError("Error: expected 'twophase <rms>'\n\(usage)")
    exit(64)
}

let model = TwoPhase(resourceManagers: rms)
let checker = Checker(model: model, properties: [model.consistent], progress: ProgressMeter())
let result: CheckResult<TwoPhase>
do {
    result = try checker.run()
} catch {
    ProgressMeter.standardError("Error: \(error)")
    exit(1)
}

var usage_ = rusage()
#if os(Linux)
getrusage(RUSAGE_SELF.rawValue, &usage_)
#else
getrusage(RUSAGE_SELF, &usage_)
#endif
#if os(Linux)
let peakBytes = Int(usage_.ru_maxrss) * 1024
#else
let peakBytes = Int(usage_.ru_maxrss)
#endif

func fixed(_ value: Double, _ digits: Int) -> String {
    var scaled = (value * pow(10, Double(digits))).rounded()
    let whole = Int(scaled) / Int(pow(10, Double(digits)))
    scaled = scaled - Double(whole) * pow(10, Double(digits))
    let fraction = String(Int(scaled))
    return digits == 0 ? String(whole) : "\(whole).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
}

let stats = result.statistics
let seconds = result.elapsedSeconds
print("TwoPhase with \(rms) RMs: TCConsistent \(result.judgements[0].verdict.name)")
print("distinct states     \(ProgressMeter.grouped(stats.distinct))")
print("generated states    \(ProgressMeter.grouped(stats.generated))")
print("depth               \(stats.depth)")
print("wall time           \(fixed(seconds, 2)) s")
print("distinct states/s   \(ProgressMeter.grouped(Int(Double(stats.distinct) / max(seconds, 1e-9))))")
print("engine storage      \(fixed(Double(result.storageBytes) / Double(stats.distinct), 1)) bytes per state")
print("peak memory (RSS)   \(fixed(Double(peakBytes) / 1_048_576, 1)) MiB, "
      + "\(fixed(Double(peakBytes) / Double(stats.distinct), 1)) bytes per state")
