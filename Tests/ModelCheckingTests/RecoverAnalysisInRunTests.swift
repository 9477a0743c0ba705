import ModelChecking
import Testing

/// The recover analysis where its sweeps do not settle and it reverses the edges, within the
/// memory bound and past it.
@Suite struct RecoverAnalysisInRunTests {
    let inRange = Property<Zigzag>.always("range", "the state is a node or the start") { (0...60).contains($0) }

    @Test func reversedEdgesDecideAsSweepsWould() throws {
        let holds = try Checker(model: Zigzag(), properties: [Zigzag().reachesTheEnd]).run()
        #expect(holds.verdict(of: "end")?.name == "holds")
        let model = Zigzag(brokenAt: 30)
        let broken = try Checker(model: model, properties: [model.reachesTheEnd]).run()
        // Nodes 1 to 30 cannot reach 60; node 1 is the first of them stored.
        #expect(broken.verdict(of: "end")?.trace?.actions == [.jump(1)])
    }

    @Test func aReversalPastTheMemoryBoundLeavesOnlyTheRecoverPropertyInconclusive() throws {
        let model = Zigzag()
        let free = try Checker(model: model, properties: [inRange, model.reachesTheEnd]).run()
        // The analysis held a bitset and the reversed edges (offsets, 59 predecessors, a queue).
        let analysis = 8 + (61 + 1 + 59 + 61) * 4
        let tight = try Checker(
            model: model, properties: [inRange, model.reachesTheEnd],
            bounds: Bounds(maxMemoryBytes: free.storageBytes - 1)).run()
        #expect(tight.verdict(of: "range")?.name == "holds")
        #expect(tight.verdict(of: "end")?.name == "inconclusive")
        guard case .inconclusive(let bound) = tight.judgements[1].verdict else { Issue.record("not inconclusive"); return }
        #expect(bound == .memory(bytes: free.storageBytes - 1))
        // Exploration finished: no bound stopped it.
        #expect(tight.stoppedBy == nil && !tight.stoppedDecided)
        #expect(tight.statistics == free.statistics)
        #expect(tight.storageBytes == free.storageBytes - analysis + 8)
        let roomy = try Checker(
            model: model, properties: [inRange, model.reachesTheEnd],
            bounds: Bounds(maxMemoryBytes: free.storageBytes)).run()
        #expect(roomy.verdict(of: "end")?.name == "holds" && roomy.stoppedBy == nil)
    }

    @Test func aRecoverPropertyTheSweepsDecideNeedsNoRoomToReverse() throws {
        let model = Zigzag()
        let properties = [model.reachesTheEnd, model.lastStepReachesTheEnd]
        let free = try Checker(model: model, properties: properties).run()
        // Without a bound, "end" is reversed beside "last"'s bitset (8 bytes), the two having been
        // swept together; one byte less than "end" needs alone leaves no room to reverse it.
        let tight = try Checker(model: model, properties: properties, bounds: Bounds(maxMemoryBytes: free.storageBytes - 8 - 1)).run()
        // Twelve sweeps mark node 59 (it walks to the goal), so "last" holds without reversing;
        // "end" needs the reversal the bound leaves no room for.
        #expect(free.judgements.map(\.verdict.name) == ["holds", "holds"])
        #expect(tight.judgements.map(\.verdict.name) == ["inconclusive", "holds"])
    }
}
