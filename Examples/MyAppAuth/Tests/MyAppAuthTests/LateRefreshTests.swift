import AuthCheck
import MyAppAuth
import Testing

/// MyApp's own rule for a refresh that lands after logout: whatever it was granted is revoked,
/// so logout leaves no valid session on the server. Judged by a clause written for this test.
@Suite struct LateRefreshTests {
    /// When the app is settled, every refresh token the server still accepts is the app's own.
    static let noSessionLeftBehind = Clause(
        id: "T-late-grant", title: "When the app is settled, the server accepts no refresh token but the app's",
        kind: .always { observation in
            guard observation.running, observation.isQuiescent else { return true }
            let held = observation.client.refreshToken?.pair
            return observation.server.pairs.indices.allSatisfy { index in
                observation.server.pairs[index].refresh != .valid || UInt8(index + 1) == held
            }
        },
        source: "MyAppAuthTests", requires: [.logout, .refresh])

    @Test func aLateGrantIsRevoked() throws {
        let world = try SpecRun.world("relogin")
        let run = SystemRun(options: world, clauses: [Self.noSessionLeftBehind])
        let sound = try MyAppAuthDesign.system.check(run)
        #expect(sound.verdict("T-late-grant")?.name == "holds")

        let kept = try AuthSystem(LateGrantKeptDesign(), summary: "test variant", version: 1).check(run)
        let trace = try #require(kept.verdict("T-late-grant")?.trace)
        #expect(kept.verdict("T-late-grant")?.name == "violated")
        #expect(trace.steps.count == 19)
        #expect(trace.steps.map(\.event).contains(.user(.logout)))
    }
}
