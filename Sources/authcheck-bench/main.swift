// Benchmarks of the engine, from a release build (see BENCHMARKS.md):
//   authcheck-bench twophase <rms> [--workers K]   TLA+'s TwoPhase
//   authcheck-bench reference [key=value ...]   the reference design's world
//   authcheck-bench clauses [spec]              what judging each family of clauses costs
import ClassicModels
import Foundation
import ModelChecking

let usage = """
    Usage: authcheck-bench twophase <rms> [--workers K]   (rms from 1 to \(TwoPhase.maximumResourceManagers))
           \(ReferenceBenchmark.usage)
           \(ClausesBenchmark.usage)
    """
let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
    ProgressMeter.standardError("Error: \(message)\n\(usage)")
    exit(64)
}

do {
    switch arguments.first {
    case "twophase":
        let workers = arguments.count == 4 && arguments[2] == "--workers" ? Int(arguments[3]) : 1
        guard arguments.count == 2 || arguments.count == 4, let rms = Int(arguments[1]),
              (1...TwoPhase.maximumResourceManagers).contains(rms), let workers, workers >= 1 else {
            fail("expected 'twophase <rms> [--workers K]'")
        }
        let model = TwoPhase(resourceManagers: rms)
        let result = try Checker(model: model, properties: [model.consistent], workers: workers, progress: ProgressMeter()).run()
        Figures.print("TwoPhase with \(rms) RMs, \(workers) worker(s): TCConsistent \(result.judgements[0].verdict.name)", result)
    case "reference":
        guard let options = ReferenceBenchmark.options(Array(arguments.dropFirst())) else {
            fail("expected 'reference [key=value ...]'")
        }
        Figures.print("reference design, every clause off", try ReferenceBenchmark.run(options))
    case "clauses":
        guard arguments.count <= 2 else { fail("expected 'clauses [spec]'") }
        try ClausesBenchmark.run(arguments.count == 2 ? arguments[1] : "specs/reference.json")
    default:
        fail("expected 'twophase', 'reference' or 'clauses'")
    }
} catch {
    ProgressMeter.standardError("Error: \(error)")
    exit(1)
}
