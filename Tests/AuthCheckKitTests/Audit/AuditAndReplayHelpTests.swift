import AuthCheckKit
import Testing

/// The help of `audit` and `replay`, and their errors for a bad format: part of the interface,
/// so they are tested on their exact text.
@Suite struct AuditAndReplayHelpTests {
    @Test func auditHelp() {
        #expect(CommandLineOutcome.running(["audit", "--help"]) == .printed("""
            OVERVIEW: Check every spec and show the conformance matrix: clauses by systems.

            Each cell holds: holds, VIOLATED (with the trace's length and file), witnessed,
            witness missing, n/a (the reason is listed below the matrix), inconclusive, or
            not judged. Counterexamples are written to <traces>/<system>/<clause>.json as
            by check. The matrix is the same for the same specs on every run; wall time and
            progress go to standard error. Exit 0 only when every verdict is the one its
            spec expects (with --fail-on-findings, and no clause is violated or its witness
            missing), 1 when one is not, 3 when a bound left one inconclusive, 64 for a bad
            command line, 65 for a bad spec, 70 for a misbehaving model, 74 for a failed
            write.

            USAGE: authcheck audit [--format <format>] [--output <file>] [--traces <dir>] [--render <formats>] [--workers <n>] [--fail-on-findings] [--fingerprints] [<spec> ...]

            ARGUMENTS:
              <spec>                  Spec files (default: every specs/*.json).

            OPTIONS:
              --format <format>       One of: text, markdown, json, junit. (default: text)
              --output <file>         Write the matrix here instead of standard output.
              --traces <dir>          Where counterexamples are written. (default: traces)
              --render <formats>      Also write each counterexample as: text, markdown,
                                      mermaid, itf (comma-separated).
              --workers <n>           Explore up to <n> worlds at once, each searched by
                                      <n> workers (1 or more; default: the machine's active
                                      processors). Reports and traces are the same for
                                      every <n>.
              --fail-on-findings      Fail on every violation and missing witness, expected
                                      or not (JUnit failures, exit 1).
              --fingerprints          Keep each visited state as a 64-bit fingerprint
                                      instead of exactly: less memory, at a small chance of
                                      a missed state, which the report gives.
              --version               Show the version.
              -h, --help              Show help information.


            """))
    }

    @Test func replayHelp() {
        #expect(CommandLineOutcome.running(["replay", "--help"]) == .printed("""
            OVERVIEW: Re-execute traces and show each step as what changed in each layer.

            Every trace is read and replayed before anything is shown, so a trace that does
            not replay writes nothing. A step whose event is not enabled, or whose recorded
            observation differs from the model's, is named with the field that differs.
            Exit 0 when every trace replays and ends with the verdict it records (or, with
            --expect, that one), 1 when a verdict is another, 3 when a recover search
            stopped at its bound, 64 for --format json or itf with several traces, 65 for a
            trace that is broken, of another format version or from a changed model, 74 for
            a failed write. --output is written whenever every trace replays, whatever the
            verdicts. --summary gives one line per trace and a total, with the same exit
            code.

            USAGE: authcheck replay [--format <format>] [--expect <verdict>] [--output <file>] [--summary] <trace> ...

            ARGUMENTS:
              <trace>                 Trace files (the trace format, version 1).

            OPTIONS:
              --format <format>       One of: text, markdown, mermaid, itf, json. (default:
                                      text)
              --expect <verdict>      The verdict every trace must end with: violated,
                                      holds, witnessed, unwitnessed or n/a.
              --output <file>         Write here instead of standard output.
              --summary               One line per trace (verdict, expected, steps) and a
                                      total, instead of the traces.
              --version               Show the version.
              -h, --help              Show help information.


            """))
    }

    @Test func anUnknownAuditFormatIsAUsageErrorListingTheFormats() {
        #expect(CommandLineOutcome.running(["audit", "--format", "pdf"]) == .usageError("""
            Error: The value 'pdf' is invalid for '--format <format>'; expected one of text, markdown, json, junit
            Help:  --format <format>  One of: text, markdown, json, junit.
            Usage: authcheck audit [--format <format>] [--output <file>] [--traces <dir>] [--render <formats>] [--workers <n>] [--fail-on-findings] [--fingerprints] [<spec> ...]
              See 'authcheck audit --help' for more information.

            """))
    }

    @Test func anUnknownExpectedVerdictIsAUsageError() {
        #expect(CommandLineOutcome.running(["replay", "x.json", "--expect", "broken"]) == .usageError("""
            Error: The value 'broken' is invalid for '--expect <verdict>'; expected one of violated, holds, witnessed, unwitnessed, n/a
            Help:  --expect <verdict>  The verdict every trace must end with: violated, holds, witnessed, unwitnessed or n/a.
            Usage: authcheck replay [--format <format>] [--expect <verdict>] [--output <file>] [--summary] <trace> ...
              See 'authcheck replay --help' for more information.

            """))
    }
}
