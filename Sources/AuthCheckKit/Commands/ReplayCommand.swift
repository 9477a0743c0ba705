import AuthSystems

/// `authcheck replay TRACE...`: re-executes each trace's events on its system, checks every
/// recorded observation against the model's, and shows the trace in the chosen rendering with
/// its property's verdict on the path.
enum ReplayCommand {
    static func description(_ registry: Registry) -> CommandDescription {
        CommandDescription(
            name: "replay",
            abstract: "Re-execute traces and show each step as what changed in each layer.",
            discussion: """
                Every trace is read and replayed before anything is shown, so a trace that does not \
                replay writes nothing. A step whose event is not enabled, or whose recorded \
                observation differs from the model's, is named with the field that differs. Exit 0 \
                when every trace replays and ends with the verdict it records (or, with --expect, \
                that one), 1 when a verdict is another, 3 when a recover search stopped at its \
                bound, 64 for --format json or itf with several traces, 65 for a trace that is \
                broken, of another format version or from a changed model, 74 for a failed write. \
                --output is written whenever every trace replays, whatever the verdicts. \
                --summary gives one line per trace and a total, with the same exit code.
                """,
            arguments: [ArgumentDescription(name: "trace", help: "Trace files (the trace format, version 1).", isRepeating: true)],
            options: [
                OptionDescription(
                    name: "format", help: "One of: \(TraceFormat.names.joined(separator: ", ")).", valueName: "format",
                    type: .choice(TraceFormat.names), defaultValue: "text"),
                OptionDescription(
                    name: "expect", help: "The verdict every trace must end with: violated, holds, witnessed, unwitnessed or n/a.",
                    valueName: "verdict", type: .choice(["violated", "holds", "witnessed", "unwitnessed", "n/a"])),
                OptionDescription(name: "output", help: "Write here instead of standard output.", valueName: "file"),
            ],
            flags: [FlagDescription(
                name: "summary", help: "One line per trace (verdict, expected, steps) and a total, instead of the traces.")],
            handler: { arguments, output, errors in
                run(tracePaths: arguments.strings("trace"), format: TraceFormat(rawValue: arguments.string("format") ?? "text")!,
                    expected: arguments.string("expect"), outputPath: arguments.string("output"),
                    summary: arguments.flag("summary"), registry: registry, output: &output, errors: &errors)
            })
    }

    static func run(
        tracePaths: [String], format: TraceFormat, expected: String?, outputPath: String?, summary: Bool = false,
        registry: Registry, output: inout TextSink, errors: inout TextSink
    ) -> ExitCode {
        if tracePaths.count > 1, format == .json || format == .itf, !summary {
            print("Error: --format \(format.rawValue) writes one trace as one document; give one trace at a time", to: &errors)
            errors.write(AuthCheckCommand.usageLines(of: "replay", registry))
            return .usage
        }
        var replayed: [ReplayedTrace] = []
        for path in tracePaths {
            do {
                replayed.append(try ReplayedTrace(TraceReader.load(path, registry: registry)))
            } catch {
                print("Error: \(error)", to: &errors)
                return .badInput
            }
        }
        let judged = replayed.map { ReplayJudgement($0, expected: expected) }
        // Every trace replayed, so the output is written whatever the verdicts (exit 0, 1 or 3).
        let text = summary
            ? ReplayJudgement.summary(judged)
            : replayed.map { TraceRecords(replayed: $0).rendered(as: format) }.joined(separator: "\n")
        if let failure = FileOutput.emit(text, to: outputPath, output: &output, errors: &errors) { return failure }
        var code = ExitCode.success
        for judgement in judged {
            switch judgement.outcome {
            case .asExpected, .unchecked: break
            case .inconclusive: code = CheckCommand.worse(code, .inconclusive)
            case .unexpected(let wanted):
                let source = expected == nil ? "the trace records" : "expected"
                let trace = judgement.trace
                print("Error: \(trace.file.path): \(trace.file.clause?.id ?? "the trace") \(judgement.verdict), \(source) \(wanted)",
                      to: &errors)
                code = .unexpectedVerdict
            }
        }
        return code
    }
}
