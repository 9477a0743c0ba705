@testable import AuthCheckKit
import Testing

/// The Mermaid rendering: a sequence diagram GitHub draws as it is, checked statement by
/// statement, since no Mermaid parser runs here.
@Suite struct MermaidRenderingTests {
    @Test func theLeakyViolationIsASequenceDiagramWithTheViolatingStepShaded() {
        #expect(MermaidTraceRenderer.render(SampleTraces.leaky) == """
        sequenceDiagram
            participant User
            participant App
            participant SecureStore
            participant Network
            participant Server
            Note over User,Server: leaky: C1.3 The access token is never in any persistent store
            Note over App: 1. launch
            User->>App: 2. submitLogin(alice)
            App->>Network: 3. send login(alice)
            Network->>Server: 4. login(alice)
            Server-->>App: 4. 200 pair 1 alice
            App->>SecureStore: 5. write user_refresh_token = R1
            rect rgb(255, 228, 225)
                App->>SecureStore: 6. write access_token = A1
                Note over User,Server: C1.3 violated at step 6
            end

        """)
    }

    @Test func aLongerRunShowsRefreshFaultsLifecycleAndALockedKeychain() {
        #expect(MermaidTraceRenderer.render(SampleTraces.reference) == """
        sequenceDiagram
            participant User
            participant Device as Device (OS)
            participant App
            participant SecureStore
            participant FastCache
            participant AsyncStorage
            participant Network
            participant Server
            Note over User,Server: reference: C1.3 The access token is never in any persistent store
            Note over App: 1. launch
            App->>AsyncStorage: 2. load
            AsyncStorage-->>App: 2. empty
            App->>SecureStore: 3. load
            SecureStore-->>App: 3. empty
            User->>App: 4. submitLogin(alice)
            App->>Network: 5. send login(alice)
            Network->>Server: 6. login(alice)
            Server-->>App: 6. 200 pair 1 alice
            App->>FastCache: 7. write user = alice
            App->>FastCache: 8. write tenant = alice
            App->>FastCache: 9. write permissions = alice
            App->>SecureStore: 10. write user_refresh_token = R1
            User->>App: 11. answerOptIn(no)
            User->>App: 12. request
            App->>Network: 13. send request1 with A1
            Note over Server: 14. the newest access token expires
            Network->>Server: 15. request1 with A1
            Server-->>App: 15. 401 access_token_expired
            App->>Network: 16. send refresh with R1
            Network->>Server: 17. refresh with R1
            Server-->>App: 17. 500
            Device->>App: 18. background
            Device->>App: 19. foreground
            Note over App: 20. crash: memory and pending effects are lost
            Note over App: 21. launch
            App->>AsyncStorage: 22. load
            AsyncStorage-->>App: 22. empty
            App-xSecureStore: 23. load fails: the keychain is locked
            Note over User,Server: C1.3 holds on this path

        """)
    }

    @Test func anAnswerNobodyGetsIsACrossedArrow() {
        let lines = MermaidTraceRenderer.render(SampleTraces.lostAnswers).split(separator: "\n")
        #expect(lines.contains("    Server--xApp: 7. 200 pair 1 alice (its sender was killed: nobody gets it)"))
        #expect(lines.contains("    Network--xApp: 13. login(alice): network error"))
        #expect(lines.contains("    App-xFastCache: 20. write tenant = alice fails"))
        #expect(lines.contains("    Note over Network: 14. connectivity lost"))
    }

    @Test func anAnswerLostAfterTheServerAndAFailedDeleteAreCrossedArrows() {
        let lines = MermaidTraceRenderer.render(SampleTraces.fidelity).split(separator: "\n")
        #expect(lines.contains("    Network->>Server: 6. login(alice)"))
        #expect(lines.contains("    Server--xApp: 6. 200 pair 1 alice (lost on the way back: the app sees a network error)"))
        #expect(lines.contains("    App-xSecureStore: 16. delete user_refresh_token fails"))
    }

    @Test func aReinstallIsANoteOverTheApp() {
        let lines = MermaidTraceRenderer.render(SampleTraces.reinstall).split(separator: "\n")
        #expect(lines.contains("    Note over App: 12. reinstall: the app and its files go, the keychain stays"))
        #expect(lines.contains("    App->>FastCache: 16. load"), "the token sends the launch to the fast cache, which the reinstall emptied")
    }

    @Test func everyStatementIsOneMermaidReads() {
        for trace in SampleTraces.all + [SampleTraces.hostileRecords] {
            #expect(RenderingStructure.mermaidProblems(MermaidTraceRenderer.render(trace)) == [])
        }
    }

    @Test func theStructureCheckFindsWhatWouldBreakADiagram() {
        let broken = """
            sequenceDiagram
                participant App
                App->>Server: 1. login
                Note over App: a; b
                rect rgb(1, 2, 3)
                participant Late
            """
        #expect(RenderingStructure.mermaidProblems(broken + "\n") == [
            "line 3: Server is not declared", "line 4: the text holds ;", "line 6: participant Late declared after a statement",
            "1 rect left open",
        ])
    }

    @Test func whatATraceHoldsIsWrittenAsEntities() {
        #expect(MermaidTraceRenderer.safe("a;b #1 <i> & c\nd")
            == "a#59;b #35;1 #60;i#62; #38; c d")
    }
}
