@testable import AuthCheckKit
import Testing

/// The ITF rendering: Apalache's and Quint's Informal Trace Format (ADR-015), checked against
/// the format's own rules.
@Suite struct ITFRenderingTests {
    @Test func theLeakyViolationIsAnITFTraceWithAStatePerStep() throws {
        let expected = try JSONParser.parse(#"""
            {
              "#meta": {
                "format": "ITF",
                "format-description": "https://apalache-mc.org/docs/adr/015adr-trace.html",
                "source": "leaky: C1.3",
                "description": "C1.3 The access token is never in any persistent store. Verdict: C1.3 violated at step 6. Written by authcheck."
              },
              "vars": ["event", "screen", "memory", "secure", "fastCache", "asyncStorage", "server", "network", "device", "pending"],
              "states": [
              {"#meta": {"index": 0}, "event": {"name": "start"}, "screen": {"running": false}, "memory": {}, "secure": {"#map": []}, "fastCache": {"#map": []}, "asyncStorage": {"#map": []}, "server": [], "network": {"connected": true, "calls": []}, "device": {"foreground": true, "graceElapsed": false, "biometricHardware": true, "enrolled": true, "promptShowing": false}, "pending": []},
              {"#meta": {"index": 1}, "event": {"name": "launch"}, "screen": {"running": true, "status": "guest", "screen": "signIn"}, "memory": {}, "secure": {"#map": []}, "fastCache": {"#map": []}, "asyncStorage": {"#map": []}, "server": [], "network": {"connected": true, "calls": []}, "device": {"foreground": true, "graceElapsed": false, "biometricHardware": true, "enrolled": true, "promptShowing": false}, "pending": []},
              {"#meta": {"index": 2}, "event": {"name": "submitLogin", "account": "alice", "validForm": true, "rightPassword": true}, "screen": {"running": true, "status": "guest", "screen": "signIn"}, "memory": {}, "secure": {"#map": []}, "fastCache": {"#map": []}, "asyncStorage": {"#map": []}, "server": [], "network": {"connected": true, "calls": []}, "device": {"foreground": true, "graceElapsed": false, "biometricHardware": true, "enrolled": true, "promptShowing": false}, "pending": ["send login(alice) (because of submitLogin(alice))"]},
              {"#meta": {"index": 3, "performed": "send login(alice) (because of submitLogin(alice))"}, "event": {"name": "perform"}, "screen": {"running": true, "status": "guest", "screen": "signIn"}, "memory": {}, "secure": {"#map": []}, "fastCache": {"#map": []}, "asyncStorage": {"#map": []}, "server": [], "network": {"connected": true, "calls": ["[0] login(alice)"]}, "device": {"foreground": true, "graceElapsed": false, "biometricHardware": true, "enrolled": true, "promptShowing": false}, "pending": []},
              {"#meta": {"index": 4, "answered": "200 pair 1 alice"}, "event": {"name": "answer", "slot": 0}, "screen": {"running": true, "status": "authed", "screen": "main"}, "memory": {"accessToken": "A1"}, "secure": {"#map": []}, "fastCache": {"#map": []}, "asyncStorage": {"#map": []}, "server": ["pair 1 alice: A1 valid, R1 valid"], "network": {"connected": true, "calls": []}, "device": {"foreground": true, "graceElapsed": false, "biometricHardware": true, "enrolled": true, "promptShowing": false}, "pending": ["write secure.user_refresh_token = R1 (because of login(alice) answered 200 pair 1 alice)", "write secure.access_token = A1 (because of login(alice) answered 200 pair 1 alice)"]},
              {"#meta": {"index": 5, "performed": "write secure.user_refresh_token = R1 (because of login(alice) answered 200 pair 1 alice)"}, "event": {"name": "perform"}, "screen": {"running": true, "status": "authed", "screen": "main"}, "memory": {"accessToken": "A1"}, "secure": {"#map": [["user_refresh_token", "R1"]]}, "fastCache": {"#map": []}, "asyncStorage": {"#map": []}, "server": ["pair 1 alice: A1 valid, R1 valid"], "network": {"connected": true, "calls": []}, "device": {"foreground": true, "graceElapsed": false, "biometricHardware": true, "enrolled": true, "promptShowing": false}, "pending": ["write secure.access_token = A1 (because of login(alice) answered 200 pair 1 alice)"]},
              {"#meta": {"index": 6, "performed": "write secure.access_token = A1 (because of login(alice) answered 200 pair 1 alice)"}, "event": {"name": "perform"}, "screen": {"running": true, "status": "authed", "screen": "main"}, "memory": {"accessToken": "A1"}, "secure": {"#map": [["user_refresh_token", "R1"], ["access_token", "A1"]]}, "fastCache": {"#map": []}, "asyncStorage": {"#map": []}, "server": ["pair 1 alice: A1 valid, R1 valid"], "network": {"connected": true, "calls": []}, "device": {"foreground": true, "graceElapsed": false, "biometricHardware": true, "enrolled": true, "promptShowing": false}, "pending": []}
              ]
            }
            """#)
        #expect(ITFTraceRenderer.render(SampleTraces.leaky) == JSONWriter.write(expected))
        #expect(ITFTraceRenderer.render(SampleTraces.leaky).hasPrefix("""
            {
              "#meta": {
                "format": "ITF",
                "format-description": "https://apalache-mc.org/docs/adr/015adr-trace.html",
                "source": "leaky: C1.3",
            """))
    }

    @Test func everyRenderingIsWellFormedITF() throws {
        for trace in SampleTraces.all + [SampleTraces.hostileRecords] {
            let itf = try JSONParser.parse(ITFTraceRenderer.render(trace))
            #expect(RenderingStructure.itfProblems(itf) == [])
            #expect(itf["states"]?.array?.count == trace.records.count)
        }
    }

    @Test func aRecordKeepsItsFieldsFromStateToState() throws {
        let itf = try JSONParser.parse(ITFTraceRenderer.render(SampleTraces.reference))
        let states = try #require(itf["states"]?.array)
        for layer in ["screen", "memory", "network", "device"] {
            let flags = states.map { ($0[layer]?.object ?? []).filter { $0.1.bool != nil }.map(\.0) }
            #expect(Set(flags).count == 1, "\(layer): \(Set(flags))")
        }
        #expect(states[0]["memory"]?["refreshing"] == false)
        #expect(states[15]["memory"]?["refreshing"] == true)
        #expect(states[17]["memory"]?["refreshAttempts"] == 1)
        #expect(states[0]["memory"]?["requests"] == [])
        #expect(states[20]["memory"]?["accessToken"] == nil)
    }

    @Test func largeIntegersAreBigintsAndTheEventCarriesItsArguments() throws {
        let itf = try JSONParser.parse(ITFTraceRenderer.render(SampleTraces.hostileRecords))
        #expect(itf["states"]?.array?[1]["screen"]?["n"] == ["#bigint": "1152921504606846976"])
        let reference = try JSONParser.parse(ITFTraceRenderer.render(SampleTraces.reference))
        #expect(reference["states"]?.array?[17]["event"] == ["name": "fault", "slot": 0, "fault": "500"])
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
