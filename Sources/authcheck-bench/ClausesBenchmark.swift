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
    static let usage = """
        authcheck-bench clauses [spec] [--world NAME] [--family NAME]   (default: specs/reference.json; \
        --family runs one of: \(familyNames.joined(separator: ", ")))
        """

    static let explored = Clause.step(
        "bench-explored", "Never decided, so every run explores every state", source: "authcheck-bench",
        requires: [], on: []) { _ in true }

    static let families: [(name: String, clauses: [Clause])] = {
        let named: [(String, [Clause])] = [
            ("interceptor", ClauseCatalogue.interceptor), ("session", ClauseCatalogue.session),
            ("soft lock", ClauseCatalogue.softLock), ("biometrics", ClauseCatalogue.biometrics),
            ("robustness", ClauseCatalogue.robustness), ("contract", ClauseCatalogue.contract),
            ("fidelity", ClauseCatalogue.fidelity), ("features", ClauseCatalogue.features),
        ]
        let recover = ClauseCatalogue.all.filter { if case .recover = $0.kind { true } else { false } }
        return named.map { name, clauses in
            (name, clauses.filter { clause in !recover.contains { $0.id == clause.id } })
        } + [("recover", recover), ("every clause", ClauseCatalogue.all)]
    }()

    /// The names `--family` takes: `none` (the world alone), then each family's, spaces as dashes.
    static var familyNames: [String] { ["none"] + families.map { slug($0.name) } }

    static func slug(_ name: String) -> String { name.replacingOccurrences(of: " ", with: "-") }

    /// The arguments after `clauses`: the spec, then `--world NAME` and `--family NAME` if given.
    static func arguments(_ arguments: [String]) throws(BenchUsageError) -> (spec: String, world: String?, family: String?) {
        var spec: String?, world: String?, family: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--world", "--family":
                guard let value = rest.popFirst(), !value.hasPrefix("-") else {
                    throw BenchUsageError(message: "\(argument) needs a name")
                }
                if argument == "--world" { world = value } else { family = value }
            case let path where spec == nil && !path.hasPrefix("-"):
                spec = path
            default:
                throw BenchUsageError(message: "unexpected argument '\(argument)'")
            }
        }
        if let family, !familyNames.contains(family) {
            throw BenchUsageError(message: "unknown family '\(family)'; expected one of \(familyNames.joined(separator: ", "))")
        }
        return (spec ?? "specs/reference.json", world, family)
    }

    /// Those of `clauses` that `world` judges.
    static func judged(_ clauses: [Clause], in world: SpecWorld) -> [Clause] {
        clauses.filter { clause in world.clauses.contains { $0.id == clause.id } }
    }

    /// With `family`, explores the worlds once judging that family alone (`none`: no clause) and
    /// prints one line, for a measure from outside (`bench/clauses-instructions.sh` counts its
    /// instructions); without, the table of every family, timed.
    static func run(_ path: String, world worldName: String? = nil, family: String? = nil) throws {
        let spec = try SpecLoader.load(path)
        let system = Registry.bundled.system(named: spec.system)!   // the loader checked the name
        let worlds = worldName.map { name in spec.worlds.filter { $0.name == name } } ?? spec.worlds
        guard !worlds.isEmpty else {
            throw BenchUsageError(message: "\(path) has no world '\(worldName ?? "")'; its worlds: \(spec.worlds.map(\.name).joined(separator: ", "))")
        }
        func seconds(_ clauses: [Clause]) throws -> (seconds: Double, states: Int) {
            var total = (seconds: 0.0, states: 0)
            for world in worlds {
                let report = try system.check(SystemRun(
                    options: world.options, clauses: [explored] + judged(clauses, in: world),
                    bounds: spec.limits))
                precondition(report.stoppedBy == nil, "\(path): world \(world.name) stopped by \(report.stoppedBy!)")
                total.seconds += report.elapsedSeconds
                total.states += report.statistics.distinct
            }
            return total
        }
        if let family {
            let clauses = families.first { slug($0.name) == family }?.clauses ?? []
            let applicable = clauses.filter { $0.applies(to: system.features) }
            // Those some chosen world judges: a world may name fewer clauses than the spec.
            let judgedSomewhere = applicable.filter { clause in worlds.contains { !judged([clause], in: $0).isEmpty } }
            let run = try seconds(applicable)
            print("\(family): \(judgedSomewhere.count) clauses judged, \(ProgressMeter.grouped(run.states)) states, \(Figures.fixed(run.seconds, 2)) s")
            return
        }
        print("\(path) (\(worlds.map(\.name).joined(separator: ", "))), release build, one process")
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
