@testable import ModelChecking
import Testing

/// The store against a plain array that finds states by linear search, at every small size and
/// across several growths of the table, with good hashes and with every hash alike.
@Suite struct StateStoreTests {
    func compareWithOracle(count: Int, collides: Bool) {
        var store = StateStore(keying: HashedStates<Number>(salt: 0))
        var oracle: [Number] = []
        var random = SplitMix64(seed: UInt64(count))
        for step in 0..<count * 3 {
            let number = Number(value: random.next(below: count + 1), collides: collides)
            let parent = oracle.isEmpty ? StateStore<HashedStates<Number>>.root : UInt32(random.next(below: oracle.count))
            let expected = oracle.firstIndex(of: number)
            let (isNew, position) = store.insert(number, parent: parent, actionIndex: UInt16(step % 7))
            #expect(isNew == (expected == nil))
            #expect(Int(position) == expected ?? oracle.count)
            if expected == nil { oracle.append(number) }
        }
        #expect(store.count == oracle.count)
        for (position, number) in oracle.enumerated() {
            #expect(store.state(at: position) == number)
            #expect(store.position(of: number) == UInt32(position))
        }
        #expect(store.position(of: Number(value: -1, collides: collides)) == nil)
        store.checkInvariants()
    }

    @Test(arguments: Array(0...40) + [1000, 5000])
    func matchesOracle(count: Int) {
        compareWithOracle(count: count, collides: false)
    }

    @Test(arguments: [0, 1, 2, 17, 300, 1000])
    func matchesOracleWhenEveryHashCollides(count: Int) {
        compareWithOracle(count: count, collides: true)
    }

    @Test func pathsLeadBackToTheRoot() {
        var store = StateStore(keying: HashedStates<Number>(salt: 0))
        _ = store.insert(Number(value: 0), parent: StateStore<HashedStates<Number>>.root, actionIndex: 0)
        _ = store.insert(Number(value: 1), parent: 0, actionIndex: 1)
        _ = store.insert(Number(value: 2), parent: 0, actionIndex: 0)
        _ = store.insert(Number(value: 3), parent: 2, actionIndex: 1)
        #expect(store.path(to: 3) == [0, 2, 3])
        #expect(store.path(to: 0) == [0])
    }

    @Test func pagesHoldMoreThanOnePage() {
        var buffer = ChunkedBuffer<Int>()
        let count = ChunkedBuffer<Int>.pageSize * 2 + 5
        for value in 0..<count { buffer.append(value * 3) }
        #expect(buffer.count == count)
        #expect((0..<count).allSatisfy { buffer[$0] == $0 * 3 })
        #expect(buffer.reservedBytes == 3 * ChunkedBuffer<Int>.pageSize * MemoryLayout<Int>.stride)
    }
}
