@testable import ModelChecking
import Testing

/// `PanelWatch` decides whether a panel's answers decide any watched member with a few word
/// operations; the checker then walks its member list only when it says so. Checked against the
/// member-by-member walk it replaces, on every small case.
@Suite struct PanelWatchTests {
    /// Every assignment of 4 members to (unwatched, decided when clear, decided when set) and
    /// every verdict on them, placed across a word boundary (members 62 to 65): 3⁴ × 2⁴ cases.
    @Test func decidesAnyExactlyWhenTheMemberWalkFindsADecidedMember() {
        let members = [62, 63, 64, 65]
        for roles in 0..<81 {
            var watch = PanelWatch(wordCount: 2)
            var watched: [(member: Int, deciding: Bool)] = []
            var code = roles
            for member in members {
                let role = code % 3
                code /= 3
                guard role != 0 else { continue }
                watch.watch(member, decidedWhen: role == 2)
                watched.append((member, role == 2))
            }
            for bits in 0..<16 {
                var verdicts = PanelVerdicts(memberCount: 128)
                for (index, member) in members.enumerated() { verdicts[member] = bits & (1 << index) != 0 }
                let walk = watched.contains { verdicts[$0.member] == $0.deciding }
                #expect(watch.decidesAny(verdicts) == walk, "roles \(roles), verdicts \(bits)")
            }
        }
    }

    /// A member no longer watched decides nothing, whichever way it is answered; the others
    /// still do, and so does the other role on a member shared by two properties.
    @Test func anUnwatchedMemberDecidesNothing() {
        var watch = PanelWatch(wordCount: 1)
        watch.watch(3, decidedWhen: false)
        watch.watch(5, decidedWhen: true)
        var verdicts = PanelVerdicts(memberCount: 64)
        verdicts[3] = true
        verdicts[5] = true
        #expect(watch.decidesAny(verdicts))
        watch.unwatch(5, decidedWhen: true)
        #expect(!watch.decidesAny(verdicts))
        verdicts[3] = false
        #expect(watch.decidesAny(verdicts))
        watch.unwatch(3, decidedWhen: false)
        #expect(!watch.decidesAny(verdicts))
        watch.watch(7, decidedWhen: false)
        watch.watch(7, decidedWhen: true)
        verdicts[7] = true
        watch.unwatch(7, decidedWhen: false)
        #expect(watch.decidesAny(verdicts), "the reach role on member 7 is still watched")
    }
}
