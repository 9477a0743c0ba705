@testable import AuthCheckKit
import Testing

/// The Markdown rendering: the seeds' state-snapshot tables, one per step, that stay tables on
/// GitHub whatever the trace holds.
@Suite struct MarkdownRenderingTests {
    @Test func theLeakyViolationReadsAsTheSeedsSnapshotTables() {
        #expect(MarkdownTraceRenderer.render(SampleTraces.leaky) == #"""
        ## leaky: C1.3 violated at step 6

        *C1.3 The access token is never in any persistent store*

        ### Step 0 — start

        | Screen | Memory | Secure storage | Fast cache | Async storage | Server | Network |
        | --- | --- | --- | --- | --- | --- | --- |
        | `running`: false | *(empty)* | *(empty)* | *(empty)* | *(empty)* | *(empty)* | `connected`: true |

        Device: `foreground`: true, `graceElapsed`: false, `biometricHardware`: true, `enrolled`: true, `promptShowing`: false

        ### Step 1 — launch

        | Screen | Memory | Secure storage | Fast cache | Async storage | Server | Network |
        | --- | --- | --- | --- | --- | --- | --- |
        | **`running`: true**<br>**`status`: guest**<br>**`screen`: signIn** | *(empty)* | *(empty)* | *(empty)* | *(empty)* | *(empty)* | `connected`: true |

        ### Step 2 — submitLogin(account: alice, validForm: true, rightPassword: true)

        | Screen | Memory | Secure storage | Fast cache | Async storage | Server | Network |
        | --- | --- | --- | --- | --- | --- | --- |
        | `running`: true<br>`status`: guest<br>`screen`: signIn | *(empty)* | *(empty)* | *(empty)* | *(empty)* | *(empty)* | `connected`: true |

        Pending: send login(alice) (because of submitLogin(alice))

        ### Step 3 — perform: send login(alice)

        Because of submitLogin(alice).

        | Screen | Memory | Secure storage | Fast cache | Async storage | Server | Network |
        | --- | --- | --- | --- | --- | --- | --- |
        | `running`: true<br>`status`: guest<br>`screen`: signIn | *(empty)* | *(empty)* | *(empty)* | *(empty)* | *(empty)* | `connected`: true<br>**`calls`: \[0\] login(alice)** |

        ### Step 4 — answer(slot: 0): 200 pair 1 alice

        | Screen | Memory | Secure storage | Fast cache | Async storage | Server | Network |
        | --- | --- | --- | --- | --- | --- | --- |
        | `running`: true<br>**`status`: authed**<br>**`screen`: main** | **`accessToken`: A1** | *(empty)* | *(empty)* | *(empty)* | **pair 1 alice: A1 valid, R1 valid** | `connected`: true<br>~~`calls`: \[0\] login(alice)~~ |

        Pending: write secure.user_refresh_token = R1 (because of login(alice) answered 200 pair 1 alice); write secure.access_token = A1 (because of login(alice) answered 200 pair 1 alice)

        ### Step 5 — perform: write secure.user_refresh_token = R1

        Because of login(alice) answered 200 pair 1 alice.

        | Screen | Memory | Secure storage | Fast cache | Async storage | Server | Network |
        | --- | --- | --- | --- | --- | --- | --- |
        | `running`: true<br>`status`: authed<br>`screen`: main | `accessToken`: A1 | **`user_refresh_token`: R1** | *(empty)* | *(empty)* | pair 1 alice: A1 valid, R1 valid | `connected`: true |

        Pending: write secure.access_token = A1 (because of login(alice) answered 200 pair 1 alice)

        ### Step 6 — perform: write secure.access_token = A1 (C1.3 violated)

        Because of login(alice) answered 200 pair 1 alice.

        | Screen | Memory | Secure storage | Fast cache | Async storage | Server | Network |
        | --- | --- | --- | --- | --- | --- | --- |
        | `running`: true<br>`status`: authed<br>`screen`: main | `accessToken`: A1 | `user_refresh_token`: R1<br>**`access_token`: A1** | *(empty)* | *(empty)* | pair 1 alice: A1 valid, R1 valid | `connected`: true |

        **Verdict:** C1.3 violated at step 6

        """#)
    }

    @Test func everyTableIsWellFormed() {
        for trace in SampleTraces.all + [SampleTraces.hostileRecords] {
            let text = MarkdownTraceRenderer.render(trace)
            #expect(RenderingStructure.markdownProblems(text) == [])
            #expect(text.split(separator: "\n").filter { $0.hasPrefix("| ") }.count == 3 * trace.records.count)
        }
    }

    @Test func theTableCheckFindsWhatWouldBreakATable() {
        let broken = """
            text
            | A | B |
            | --- | x |
            | a | b | **c |
            | <i>d</i> | e |
            """
        #expect(RenderingStructure.markdownProblems(broken + "\n") == [
            "line 2: a table not set off by a blank line", "line 3: not a --- row", "line 4: 3 cells, the header has 2",
            "line 4, cell 3: bold left open", "line 5: HTML other than <br>",
        ])
    }

    @Test func whatATraceHoldsIsEscaped() {
        #expect(MarkdownTraceRenderer.escape(SampleTraces.hostile)
            == ##"a\|b; c\#1 \<b\>x\</b\> \*y\* \_z\_ \`q\` \[l\](u) \~\~s\~\~ &amp; \\ end: --\>\> x"##)
        #expect(MarkdownTraceRenderer.escape("user_refresh_token _x\ny_") == #"user_refresh_token \_x<br>y\_"#)
    }

    @Test func aCrashStrikesOutMemoryAndTheDeviceLineShowsOnlyWhenItChanges() {
        let text = MarkdownTraceRenderer.render(SampleTraces.reference)
        let crash = text.components(separatedBy: "### Step 20 — crash\n")[1].components(separatedBy: "### Step 21")[0]
        #expect(crash.contains("~~`accessToken`: A1~~<br>~~`refreshToken`: R1~~"))
        #expect(crash.contains("**`running`: false**<br>~~`status`: authed~~"))
        #expect(text.components(separatedBy: "\nDevice: ").count == 4) // the start, background, foreground
    }
}
