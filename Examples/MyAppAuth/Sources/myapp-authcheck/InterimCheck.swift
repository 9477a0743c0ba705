import AuthCheckKit
import AuthModel
import AuthSystems
import MyAppAuth

/// TEMPORARY: `myapp-authcheck check SPEC...` until authcheck's own `check` takes MyApp's system
/// and clauses. It reads each spec as authcheck does, explores each of its worlds through the
/// public `AuthSystem.check`, combines the worlds' verdicts as authcheck does, and also judges
/// `MyAppClauses.all`, which a spec cannot name yet. It prints one line per clause, with the
/// shortest trace's events for a violation (it writes no trace files), and exits as `check`
/// does: 0 when every verdict is the expected one, 1 when one is not, 3 when a bound left one
/// inconclusive, 65 for a bad spec, 70 for a misbehaving model.
enum InterimCheck {
    static func run(
        specPaths: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> ExitCode {
        let systems = AuthSystems.all + [MyAppAuthDesign.system]
        var specs: [Spec] = []
        for path in specPaths {
            do {
                specs.append(try SpecLoader.load(path, systems: systems))
            } catch {
                print("Error: \(error)", to: &errors)
                return .badInput
            }
        }
        var code = ExitCode.success
        for spec in specs {
            let system = systems.first { $0.name == spec.system }!
            let clauses = spec.clauses + MyAppClauses.all
            var reports: [(world: String, report: SystemReport)] = []
            for world in spec.worlds {
                do {
                    let run = SystemRun(options: world.options, clauses: clauses, bounds: spec.limits)
                    reports.append((world.name, try system.check(run)))
                } catch {
                    print("Error: \(spec.path): world \(world.name): \(error)", to: &errors)
                    return .modelError
                }
            }
            let report = SystemReport.combined(reports)
            code = worse(code, Self.report(report, of: spec, system: system, to: &output))
            print("\(spec.path): \((report.elapsedSeconds * 10).rounded() / 10) s", to: &errors)
        }
        return code
    }

    /// Prints the report in the layout of `authcheck check` and returns its exit code.
    private static func report(
        _ report: SystemReport, of spec: Spec, system: AuthSystem, to output: inout some TextOutputStream
    ) -> ExitCode {
        let stats = report.statistics
        print("\(system.name) (\(spec.path))", to: &output)
        print("  \(stats.distinct) distinct states, \(stats.generated) generated, depth \(stats.depth)"
            + " in \(spec.worlds.count) worlds (\(spec.worlds.map(\.name).joined(separator: ", ")))", to: &output)
        var unexpected = 0
        var inconclusive = 0
        for outcome in report.outcomes {
            let expected = spec.expectedVerdict(of: outcome.clause, features: system.features)
            let verdict = outcome.verdict
            var line = "  " + pad(outcome.clause.id, 13) + pad(verdict.name == "violated" ? "VIOLATED" : verdict.name, 13)
            if let trace = verdict.trace { line += "(\(trace.steps.count) steps, world \(outcome.world ?? "?")) " }
            line += outcome.clause.title
            if verdict.name != expected {
                line += "   [expected \(expected)]"
                if verdict.name == "inconclusive" { inconclusive += 1 } else { unexpected += 1 }
            }
            print(line, to: &output)
            if case .violated(let trace) = verdict {
                print("      " + trace.steps.map { "\($0.event)" }.joined(separator: " → "), to: &output)
            }
        }
        let matched = report.outcomes.count - unexpected - inconclusive
        print("  \(matched) of \(report.outcomes.count) verdicts as expected", to: &output)
        return unexpected > 0 ? .unexpectedVerdict : inconclusive > 0 ? .inconclusive : .success
    }

    private static func worse(_ first: ExitCode, _ second: ExitCode) -> ExitCode {
        if first == .unexpectedVerdict || second == .unexpectedVerdict { return .unexpectedVerdict }
        return first == .inconclusive || second == .inconclusive ? .inconclusive : .success
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
