import AuthCheckKit
import AuthModel
import AuthSystems
import Foundation
import ModelChecking

/// What judging the clauses costs, family by family, against exploring the spec's worlds alone,
/// all in one process so the ratios are of the same run (see BENCHMARKS.md).
///
/// Every run explores every state: a clause that never decides (`explored`) keeps a family
/// whose clauses are all decided early from stopping exploration. It is about no event, so it
/// is never called and observes nothing: the world alone is judged with it only. The recover
/// clauses are their own family, as the recover analysis after exploration is their cost; the
/// other families are measured without theirs.
enum ClausesBenchmark {
    static let usage = "authcheck-bench clauses [spec]   (default: specs/reference.json)"

    static let explored = Clause.step(
        "bench-explored", "Never decided, so every run explores every state", source: "authcheck-bench",
        requires: [], on: []) { _ in true }

    static let families: [(name: String, clauses: [Clause])] = {
        let named: [(String, [Clause])] = [
            ("interceptor", ClauseCatalogue.interceptor), ("session", ClauseCatalogue.session),
            ("soft lock", ClauseCatalogue.softLock), ("biometrics", ClauseCatalogue.biometrics),
            ("robustness", ClauseCatalogue.robustness), ("contract", ClauseCatalogue.contract),
            ("features", ClauseCatalogue.features),
        ]
        let recover = ClauseCatalogue.all.filter { if case .recover = $0.kind { true } else { false } }
        return named.map { name, clauses in
            (name, clauses.filter { clause in !recover.contains { $0.id == clause.id } })
        } + [("recover", recover), ("every clause", ClauseCatalogue.all)]
    }()

    static func run(_ path: String) throws {
        let spec = try SpecLoader.load(path)
        let system = Registry.bundled.system(named: spec.system)!   // the loader checked the name
        func seconds(_ clauses: [Clause]) throws -> (seconds: Double, states: Int) {
            var total = (seconds: 0.0, states: 0)
            for world in spec.worlds {
                let report = try system.check(SystemRun(
                    options: world.options,
                    clauses: [explored] + clauses.filter { clause in world.clauses.contains { $0.id == clause.id } },
                    bounds: spec.limits))
                precondition(report.stoppedBy == nil, "\(path): world \(world.name) stopped by \(report.stoppedBy!)")
                total.seconds += report.elapsedSeconds
                total.states += report.statistics.distinct
            }
            return total
        }
        print("\(path) (\(spec.worlds.map(\.name).joined(separator: ", "))), release build, one process")
        let first = try seconds([])
        print("world alone: \(ProgressMeter.grouped(first.states)) states, \(Figures.fixed(first.seconds, 2)) s")
        print("")
        print("| clauses judged | applicable clauses | wall time | judging / exploring alone |")
        print("|---|---:|---:|---:|")
        fflush(nil)
        for (name, clauses) in families {
            let judged = clauses.filter { $0.applies(to: system.features) }
            let measured = try seconds(judged).seconds
            print("| \(name) | \(judged.count) | \(Figures.fixed(measured, 2)) s | \(signed(measured / first.seconds - 1)) |")
            fflush(nil)
        }
        let last = try seconds([])
        print("")
        print("world alone again: \(Figures.fixed(last.seconds, 2)) s (the ratios are against the first)")
    }

    /// `value` with two decimals and its sign.
    static func signed(_ value: Double) -> String {
        (value < 0 ? "-" : "+") + Figures.fixed(abs(value), 2)
    }
}
