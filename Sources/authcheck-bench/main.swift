// Benchmarks of the engine, from a release build (see BENCHMARKS.md):
//   authcheck-bench twophase <rms> [--workers K] [--fingerprints]   TLA+'s TwoPhase
//   authcheck-bench reference [--fingerprints] [key=value ...]   the reference design's world
//   authcheck-bench clauses [spec]              what judging each family of clauses costs
//   authcheck-bench symmetry [key=value ...]    what treating requests as interchangeable would save
import AuthSystems
import ClassicModels
import Foundation
import ModelChecking

let usage = """
    Usage: authcheck-bench twophase <rms> [--workers K] [--fingerprints]   (rms from 1 to \(TwoPhase.maximumResourceManagers))
           \(ReferenceBenchmark.usage)
           \(ClausesBenchmark.usage)
           authcheck-bench symmetry [key=value ...]   (the keys of 'reference')
    """
let arguments = Array(CommandLine.arguments.dropFirst())

/// `arguments` without `--fingerprints`, and whether it was there.
func takingFingerprints(_ arguments: [String]) -> (rest: [String], fingerprints: Bool) {
    (arguments.filter { $0 != "--fingerprints" }, arguments.contains("--fingerprints"))
}

func fail(_ message: String) -> Never {
    ProgressMeter.standardError("Error: \(message)\n\(usage)")
    exit(64)
}

do {
    switch arguments.first {
    case "twophase":
        let (rest, fingerprints) = takingFingerprints(Array(arguments.dropFirst(2)))
        let workers = rest.count == 2 && rest[0] == "--workers" ? Int(rest[1]) : 1
        guard arguments.count >= 2, rest.isEmpty || rest.count == 2, let rms = Int(arguments[1]),
              (1...TwoPhase.maximumResourceManagers).contains(rms), let workers, workers >= 1 else {
            fail("expected 'twophase <rms> [--workers K] [--fingerprints]'")
        }
        let model = TwoPhase(resourceManagers: rms)
        var checker = Checker(model: model, properties: [model.consistent], workers: workers, progress: ProgressMeter())
        checker.storesFingerprints = fingerprints
        let result = try checker.run()
        Figures.print("TwoPhase with \(rms) RMs, \(workers) worker(s): TCConsistent \(result.judgements[0].verdict.name)", result)
    case "reference":
        let (rest, fingerprints) = takingFingerprints(Array(arguments.dropFirst()))
        guard let options = ReferenceBenchmark.options(rest) else {
            fail("expected 'reference [--fingerprints] [key=value ...]'")
        }
        Figures.print("reference design, every clause off", try ReferenceBenchmark.run(options, fingerprints: fingerprints))
    case "clauses":
        guard arguments.count <= 2 else { fail("expected 'clauses [spec]'") }
        try ClausesBenchmark.run(arguments.count == 2 ? arguments[1] : "specs/reference.json")
    case "symmetry":
        guard let options = ReferenceBenchmark.options(Array(arguments.dropFirst())) else {
            fail("expected 'symmetry [key=value ...]'")
        }
        // Every state is renamed every way: requests! - 1 renamings, each with its successors.
        guard options.requests <= 4 else { fail("symmetry renames at most 4 requests (requests=\(options.requests))") }
        let clock = ContinuousClock()
        let start = clock.now
        guard let measure = try RequestSymmetry.measure(options: options) else {
            fail("the world holds more than \(ProgressMeter.grouped(RequestSymmetry.maximumStates)) states, each kept whole: narrow it")
        }
        print(SymmetryFigures.text(measure, seconds: (clock.now - start).seconds))
    default:
        fail("expected 'twophase', 'reference', 'clauses' or 'symmetry'")
    }
} catch {
    ProgressMeter.standardError("Error: \(error)")
    exit(1)
}
