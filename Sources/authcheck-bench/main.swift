// Benchmarks of the engine, from a release build (see BENCHMARKS.md):
//   authcheck-bench twophase <rms> [--workers K] [--expected-states N] [--fingerprints]   TLA+'s TwoPhase
//   authcheck-bench reference [--fingerprints] [key=value ...]   the reference design's world
//   authcheck-bench clauses [spec] [--world NAME] [--family NAME]   what judging each family of clauses costs
//   authcheck-bench symmetry [key=value ...]    what treating requests as interchangeable would save
//   authcheck-bench subsumption [key=value ...] what skipping states with less of the budget left would save
import AuthCheckKit
import AuthSystems
import ClassicModels
import Foundation
import ModelChecking

let usage = """
    Usage: authcheck-bench twophase <rms> [--workers K] [--expected-states N] [--fingerprints]
               (rms from 1 to \(TwoPhase.maximumResourceManagers); N sizes the state table up front, as SPIN's -w)
           \(ReferenceBenchmark.usage)
           \(ClausesBenchmark.usage)
           authcheck-bench symmetry [key=value ...]   (the keys of 'reference')
           authcheck-bench subsumption [key=value ...]   (the keys of 'reference')
    """
let arguments = Array(CommandLine.arguments.dropFirst())

/// `arguments` without `--fingerprints`, and whether it was there.
func takingFingerprints(_ arguments: [String]) -> (rest: [String], fingerprints: Bool) {
    (arguments.filter { $0 != "--fingerprints" }, arguments.contains("--fingerprints"))
}

/// TwoPhase's arguments after `twophase`: the RMs, then `--workers K` and `--expected-states N`
/// in either order, each at most once.
func twoPhaseArguments(_ arguments: [String]) throws(BenchUsageError) -> (rms: Int, workers: Int, expectedStates: Int) {
    let range = 1...TwoPhase.maximumResourceManagers
    guard let first = arguments.first else {
        throw BenchUsageError(message: "'twophase' needs a number of RMs, from 1 to \(range.upperBound)")
    }
    guard let rms = Int(first), range.contains(rms) else {
        throw BenchUsageError(message: "'\(first)' is not a number of RMs from 1 to \(range.upperBound)")
    }
    var workers: Int?, expectedStates: Int?
    var rest = arguments.dropFirst()
    while let option = rest.popFirst() {
        let value = rest.popFirst().flatMap { Int($0) }
        switch option {
        case "--workers":
            guard workers == nil else { throw BenchUsageError(message: "--workers is given twice") }
            guard let value, value >= 1 else { throw BenchUsageError(message: "--workers needs a number, 1 or more") }
            workers = value
        case "--expected-states":
            guard expectedStates == nil else { throw BenchUsageError(message: "--expected-states is given twice") }
            let most = Checker<TwoPhase>.mostExpectedStates
            guard let value, (0...most).contains(value) else {
                throw BenchUsageError(message: "--expected-states needs a number from 0 to \(most)")
            }
            expectedStates = value
        default:
            throw BenchUsageError(message: "unexpected argument '\(option)'")
        }
    }
    return (rms, workers ?? 1, expectedStates ?? 0)
}

/// Ends the process as `authcheck` does: the error and the usage on standard error, and exit
/// status `code`.
func fail(_ message: String, code: ExitCode) -> Never {
    ProgressMeter.standardError("Error: \(message)" + (code == .usage ? "\n\(usage)" : ""))
    exit(code.rawValue)
}

do {
    switch arguments.first {
    case "-h", "--help":
        print(usage)
    case "twophase":
        let (rest, fingerprints) = takingFingerprints(Array(arguments.dropFirst()))
        let (rms, workers, expectedStates) = try twoPhaseArguments(rest)
        let model = TwoPhase(resourceManagers: rms)
        var checker = Checker(model: model, properties: [model.consistent], workers: workers, progress: ProgressMeter())
        checker.storesFingerprints = fingerprints
        checker.expectedStates = expectedStates
        let result = try checker.run()
        Figures.print("TwoPhase with \(rms) RMs, \(workers) worker(s): TCConsistent \(result.judgements[0].verdict.name)", result)
    case "reference":
        let (rest, fingerprints) = takingFingerprints(Array(arguments.dropFirst()))
        let options = try ReferenceBenchmark.options(rest)
        Figures.print("reference design, every clause off", try ReferenceBenchmark.run(options, fingerprints: fingerprints))
    case "clauses":
        let (spec, world, family) = try ClausesBenchmark.arguments(Array(arguments.dropFirst()))
        try ClausesBenchmark.run(spec, world: world, family: family)
    case "symmetry":
        let options = try ReferenceBenchmark.options(Array(arguments.dropFirst()))
        // Every state is renamed every way: requests! - 1 renamings, each with its successors.
        guard options.requests <= 4 else {
            throw BenchUsageError(message: "symmetry renames at most 4 requests (requests=\(options.requests))")
        }
        let clock = ContinuousClock()
        let start = clock.now
        guard let measure = try RequestSymmetry.measure(options: options) else {
            throw BenchUsageError(message:
                "the world holds more than \(ProgressMeter.grouped(RequestSymmetry.maximumStates)) states, each kept whole: narrow it")
        }
        print(SymmetryFigures.text(measure, seconds: (clock.now - start).seconds))
    case "subsumption":
        let options = try ReferenceBenchmark.options(Array(arguments.dropFirst()))
        let clock = ContinuousClock()
        let start = clock.now
        guard let measure = BudgetSubsumption.measureReference(options: options) else {
            throw BenchUsageError(message:
                "the search would keep more than \(ProgressMeter.grouped(BudgetSubsumption.maximumStates)) states: narrow the world")
        }
        let searched = clock.now
        let exact = try ReferenceBenchmark.run(options, fingerprints: false)
        print(SubsumptionFigures.text(
            measure, exact: exact.statistics, seconds: (searched - start).seconds, exactSeconds: (clock.now - searched).seconds))
    case let other:
        let named = other.map { "unknown benchmark '\($0)'; " } ?? ""
        throw BenchUsageError(message: named + "expected 'twophase', 'reference', 'clauses', 'symmetry' or 'subsumption'")
    }
} catch let error as BenchUsageError {
    fail(error.message, code: .usage)
} catch let error as InputError {
    fail(error.description, code: .badInput)
} catch {
    fail("\(error)", code: .modelError)
}
