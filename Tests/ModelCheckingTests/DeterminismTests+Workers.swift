@testable import ModelChecking
import Synchronization
import Testing

/// Any number of workers gives the one-worker result byte for byte: counts, where a bound
/// stopped, bytes counted, every verdict and every trace; so do all hash salts and round sizes
/// (round size changes only the bytes its buffers count).
extension DeterminismTests {
    /// Everything a run reports, as text. `bytes: false` leaves out the bytes counted, which
    /// depend on the round size.
    func everything<M: Model>(_ result: CheckResult<M>, bytes: Bool = true) -> String {
        var text = "\(result.statistics) \(result.stoppedBy.map(String.init(describing:)) ?? "-") \(result.stoppedDecided)"
        if bytes { text += " \(result.storageBytes)" }
        for judgement in result.judgements {
            text += "\n\(judgement.property.id) \(judgement.verdict.name)"
            if let trace = judgement.verdict.trace {
                text += " \(trace.initialState)" + trace.steps.map { " \($0.action)->\($0.state)" }.joined()
            }
        }
        return text
    }

    /// Runs with 1, 2 and 4 workers, three salts and three round sizes, the table sized for
    /// `expectedStates`; expects one result.
    @discardableResult
    func expectSameForEveryWorkerCount<M: Model>(
        _ model: M, _ properties: [Property<M>], bounds: Bounds = .none, roundSizes: [Int] = [1, 3, 4096],
        expectedStates: Int = 0
    ) throws -> String {
        var reference: String?
        for roundSize in roundSizes {
            var perRoundSize: String?
            for workers in [1, 2, 4] {
                for salt: UInt64 in [0, 1, 0x9E37_79B9] {
                    var checker = Checker(model: model, properties: properties, workers: workers, bounds: bounds)
                    checker.roundSize = roundSize
                    checker.hashSalt = salt
                    checker.expectedStates = expectedStates
                    let result = try checker.run()
                    let full = everything(result)
                    #expect(full == perRoundSize ?? full, "workers \(workers), salt \(salt), round \(roundSize)")
                    perRoundSize = perRoundSize ?? full
                    let withoutBytes = everything(result, bytes: false)
                    #expect(withoutBytes == reference ?? withoutBytes, "round size \(roundSize)")
                    reference = reference ?? withoutBytes
                }
            }
        }
        return reference ?? ""
    }

    @Test func alwaysHeldAndBrokenAlikeForEveryWorkerCount() throws {
        let text = try expectSameForEveryWorkerCount(Steps(limit: 30), [.valueIsNot(100), .valueIsNot(6)])
        #expect(text.contains("not100 holds") && text.contains("not6 violated 0 +3->3 +3->6"))
    }

    /// Steps back to the parent (known without a lookup) and repeats within a chunk (found
    /// before the store is asked) give the same counts, verdicts and traces for every worker
    /// count, salt and round size; a step that breaks a property on a step back to its parent
    /// has it as its trace's last step, and each idle is counted as generated, as TLC counts it.
    @Test func stepsBackToTheParentAndRepeatsAlikeForEveryWorkerCount() throws {
        let text = try expectSameForEveryWorkerCount(Idling(limit: 20), [.neverIdlesAt(5), .neverIdlesAt(99)])
        #expect(text.contains("idle5 violated 0 +1->1 +2->3 +2->5 idle->5"), "\(text)")
        #expect(text.contains("idle99 holds"))
        let result = try Checker(model: Idling(limit: 20), properties: [.neverIdlesAt(99)], workers: 1).run()
        #expect(result.statistics.distinct == 22 && result.statistics.generated == 61, "\(result.statistics)")
    }

    @Test func stepHeldAndBrokenAlikeForEveryWorkerCount() throws {
        let (noThreeFromOdd, bigJumps) = (Property<Steps>.threeOnlyFromEven, Property<Steps>.smallSteps)
        let text = try expectSameForEveryWorkerCount(Steps(limit: 30), [bigJumps, noThreeFromOdd])
        #expect(text.contains("jump holds") && text.contains("even3 violated 0 +1->1 +3->4"))
    }

    @Test func reachWitnessedAndUnwitnessedAlikeForEveryWorkerCount() throws {
        let five = Property<Steps>.reach("five", "shows 5") { $0.value == 5 }
        let hundred = Property<Steps>.reach("hundred", "shows 100") { $0.value == 100 }
        let text = try expectSameForEveryWorkerCount(Steps(limit: 30), [hundred, five])
        #expect(text.contains("hundred unwitnessed") && text.contains("five witnessed 0 +1->1 +1->2 +3->5"))
    }

    @Test func deadlockFoundAndAbsentAlikeForEveryWorkerCount() throws {
        let anyStop = Property<Steps>.deadlockFree("deadlock", "never stops")
        let acceptedStop = Property<Steps>.deadlockFree("ends", "stops only at the limit") { $0.value >= 30 }
        let text = try expectSameForEveryWorkerCount(Steps(limit: 30), [acceptedStop, anyStop])
        #expect(text.contains("ends holds") && text.contains("deadlock violated"))
    }

    @Test func recoverHeldAndBrokenAlikeForEveryWorkerCount() throws {
        let held = try expectSameForEveryWorkerCount(Link(), [Link.recovers])
        #expect(held.contains("recover holds"))
        let broken = try expectSameForEveryWorkerCount(Link(canBreak: true), [Link.recovers])
        #expect(broken.contains("recover violated online drop->offline breakDown->broken"))
        // Where the sweeps do not settle and the edges are reversed; with round size 1 the
        // merge closes one source per round.
        let zigzag = Zigzag(brokenAt: 30)
        let reversed = try expectSameForEveryWorkerCount(zigzag, [zigzag.reachesTheEnd])
        #expect(reversed.contains("end violated 0 jump(1)->1"))
    }

    @Test func everyKindInOneRunAlikeForEveryWorkerCount() throws {
        // Every property is decided part-way through a round: the run stops where one worker does.
        let properties: [Property<Steps>] = [
            .valueIsNot(6), .reach("five", "shows 5") { $0.value == 5 }, .deadlockFree("deadlock", "never stops"),
        ]
        let text = try expectSameForEveryWorkerCount(Steps(limit: 10), properties)
        #expect(text.hasPrefix("Statistics(generated: ") && text.contains(" - true"))
    }

    @Test func packedStatesAlikeForEveryWorkerCount() throws {
        let corner = Property<Lattice>.reach("corner", "reaches (3,2)") { $0.x == 3 && $0.y == 2 }
        let diagonal = Property<Lattice>.always("below", "y stays at most 3") { $0.y <= 3 }
        let noJumpUp = Property<Lattice>.step("flat", "no +2 at y = 2") { before, action, _ in
            action != .rightTwo || before.y != 2
        }
        let text = try expectSameForEveryWorkerCount(Lattice(limit: 12), [corner, diagonal, noJumpUp])
        #expect(text.contains("corner witnessed (0,0) right->(1,0) rightTwo->(3,0) up->(3,1) up->(3,2)"))
        #expect(text.contains("below violated (0,0) up->(0,1) up->(0,2) up->(0,3) up->(0,4)"))
        #expect(text.contains("flat violated (0,0) up->(0,1) up->(0,2) rightTwo->(2,2)"))
    }

    /// A model packed by its own packer gives what the unpacked model gives, for every worker
    /// count, salt and round size; and what its packer claims counts toward the memory bound in
    /// storing order, so the bound stops at the same state for one and two workers.
    @Test func modelPackedStatesAlikeForEveryWorkerCountAndAsUnpacked() throws {
        let steps = Steps(limit: 40)
        let plain = try expectSameForEveryWorkerCount(steps, [.valueIsNot(17), .threeOnlyFromEven, .smallSteps])
        let packed = try expectSameForEveryWorkerCount(
            InternedSteps(steps: steps), [.valueIsNot(17), .threeOnlyFromEven, .smallSteps].map(Self.interned))
        #expect(packed == plain)
        #expect(packed.contains("not17 violated"))
        var counts: [Int] = []
        for workers in [1, 2] {
            let result = try Checker(
                model: InternedSteps(steps: Steps(limit: 100_000)), properties: [.always("any", "anything") { _ in true }],
                workers: workers, bounds: Bounds(maxMemoryBytes: 1 << 20)).run()
            #expect(result.stoppedBy == .memory(bytes: 1 << 20))
            #expect(result.storageBytes >= result.statistics.distinct * InternedSteps.Packer.bytesPerValue,
                    "the packer's claims count toward the bound")
            counts.append(result.statistics.distinct)
        }
        #expect(counts[0] == counts[1] && counts[0] > 1_000)
    }

    /// A property of `Steps` as one of `InternedSteps`, whose states and actions are the same.
    static func interned(_ property: Property<Steps>) -> Property<InternedSteps> {
        switch property.kind {
        case .always(let holds): .always(property.id, property.title, holds)
        case .step(let holds): .step(property.id, property.title, holds)
        case .reach(let isWitness): .reach(property.id, property.title, isWitness)
        case .recover(let from, let to, let without): .recover(property.id, property.title, from: from, to: to, without: without)
        case .deadlockFree(let isEnd): .deadlockFree(property.id, property.title, endStates: isEnd)
        }
    }

    @Test func boundsStopAtTheSameStateForEveryWorkerCount() throws {
        let properties: [Property<Steps>] = [.valueIsNot(-1), .reach("negative", "below 0") { $0.value < 0 }]
        let depth = try expectSameForEveryWorkerCount(Steps(limit: 300), properties, bounds: Bounds(maxDepth: 7))
        #expect(depth.contains("depth 7"))
        let states = try expectSameForEveryWorkerCount(Steps(limit: 300), properties, bounds: Bounds(maxStates: 37))
        #expect(states.contains("distinct: 37,") && states.contains("states 37"))
        let packed = try expectSameForEveryWorkerCount(
            Lattice(limit: 40), [.always("any", "anything") { _ in true }], bounds: Bounds(maxStates: 100))
        #expect(packed.contains("distinct: 100,"))
    }

    /// The merge visits every successor when it records edges (a `recover` property) and only
    /// the ones not stored before the round otherwise: both count and stop alike, a state bound
    /// stopping inside a parent's successors included; and for a one-word state, whose table
    /// holds whole hashes only when no edge is recorded, the two tables alike.
    @Test func theMergeCountsAlikeWhetherOrNotItRecordsEdges() throws {
        let neverStuck = Property<Steps>.recover("none", "nothing to recover from", from: { _ in false }, to: { _ in true })
        for bounds in [Bounds.none, Bounds(maxStates: 37), Bounds(maxStates: 38)] {
            for roundSize in [1, 3, 4096] {
                for workers in [1, 2] {
                    var plain = Checker(model: Steps(limit: 300), properties: [.valueIsNot(-1)], workers: workers, bounds: bounds)
                    plain.roundSize = roundSize
                    var recording = Checker(
                        model: Steps(limit: 300), properties: [.valueIsNot(-1), neverStuck], workers: workers, bounds: bounds)
                    recording.roundSize = roundSize
                    let (visitingNew, visitingEvery) = (try plain.run(), try recording.run())
                    #expect(visitingNew.statistics == visitingEvery.statistics, "\(bounds), round \(roundSize), workers \(workers)")
                    #expect(visitingNew.stoppedBy == visitingEvery.stoppedBy)
                }
            }
        }
        // A one-word state: without edges its table holds whole hashes, with them positions.
        let lattice = Property<Lattice>.recover("none", "nothing to recover from", from: { _ in false }, to: { _ in true })
        for bounds in [Bounds.none, Bounds(maxStates: 37), Bounds(maxStates: 38)] {
            for roundSize in [1, 3, 4096] {
                for workers in [1, 2] {
                    var plain = Checker(model: Lattice(limit: 30), properties: [.always("any", "anything") { _ in true }],
                                        workers: workers, bounds: bounds)
                    plain.roundSize = roundSize
                    var recording = Checker(
                        model: Lattice(limit: 30), properties: [.always("any", "anything") { _ in true }, lattice],
                        workers: workers, bounds: bounds)
                    recording.roundSize = roundSize
                    let (wholeHashes, positions) = (try plain.run(), try recording.run())
                    #expect(wholeHashes.statistics == positions.statistics, "\(bounds), round \(roundSize), workers \(workers)")
                    #expect(wholeHashes.stoppedBy == positions.stoppedBy)
                }
            }
        }
    }

    @Test func memoryBoundStopsAtTheSameCountForOneAndTwoWorkers() throws {
        let model = Lattice(limit: 2000)
        var counts: [Int] = []
        for workers in [1, 2] {
            let result = try Checker(
                model: model, properties: [.always("any", "anything") { _ in true }], workers: workers,
                bounds: Bounds(maxMemoryBytes: 3 << 20)).run()
            #expect(result.stoppedBy == .memory(bytes: 3 << 20))
            #expect(result.storageBytes <= 3 << 20)
            counts.append(result.statistics.distinct)
        }
        #expect(counts[0] == counts[1] && counts[0] > 10_000)
    }

    @Test func eachWorkerCallsOnlyItsOwnProperties() throws {
        /// Counts calls, and calls made while another was under way: a closure shared by two
        /// threads would sooner or later show one.
        final class Usage: @unchecked Sendable {
            var busy = false
            var overlaps = 0
            var calls = 0
        }
        let lists = Mutex<[Usage]>([])
        let checker = Checker(model: Steps(limit: 3000), workers: 4, bounds: .none) { () -> [Property<Steps>] in
            let usage = Usage()
            lists.withLock { $0.append(usage) }
            return [.always("watched", "holds, watched") { state in
                if usage.busy { usage.overlaps += 1 }
                usage.busy = true
                defer { usage.busy = false }
                usage.calls += 1
                return state.value >= 0
            }]
        }
        let result = try checker.run()
        let usages = lists.withLock { $0 }
        #expect(usages.count == 4)
        #expect(usages.allSatisfy { $0.overlaps == 0 })
        #expect(usages.map(\.calls).reduce(0, +) == result.statistics.distinct)
        #expect(result.verdict(of: "watched")?.name == "holds")
    }
}
