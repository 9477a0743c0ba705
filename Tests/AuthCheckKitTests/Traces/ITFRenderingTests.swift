@testable import AuthCheckKit
import Testing

/// The ITF rendering: Apalache's and Quint's Informal Trace Format (ADR-015), checked against
/// the format's own rules.
@Suite struct ITFRenderingTests {
    static let none = ##"{"tag": "None", "value": {"#tup": []}}"##
    static let device = #"{"foreground": true, "graceElapsed": false, "biometricHardware": true, "enrolled": true, "promptShowing": false, "timersHeld": false, "biometricAdded": false, "passedByAddedBiometric": false, "signInScreenRequest": false, "signInScreenLogout": false, "authFailed": false}"#

    @Test func theLeakyViolationIsAnITFTraceWithAStatePerStep() throws {
        let rendered = ITFTraceRenderer.render(SampleTraces.leaky)
        #expect(rendered.hasPrefix("""
            {
              "#meta": {
                "format": "ITF",
                "format-description": "https://apalache-mc.org/docs/adr/015adr-trace.html",
                "source": "leaky: C1.3",
                "description": "C1.3 The access token is never in any persistent store. Verdict: C1.3 violated at step 6. Written by authcheck."
              },
            """))
        let itf = try JSONParser.parse(rendered)
        #expect(itf["vars"] == ["event", "screen", "memory", "secure", "fastCache", "asyncStorage", "server", "network", "device", "pending"])
        #expect(itf["states"]?.array?.count == 7)
        let none = Self.none
        let answered = try JSONParser.parse(#"""
            {"#meta": {"index": 4, "answered": "200 pair 1 alice"},
             "event": {"tag": "answer", "value": {"slot": 0}},
             "screen": {"running": true, "status": {"tag": "Some", "value": "authed"}, "screen": {"tag": "Some", "value": "main"},
                        "locked": false, "biometricButton": false, "optInOffered": false, "loginError": \#(none), "errorShown": false},
             "memory": {"accessToken": {"tag": "Some", "value": "A1"}, "accessTokenRef": \#(none), "refreshToken": \#(none),
                        "user": \#(none), "tenant": \#(none), "permissions": \#(none), "softLockEnabled": false,
                        "biometricsEnabled": false, "refreshing": false, "refreshAttempts": 0, "requests": [], "loggedOut": false},
             "secure": {"#map": []}, "fastCache": {"#map": []}, "asyncStorage": {"#map": []},
             "server": [{"pair": 1, "account": "alice", "access": "valid", "refresh": "valid"}],
             "network": {"connected": true, "calls": []},
             "device": \#(Self.device),
             "pending": ["write secure.user_refresh_token = R1 (because of login(alice) answered 200 pair 1 alice)",
                         "write secure.access_token = A1 (because of login(alice) answered 200 pair 1 alice)"]}
            """#)
        #expect(itf["states"]?.array?[4] == answered)
        let start = try JSONParser.parse(#"""
            {"#meta": {"index": 0}, "event": {"tag": "start", "value": {"#tup": []}},
             "screen": {"running": false, "status": \#(none), "screen": \#(none), "locked": false, "biometricButton": false,
                        "optInOffered": false, "loginError": \#(none), "errorShown": false},
             "memory": {"accessToken": \#(none), "accessTokenRef": \#(none), "refreshToken": \#(none), "user": \#(none),
                        "tenant": \#(none), "permissions": \#(none), "softLockEnabled": false, "biometricsEnabled": false,
                        "refreshing": false, "refreshAttempts": 0, "requests": [], "loggedOut": false},
             "secure": {"#map": []}, "fastCache": {"#map": []}, "asyncStorage": {"#map": []}, "server": [],
             "network": {"connected": true, "calls": []}, "device": \#(Self.device), "pending": []}
            """#)
        #expect(itf["states"]?.array?[0] == start)
        #expect(itf["states"]?.array?[3]["network"] == ["connected": true, "calls": [["slot": 0, "call": "login(alice)", "senderKilled": false]]])
        #expect(itf["states"]?.array?[6]["secure"] == ["#map": [["user_refresh_token", "R1"], ["access_token", "A1"]]])
    }

    @Test func everyRenderingIsWellFormedITF() throws {
        for trace in SampleTraces.all + [SampleTraces.hostileRecords] {
            let itf = try JSONParser.parse(ITFTraceRenderer.render(trace))
            #expect(RenderingStructure.itfProblems(itf) == [])
            #expect(itf["states"]?.array?.count == trace.records.count)
            #expect(ITFType.problems(in: itf) == [])
        }
    }

    @Test func aRecordKeepsItsFieldsAndTypesFromStateToState() throws {
        let itf = try JSONParser.parse(ITFTraceRenderer.render(SampleTraces.reference))
        let states = try #require(itf["states"]?.array)
        for layer in ["screen", "memory", "network", "device"] {
            let keys = states.map { ($0[layer]?.object ?? []).map(\.0) }
            #expect(Set(keys).count == 1, "\(layer): \(Set(keys))")
        }
        #expect(ITFType.problems(in: itf) == [])
        #expect(states[0]["memory"]?["refreshing"] == false)
        #expect(states[15]["memory"]?["refreshing"] == true)
        #expect(states[17]["memory"]?["refreshAttempts"] == 1)
        #expect(states[0]["memory"]?["requests"] == [])
        #expect(states[7]["memory"]?["accessToken"] == ["tag": "Some", "value": "A1"])
        #expect(states[20]["memory"]?["accessToken"] == ["tag": "None", "value": ["#tup": []]])
    }

    /// Every committed trace, rendered as ITF, is well formed and gives each variable one type.
    @Test(arguments: CommittedTracesTests.all)
    func everyCommittedTraceIsTypedITF(_ path: String) throws {
        let trace = try ReplayedTrace(TraceReader.load(path, registry: .bundled))
        let itf = try JSONParser.parse(TraceRecords(replayed: trace).rendered(as: .itf))
        #expect(RenderingStructure.itfProblems(itf) == [])
        #expect(ITFType.problems(in: itf) == [])
    }

    @Test func theTypeCheckerRefusesAVariableWhoseTypeChanges() throws {
        let bad = try JSONParser.parse(#"""
            {"vars": ["record", "number", "option", "list", "pairs"], "states": [
              {"record": {"a": 1}, "number": 1, "option": {"tag": "Some", "value": "A1"}, "list": [], "pairs": {"#map": [[1, "x"]]}},
              {"record": {"a": 1, "b": 2}, "number": "1", "option": {"tag": "Some", "value": 1}, "list": [1, "x"],
               "pairs": {"#map": [["1", "x"]]}}]}
            """#)
        #expect(ITFType.problems(in: bad) == [
            "states[1].record: {a: int, b: int} where earlier states have {a: int}",
            "states[1].number: str where earlier states have int",
            "states[1].option: int where earlier states have str",
            "states[1].list: str where earlier states have int",
            "states[1].pairs: str where earlier states have int",
        ])
        let good = try JSONParser.parse(#"""
            {"vars": ["option", "list"], "states": [
              {"option": {"tag": "None", "value": {"#tup": []}}, "list": []},
              {"option": {"tag": "Some", "value": "A1"}, "list": [{"#bigint": "1"}, 2]}]}
            """#)
        #expect(ITFType.problems(in: good) == [])
    }

    @Test func largeIntegersAreBigintsAndTheEventCarriesItsArguments() throws {
        let itf = try JSONParser.parse(ITFTraceRenderer.render(SampleTraces.hostileRecords))
        #expect(itf["states"]?.array?[1]["screen"]?["n"] == ["#bigint": "1152921504606846976"])
        let reference = try JSONParser.parse(ITFTraceRenderer.render(SampleTraces.reference))
        #expect(reference["states"]?.array?[17]["event"] == ["tag": "fault", "value": ["slot": 0, "fault": "500"]])
        #expect(reference["states"]?.array?[1]["event"] == ["tag": "launch", "value": ["#tup": []]])
    }

    @Test func theValidatorRefusesWhatITFDoesNot() throws {
        let bad = try JSONParser.parse("""
            {"vars": ["x", "y"], "extra": 1, "states": [
              {"#meta": {"index": 1}, "x": null, "y": {"#set": [1], "z": 2}},
              {"#meta": {"index": 1}, "x": {"#map": [[1]]}, "y": {"#bigint": "1.5"}, "w": 9007199254740992}]}
            """)
        #expect(RenderingStructure.itfProblems(bad) == [
            "unknown top-level key extra",
            "states[0].#meta.index is not 0", "states[0].x: ITF has no null like null", "states[0].y: #set beside other keys",
            #"states[1] has ["x", "y", "w"], vars are ["x", "y"]"#, "states[1].x.#map[0] is not a pair",
            "states[1].y: #bigint 1.5", "states[1].w: 9007199254740992 needs #bigint",
        ])
    }
}
