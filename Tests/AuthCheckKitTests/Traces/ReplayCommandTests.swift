@testable import AuthCheckKit
import AuthSystems
import Foundation
import Testing

/// `authcheck replay`: a trace `check` wrote replays to its verdict; a hand-written one replays
/// its events; every way a trace can be wrong is named by its step, field or byte, exits 65
/// and writes nothing.
@Suite struct ReplayCommandTests {
    /// LeakyDesign's C1.3 counterexample, as `check` writes it.
    static func leakyTrace(in sandbox: Sandbox) -> String {
        let spec = sandbox.write("leaky.json", #"{"format": 1, "system": "leaky", "clauses": ["C1.3"], "expect": {"C1.3": "violated"}}"#)
        let run = CheckRun([spec], traces: "\(sandbox.path)/traces")
        precondition(run.exitCode == .success, run.errors)
        return "\(sandbox.path)/traces/leaky/C1.3.json"
    }

    /// A hand-written trace of the leaky design with an inline world: its steps, then the file.
    static let loginSteps = [
        #"{"event": {"event": "start"}}"#,
        #"{"event": {"event": "launch"}}"#,
        #"{"event": {"event": "submitLogin", "account": "alice", "validForm": true, "rightPassword": true}}"#,
        #"{"event": {"event": "perform"}}"#,
        #"{"event": {"event": "answer", "slot": 0}}"#,
        #"{"event": {"event": "perform"}}"#,
        #"{"event": {"event": "perform"}}"#,
    ]

    static func handWritten(_ steps: [String] = loginSteps) -> String {
        """
        {"format": "authcheck-trace", "version": 1, "system": "leaky",
         "world": {"requests": 0, "crashes": 0, "faults": 0, "secondAccount": false},
         "property": {"id": "C1.3"},
         "steps": [
          \(steps.joined(separator: ",\n  "))
         ]}
        """
    }

    @Test func aCheckedCounterexampleReplaysToItsViolation() throws {
        let sandbox = Sandbox()
        let trace = Self.leakyTrace(in: sandbox)
        let run = ReplayRun([trace], expect: "violated")
        #expect(run.exitCode == .success, "\(run.errors)")
        #expect(run.output.hasSuffix("""
            step 6  perform
              performed: write secure.access_token = A1 (because of login(alice) answered 200 pair 1 alice)
              secure storage
                + access_token: A1
              pending effects
                − [write secure.access_token = A1 (because of login(alice) answered 200 pair 1 alice)]

            verdict: C1.3 violated at step 6

            """))
        #expect(ReplayRun([trace], expect: "holds").exitCode == .unexpectedVerdict)
    }

    @Test func theJSONRenderingIsTheTraceItself() throws {
        let sandbox = Sandbox()
        let trace = Self.leakyTrace(in: sandbox)
        let run = ReplayRun([trace], format: .json)
        #expect(run.output == (try String(contentsOfFile: trace, encoding: .utf8)))
    }

    @Test func aHandWrittenTraceReplaysAndHoldsUntilItsLastStep() {
        let sandbox = Sandbox()
        let shorter = sandbox.write("short.json", Self.handWritten(Array(Self.loginSteps.dropLast())))
        let whole = sandbox.write("whole.json", Self.handWritten())
        #expect(ReplayRun([shorter], expect: "holds").exitCode == .success)
        let run = ReplayRun([whole])
        #expect(run.exitCode == .success)
        #expect(run.output.hasSuffix("verdict: C1.3 violated at step 6\n"))
    }

    /// A hand edit of the hand-written trace, and the error it must give after the file's path.
    @Test(arguments: [
        (#"{"event": {"event": "answer", "slot": 0}}"#, #"{"event": {"event": "answer", "slot": 0}}, {"event": {"event": "answer", "slot": 0}}"#,
         "step 5 (answer(slot: 0)): the event is not enabled here (enabled: logout, setBiometrics(on: true), "
            + "setSoftLock(on: true), perform, writeFails, background, inactivityElapsed, connectivityLost, "
            + "accessTokenExpires, refreshTokenExpires, serverRevokes, biometricHardware(present: false), "
            + "enrolment(enrolled: false))"),
        (#""version": 1"#, #""version": 2"#, "version: is 2; this authcheck reads trace format 1"),
        (#""event": "launch""#, #""event": "lunch""#,
         #"steps[1].event.event: unknown event "lunch" (did you mean "launch"?); see 'authcheck list events'"#),
        (#""slot": 0"#, #""slot": "0""#, #"steps[4].event.slot: expected a whole number, found a string ("0")"#),
        (#""account": "alice", "#, "", "steps[2].event.account: is missing: submitLogin takes account, validForm, rightPassword"),
        (#"{"event": {"event": "start"}},"#, #"{"step": 1, "event": {"event": "start"}},"#,
         "steps[0].step: is 1; steps are numbered from 0, so this is step 0"),
        (#""property": {"id": "C1.3"},"#, #""property": {"id": "C1.33"},"#,
         #"property.id: unknown clause "C1.33" (did you mean "C1.3"?); see 'authcheck list clauses'"#),
        (#""system": "leaky","#, #""system": "leaky""#, "line 2, column 2 (byte 63): expected ',' or '}' after an object member"),
    ])
    func aBrokenTraceIsRefusedByItsPlace(_ edit: (from: String, to: String, error: String)) {
        let sandbox = Sandbox()
        precondition(Self.handWritten().contains(edit.from), edit.from)
        let path = sandbox.write("edited.json", Self.handWritten().replacingOccurrences(of: edit.from, with: edit.to))
        let run = ReplayRun([path], outputPath: "\(sandbox.path)/out.txt")
        #expect(run.exitCode == .badInput)
        #expect(run.errors == "Error: \(path): \(edit.error)\n")
        #expect(run.output.isEmpty)
        #expect(!sandbox.exists("out.txt"))
    }

    @Test func aChangedObservationIsNamedByStepAndField() throws {
        let sandbox = Sandbox()
        let trace = Self.leakyTrace(in: sandbox)
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        let edited = sandbox.write("edited.json", text.replacingOccurrences(of: #""accessToken": "A1""#, with: #""accessToken": "A2""#))
        let run = ReplayRun([edited])
        #expect(run.exitCode == .badInput)
        #expect(run.errors == """
            Error: \(edited): step 4 (answer(slot: 0)): the observation differs at memory.accessToken: \
            recorded "A2", replayed "A1"

            """)
    }

    @Test func aTraceFromAnotherModelIsRefused() throws {
        let sandbox = Sandbox()
        let trace = Self.leakyTrace(in: sandbox)
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        let digest = ModelDigest.of(LeakyDesign.system)
        let edited = sandbox.write("old.json", text.replacingOccurrences(of: digest, with: "0123456789abcdef"))
        let run = ReplayRun([edited])
        #expect(run.exitCode == .badInput)
        #expect(run.errors == """
            Error: \(edited): model: the trace was written by model leaky-1/world-8 (digest 0123456789abcdef); \
            leaky is now leaky-1/world-8 (digest \(digest)). The model behaves differently since, under the same \
            version: check the spec again to write the trace anew (a hand-written trace leaves "model" out)

            """)
    }

    /// A version bumped with no change of behaviour is refused too, and said so: the design's
    /// author declared the change.
    @Test func aTraceFromAnEarlierVersionIsRefusedSayingTheVersionMoved() throws {
        let sandbox = Sandbox()
        let trace = Self.leakyTrace(in: sandbox)
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        let digest = ModelDigest.of(LeakyDesign.system)
        let edited = sandbox.write("old.json", text.replacingOccurrences(of: "leaky-1/world-", with: "leaky-0/world-"))
        let run = ReplayRun([edited])
        #expect(run.exitCode == .badInput)
        #expect(run.errors == """
            Error: \(edited): model: the trace was written by model leaky-0/world-8 (digest \(digest)); \
            leaky is now leaky-1/world-8 (digest \(digest)). The model's version has changed since: check the \
            spec again to write the trace anew (a hand-written trace leaves "model" out)

            """)
    }

    @Test func aRecordedVerdictTheReplayDoesNotReachExits1() {
        let sandbox = Sandbox()
        let claims = Self.handWritten(Array(Self.loginSteps.dropLast()))
            .replacingOccurrences(of: #""property": {"id": "C1.3"},"#, with: #""property": {"id": "C1.3"}, "verdict": "violated","#)
        let run = ReplayRun([sandbox.write("claims.json", claims)])
        #expect(run.exitCode == .unexpectedVerdict)
        #expect(run.errors == "Error: \(sandbox.path)/claims.json: C1.3 holds, the trace records violated\n")
        #expect(ReplayRun([sandbox.write("true.json", claims.replacingOccurrences(of: #""violated""#, with: #""holds""#))])
            .exitCode == .success)
    }

    @Test func aClauseAboutAPartTheSystemLacksIsNotApplicable() {
        let sandbox = Sandbox()
        let trace = Self.handWritten().replacingOccurrences(of: #""id": "C1.3""#, with: #""id": "SL1""#)
        let run = ReplayRun([sandbox.write("sl1.json", trace)], expect: "n/a")
        #expect(run.exitCode == .success, "\(run.errors)")
        #expect(run.output.hasSuffix("verdict: SL1 n/a: leaky lacks the part the clause is about\n"))
    }

    @Test func jsonAndITFTakeOneTraceAtATime() {
        let sandbox = Sandbox()
        let one = sandbox.write("one.json", Self.handWritten())
        for format in [TraceFormat.json, .itf] {
            let run = ReplayRun([one, one], format: format)
            #expect(run.exitCode == .usage)
            #expect(run.errors.hasPrefix("Error: --format \(format.rawValue) writes one trace as one document"))
            #expect(run.errors.hasSuffix("""
                Usage: authcheck replay [--format <format>] [--expect <verdict>] [--output <file>] [--summary] <trace> ...
                  See 'authcheck replay --help' for more information.

                """))
            #expect(run.output.isEmpty)
        }
        #expect(ReplayRun([one, one], format: .markdown).exitCode == .success)
    }

    @Test func aTracesSpecIsFoundFromTheFolderThatHoldsTraces() throws {
        let sandbox = Sandbox()
        try FileManager.default.createDirectory(atPath: "\(sandbox.path)/specs", withIntermediateDirectories: true)
        sandbox.write("specs/leaky.json", CheckCommandTests.leakySpec)
        // `check` ran in the sandbox and recorded the spec as `specs/leaky.json`; replay runs elsewhere.
        let trace = Self.leakyTrace(in: sandbox)
        let moved = try String(contentsOfFile: trace, encoding: .utf8)
            .replacingOccurrences(of: #""spec": "../../leaky.json""#, with: #""spec": "specs/leaky.json""#)
        try FileManager.default.createDirectory(atPath: "\(sandbox.path)/traces/leaky", withIntermediateDirectories: true)
        let path = sandbox.write("traces/leaky/moved.json", moved)
        #expect(moved.contains(#""spec": "specs/leaky.json""#))
        let run = ReplayRun([path], expect: "violated")
        #expect(run.exitCode == .success, "\(run.errors)")
    }

    @Test(arguments: [("missing.json", "does not exist"), ("folder", "is a folder")])
    func anUnreadableTraceSaysWhy(_ file: (name: String, reason: String)) throws {
        let sandbox = Sandbox()
        try FileManager.default.createDirectory(atPath: "\(sandbox.path)/folder", withIntermediateDirectories: true)
        let run = ReplayRun(["\(sandbox.path)/\(file.name)"])
        #expect(run.exitCode == .badInput)
        #expect(run.errors == "Error: \(sandbox.path)/\(file.name): file: \(file.reason)\n")
    }

    @Test func anOutputThatCannotBeWrittenExits74WithTheReasonInWords() {
        let sandbox = Sandbox()
        let trace = sandbox.write("whole.json", Self.handWritten())
        let blocked = sandbox.write("file", "not a folder")
        let run = ReplayRun([trace], outputPath: "\(blocked)/out.txt")
        #expect(run.exitCode == .cannotWrite)
        #expect(run.errors.hasPrefix("Error: cannot write \(blocked)/out.txt: "))
        #expect(!run.errors.contains("Error Domain"))
        #expect(run.output.isEmpty)
    }

    @Test func theFingerprintIsStableAndTellsDesignsApart() {
        #expect(ModelDigest.of(LeakyDesign.system) == ModelDigest.of(LeakyDesign.system))
        #expect(ModelDigest.of(LeakyDesign.system).count == 16)
        #expect(ModelDigest.of(AuthSystems.bundled[0]) != ModelDigest.of(LeakyDesign.system))
    }
}
