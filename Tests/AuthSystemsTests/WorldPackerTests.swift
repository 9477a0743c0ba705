@testable import AuthModel
@testable import AuthSystems
import Testing

/// `WorldPacker` against an oracle: the states themselves. Over every state the bundled designs
/// reach in a small world, packing then unpacking gives the state back, and two states pack
/// alike exactly when they are equal, so a store of packed states visits what a store of whole
/// states visits.
@Suite struct WorldPackerTests {
    /// The first `limit` states of the design's world, breadth first: the same states in the same
    /// order on every run, so a test taking "the first state such that" takes the same one.
    static func reachable<Design: AuthDesign>(
        _ design: Design, options: WorldOptions = WorldOptions(), limit: Int = .max
    ) -> [WorldState<Design.Client>] {
        let world = AuthWorld(design: design, options: options)
        var seen = Set(world.initialStates)
        var states = world.initialStates
        var next = 0
        while next < states.count, states.count < limit {
            for (_, successor) in world.successors(of: states[next]) where seen.insert(successor).inserted {
                states.append(successor)
            }
            next += 1
        }
        return states
    }

    static func checkRoundTrip<Design: AuthDesign>(_ design: Design) {
        let states = reachable(design, limit: 4_000)
        let packer = WorldPacker<Design.Client>()
        var packedStates: [PackedWorld: WorldState<Design.Client>] = [:]
        for state in states {
            let packed = packer.pack(state)
            #expect(packer.unpack(packed) == state)
            #expect(packer.pack(state) == packed, "packing is a function of the state")
            if let earlier = packedStates.updateValue(state, forKey: packed) {
                Issue.record("two states pack alike: \(earlier) and \(state)")
            }
        }
        #expect(packedStates.count == states.count)
        let claimed = packedStates.keys.map { packer.claim($0) }.reduce(0, +)
        #expect(claimed > 0)
        #expect(packedStates.keys.allSatisfy { packer.claim($0) == 0 && packer.unclaimedBytes($0) == 0 })
    }

    @Test func referenceStatesRoundTrip() { Self.checkRoundTrip(ReferenceDesign()) }
    @Test func layeredBiometricStatesRoundTrip() { Self.checkRoundTrip(LayeredBiometricDesign()) }
    @Test func softlockSessionStatesRoundTrip() { Self.checkRoundTrip(SoftlockSessionDesign()) }
    @Test func keychainRotationStatesRoundTrip() { Self.checkRoundTrip(KeychainRotationDesign()) }
    @Test func cleanerHQStatesRoundTrip() { Self.checkRoundTrip(CleanerHQDesign()) }

    /// Packing a successor beside its parent, as the engine does, gives what packing it alone
    /// gives: on every step of the first states, the app stopped (no client) included.
    @Test func packingBesidesTheParentIsPackingAlone() {
        let world = AuthWorld(design: ReferenceDesign(), options: WorldOptions())
        let states = Self.reachable(ReferenceDesign(), limit: 1_500)
        #expect(states.contains { $0.client == nil } && states.contains { $0.client != nil })
        let packer = WorldPacker<ReferenceDesign.Client>()
        var steps = 0
        for state in states {
            let parentPacked = packer.pack(state)
            for (_, successor) in world.successors(of: state) {
                #expect(packer.pack(successor, besides: state, packed: parentPacked) == packer.pack(successor))
                steps += 1
            }
        }
        #expect(steps > states.count)
    }

    /// The tables hold each component once: far fewer stores than states, and the tables grow
    /// with the distinct components, not with the states.
    @Test func componentsAreSharedBetweenStates() {
        let states = Self.reachable(ReferenceDesign(), limit: 4_000)
        let packer = WorldPacker<ReferenceDesign.Client>()
        for state in states { _ = packer.pack(state) }
        #expect(packer.stores.count < states.count / 10)
        let countAfterOnePass = packer.stores.count
        for state in states { _ = packer.pack(state) }
        #expect(packer.stores.count == countAfterOnePass, "packing a known state adds nothing")
    }

    @Test func aSlotHoldsItsNumberAndLeavesItsNeighbourAlone() {
        var packed = PackedWorld()
        packed[3] = 0xDEAD_BEEF
        packed[2] = 7
        #expect(packed[3] == 0xDEAD_BEEF && packed[2] == 7 && packed[4] == 0)
        packed[3] = 1
        #expect(packed[3] == 1 && packed[2] == 7)
    }
}
