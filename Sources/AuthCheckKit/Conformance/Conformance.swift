import AuthModel
import Foundation
import AuthSystems
import ModelChecking

/// Conformance as a team's test calls it, in one line:
///
/// ```swift
/// @Test func theCodeFollowsItsModel() async throws {
///     let report = try await Conformance.check(spec: "specs/myapp.json", system: MyAppAuthDesign.system) {
///         AsyncDriver<MyAppAdapter>()
///     }
///     #expect(report.conforms, "\(report.text)")
/// }
/// ```
///
/// The same run as `authcheck conform SPEC --driver NAME`: the same suite, the same report,
/// byte for byte (with `toolName:` the team's tool's name, as its `conform` names it).
public enum Conformance {
    /// Builds the suite of `spec` (the committed traces of its system under `tracesDirectory`,
    /// a covering set, `walks` seeded random walks of `depth` events) and drives a fresh
    /// `driver()` through each trace, the model beside it. A divergence's trace is for
    /// `outDirectory/<system>/`; the report holds it, and `conform` writes it.
    public static func check(
        spec specPath: String, system: AuthSystem, clauses: [Clause] = ClauseCatalogue.all, driverName: String = "the driver",
        tracesDirectory: String = "traces", outDirectory: String = "traces-conform", walks: Int = 20, depth: Int = 40,
        seed: UInt64 = 1, toolName: String = "authcheck", driver: @escaping @Sendable () -> ConformanceDriver
    ) async throws -> ConformanceReport {
        let registry = Registry(systems: [system], clauses: clauses, toolName: toolName)
        let spec = try SpecLoader.load(specPath, registry: registry)
        // The harness blocks while an async implementation runs on the concurrency pool, so it
        // runs on a thread of its own, never on one of the pool's.
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result {
                    try run(spec: spec, system: system, registry: registry, driverName: driverName,
                            tracesDirectory: tracesDirectory, outDirectory: outDirectory, walks: walks, depth: depth,
                            seed: seed, driver: driver)
                })
            }.start()
        }
    }

    static func run(
        spec: Spec, system: AuthSystem, registry: Registry, driverName: String, tracesDirectory: String,
        outDirectory: String, walks: Int, depth: Int, seed: UInt64, driver: () -> ConformanceDriver
    ) throws -> ConformanceReport {
        let committed = try committedTraces(of: system, under: tracesDirectory, registry: registry)
        let suite = try ConformanceSuite.build(
            spec: spec, system: system, committedTraces: committed, walks: walks, depth: depth, seed: seed)
        var steps = 0
        var earliest: Divergence?
        for trace in suite.traces {
            switch ConformanceRun.run(trace, system: system, driver: driver()) {
            case .conforms(let count):
                steps += count
            case .diverges(let divergence):
                steps += divergence.step
                if earliest.map({ divergence.step < $0.step }) ?? true { earliest = divergence }
            case .driverFailed(let failure, let trace, let step):
                return ConformanceReport(spec: spec, system: system, driverName: driverName, suite: suite, steps: steps,
                                         divergence: nil, failure: (failure, trace, step), outDirectory: outDirectory,
                                         tool: registry.toolName)
            }
        }
        return ConformanceReport(spec: spec, system: system, driverName: driverName, suite: suite, steps: steps,
                                 divergence: earliest, failure: nil, outDirectory: outDirectory, tool: registry.toolName)
    }

    /// Every trace file of `system` under `directory`, in path order, each replayed against the
    /// model first (a stale one is refused as `replay` refuses it).
    static func committedTraces(of system: AuthSystem, under directory: String, registry: Registry) throws -> [TraceFile] {
        let paths = TraceFiles.all(under: directory)
        var files: [TraceFile] = []
        for path in paths {
            // Traces of other systems share the folder; only this system's are read (and must read).
            guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                  (try? JSONParser.parse(text))?["system"]?.string == system.name else { continue }
            let file = try TraceReader.load(path, registry: registry)
            _ = try ReplayedTrace(file)
            files.append(file)
        }
        return files
    }
}
