@testable import AuthModel
@testable import AuthSystems
import ModelChecking
import Testing

/// `Transition.queued` and the questions that read it in place (`anyQueued`, `queuesNothing`,
/// `everyQueuedCall`) against the walk they replaced, on every step of a reference world whose
/// steps queue several effects at once (a login's saves, a logout's deletes) behind others.
@Suite struct QueuedEffectsTests {
    /// The walk as 0.9.16 made it: each effect of `after`'s queue not matched, in order, to one
    /// kept from `before`'s, whose head was performed if the step performed one.
    static func oracle(_ before: Observation, _ after: Observation) -> [PendingEffect] {
        guard after.running else { return [] }
        var new: [PendingEffect] = []
        var kept = after.performed == nil ? 0 : 1
        for index in after.pending.indices {
            if kept < before.pending.count, after.pending[index] == before.pending[kept] {
                kept += 1
            } else {
                new.append(after.pending[index])
            }
        }
        return new
    }

    @Test func everyStepQueuesWhatTheWalkFinds() throws {
        let world = AuthWorld(design: ReferenceDesign(), options: .quiet { $0.requests = 2; $0.logouts = 1; $0.crashes = 1 })
        var frontier = world.initialStates
        var seen = Set(frontier)
        var steps = 0, several = 0, behindOthers = 0, sends = 0
        while let state = frontier.popLast() {
            var events: [Event] = []
            world.actions(in: state, into: &events)
            for event in events {
                guard let next = world.next(after: state, on: event) else { continue }
                let t = Transition(before: world.observe(state), event: event, after: world.observe(next, after: event, from: state))
                let expected = Self.oracle(t.before, t.after)
                #expect(Array(t.queued) == expected)
                #expect(t.queuesNothing == expected.isEmpty)
                #expect(t.anyQueued { $0.effect.sentCall != nil } == expected.contains { $0.effect.sentCall != nil })
                #expect(t.everyQueuedCall { $0.token == nil } == expected.allSatisfy { $0.effect.sentCall?.token == nil })
                #expect(t.queuedSends == expected.compactMap(\.effect.sentCall))
                steps += 1
                if expected.count > 1 { several += 1 }
                if let first = expected.first, t.after.pending.firstIndex(of: first) ?? 0 > 0 { behindOthers += 1 }
                if expected.contains(where: { $0.effect.sentCall != nil }) { sends += 1 }
                if seen.insert(next).inserted { frontier.append(next) }
            }
        }
        // Every step of the world (2,523), and the cases the mask must get right among them:
        // several effects in one step, new effects behind kept ones, and sends.
        #expect(steps > 2_000 && several > 0 && behindOthers > 0 && sends > 0, "\(steps) \(several) \(behindOthers) \(sends)")
    }

    /// The mask's last bit: an effect queued in slot 15 of a full queue, behind fifteen kept
    /// ones, with and without a performed head. A mask one bit short, or a walk that stops a slot
    /// early, loses it.
    @Test func anEffectQueuedInTheLastSlotIsQueued() throws {
        let kept = PendingEffect(effect: .delete(.secure, .refreshToken), cause: .user(.logout))
        let new = PendingEffect(effect: .load(.secure), cause: .launch)
        #expect(Slots<PendingEffect>.capacity == 16)
        func observation(_ effects: [PendingEffect], performed: PendingEffect?) -> Observation {
            var pending = Slots<PendingEffect>()
            for effect in effects { pending.append(effect) }
            return Observation(
                running: true, client: ClientView(), secure: Store(), fastCache: Store(), asyncStorage: Store(),
                server: Server(), calls: Slots(), pending: pending, device: Device(), performed: performed, answered: nil,
                requestsMade: 0)
        }
        // Fifteen kept, one queued behind them.
        let fifteen = Transition(
            before: observation(Array(repeating: kept, count: 15), performed: nil), event: .user(.logout),
            after: observation(Array(repeating: kept, count: 15) + [new], performed: nil))
        // A full queue whose head was performed, and one queued in the slot it freed at the end.
        let full = Transition(
            before: observation(Array(repeating: kept, count: 16), performed: nil), event: .perform,
            after: observation(Array(repeating: kept, count: 15) + [new], performed: kept))
        for t in [fifteen, full] {
            #expect(t.after.pending.count == 16)
            #expect(Array(t.queued) == [new])
            #expect(Array(t.queued) == Self.oracle(t.before, t.after))
            #expect(!t.queuesNothing)
            #expect(t.anyQueued { $0 == new })
            #expect(!t.anyQueued { $0 == kept })
        }
    }
}
