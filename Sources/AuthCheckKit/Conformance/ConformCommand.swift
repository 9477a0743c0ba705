import AuthSystems

/// `authcheck conform SPEC --driver NAME|COMMAND`: drives the team's real implementation
/// through the model's traces and says where, if anywhere, the code leaves its model.
enum ConformCommand {
    static func description(_ registry: Registry) -> CommandDescription {
        CommandDescription(
            name: "conform",
            abstract: "Drive an implementation through the model's traces and compare it step by step.",
            discussion: """
                The suite is the system's committed traces (under --traces), a shortest trace to \
                every event kind on every screen and to every witness within the spec's bounds, and \
                --walks seeded random walks of --depth events. Each trace runs on the model and, \
                through the driver, on the implementation; after every event the two observations \
                are compared. --driver names a driver the executable registers, or is a command \
                that starts a JSON-lines driver (docs/DRIVERS.md). The report is the same for the \
                same inputs on every run. Exit 0 when the implementation matches its model \
                everywhere, 1 when it diverges (the earliest step is shown and its trace written \
                to <out>/<system>/), 64 for a bad command line, 65 for a bad spec or trace, 70 for \
                a driver that crashes, hangs or answers something malformed, 74 for a failed write.
                """,
            arguments: [ArgumentDescription(name: "spec", help: "The spec file.")],
            options: [
                OptionDescription(name: "driver", help: "A registered driver's name, or a command.", valueName: "driver"),
                OptionDescription(
                    name: "traces", help: "Where the committed traces are read from.", valueName: "dir", defaultValue: "traces"),
                OptionDescription(
                    name: "out", help: "Where a diverging trace is written.", valueName: "dir", defaultValue: "traces-conform"),
                OptionDescription(name: "walks", help: "Random walks.", valueName: "n", type: .integerFrom(0), defaultValue: "20"),
                OptionDescription(name: "depth", help: "Events per walk.", valueName: "n", type: .integerFrom(1), defaultValue: "40"),
                OptionDescription(name: "seed", help: "Seeds the walks.", valueName: "n", type: .integerFrom(0), defaultValue: "1"),
                OptionDescription(
                    name: "timeout", help: "Seconds a subprocess driver may take per reply.", valueName: "s", type: .integerFrom(1),
                    defaultValue: "5"),
            ],
            handler: { arguments, output, errors in
                guard let driver = arguments.string("driver") else {
                    print("Error: Missing expected option '--driver <driver>'", to: &errors)
                    errors.write(AuthCheckCommand.usageLines(of: "conform", registry))
                    return .usage
                }
                return run(
                    specPath: arguments.string("spec")!, driver: driver, tracesDirectory: arguments.string("traces")!,
                    outDirectory: arguments.string("out")!, walks: arguments.integer("walks")!,
                    depth: arguments.integer("depth")!, seed: UInt64(arguments.integer("seed")!),
                    timeout: Double(arguments.integer("timeout")!), registry: registry, output: &output, errors: &errors)
            })
    }

    static func run(
        specPath: String, driver: String, tracesDirectory: String, outDirectory: String, walks: Int, depth: Int,
        seed: UInt64, timeout: Double, registry: Registry, output: inout TextSink, errors: inout TextSink
    ) -> ExitCode {
        guard let (spec, system) = SpecLoader.loadOne(specPath, registry: registry, errors: &errors) else { return .badInput }
        let named = registry.drivers.first { $0.name == driver }
        // A bare word that is neither a registered driver nor a program on the PATH is a typo,
        // said before the suite is built, not a command left to fail in a shell.
        if named == nil, !driver.contains(" "), !driver.contains("/"), !ProcessDriver.isOnPath(driver) {
            let known = registry.drivers.map(\.name)
            print("Error: no driver named '\(driver)'"
                + (known.isEmpty ? " is registered, and no such program is on the PATH" : " (registered: \(known.joined(separator: ", ")))"),
                to: &errors)
            print(AuthCheckCommand.usageLine(of: "conform", registry), to: &errors)
            print("  A command that starts a JSON-lines driver works too (docs/DRIVERS.md).", to: &errors)
            return .usage
        }
        let make: () -> ConformanceDriver = { named?.make() ?? ProcessDriver(command: driver, system: system.name, timeout: timeout) }
        let report: ConformanceReport
        do {
            report = try Conformance.run(
                spec: spec, system: system, registry: registry, driverName: named.map { "driver \($0.name)" } ?? "`\(driver)`",
                tracesDirectory: tracesDirectory, outDirectory: outDirectory, walks: walks, depth: depth, seed: seed, driver: make)
        } catch let error as InputError {
            print("Error: \(error)", to: &errors)
            return .badInput
        } catch {
            print("Error: \(specPath): \(error)", to: &errors)
            return .modelError
        }
        if let trace = report.divergenceTrace {
            do {
                try FileOutput.write(trace.text, to: trace.path)
            } catch {
                print("Error: cannot write \(trace.path): \(FileOutput.reason(error))", to: &errors)
                return .cannotWrite
            }
        }
        if report.driverFailure != nil {
            print(report.text, terminator: "", to: &errors)
        } else {
            print(report.text, terminator: "", to: &output)
        }
        return report.exitCode
    }
}
