import Synchronization

/// Every distinct value of one component of the world (a store, the server, the calls in
/// flight), each held once and known by a small number: SPIN's collapse compression. A visited
/// state is then a row of numbers (`PackedWorld`) instead of a copy of every component, and the
/// many states that share a component share its one copy.
///
/// Numbers are given in the order values are first seen. With several workers packing at once
/// that order, and so the numbers, can differ from run to run; in the default, exact mode a
/// number only ever decides where a state sits in the engine's hash table, never an exploration
/// order or anything printed, so results stay byte-identical. In fingerprint mode a state is
/// known by the hash of its numbers, so which two states would share a fingerprint can differ
/// between runs with several workers (`Checker.storesFingerprints`).
///
/// Safe to share between workers: every access takes the table's lock, which is uncontended
/// for the most part (a worker holds it for one lookup, the value hashed before it is taken).
///
/// Dense storage plus an index, as swift-collections' `OrderedSet` keeps it: the values in the
/// order of their numbers, and an open-addressing table of numbers found by each value's hash.
/// The hash is the table's own (`init(heapBytes:hash:)`): the world's queue, calls and budget
/// give one worked out from a few words, where `Hasher` seeded, fed and finalized a SipHash for
/// every lookup; any other value is hashed through `hashValue`.
public final class InternTable<Value: Hashable & Sendable>: Sendable {
    @usableFromInline
    struct Contents: ~Copyable {
        @usableFromInline var values: [Value] = []
        /// Per number, the value's hash: compared before the value itself, and what the index is
        /// rebuilt from when it grows.
        @usableFromInline var hashes: [UInt64] = []
        /// Linear probing from a value's hash, a power of two long and at most three-quarters
        /// full: each slot 0 (empty) or a value's number + 1.
        @usableFromInline var index = [UInt32](repeating: 0, count: 16)
        /// Per number, the value's bytes (`bytes(of:)`), worked out once, when it is interned: a
        /// claim then reads a number, where copying the value out and asking `heapBytes` was a
        /// twentieth of a judged run's instructions.
        @usableFromInline var shares: [UInt32] = []
        /// Per number, whether a stored state has claimed the value's bytes (`claim(_:)`).
        @usableFromInline var claimed: [Bool] = []
        @inlinable init() {}

        /// The index twice as long, every number placed again from its hash.
        @inlinable
        mutating func growIndex() {
            let mask = index.count * 2 - 1
            var grown = [UInt32](repeating: 0, count: mask + 1)
            for (number, hash) in hashes.enumerated() {
                var slot = Int(truncatingIfNeeded: hash) & mask
                while grown[slot] != 0 { slot = (slot &+ 1) & mask }
                grown[slot] = UInt32(truncatingIfNeeded: number) &+ 1
            }
            index = grown
        }
    }

    @usableFromInline let contents = Mutex(Contents())
    /// The hash a value is found by: equal values must hash alike, and the low bits are the ones
    /// that pick a slot, so they must vary.
    @usableFromInline let hash: @Sendable (Value) -> UInt64
    /// Bytes a value holds outside its inline size (what its arrays and boxes point to); the
    /// world's values hold none, a design's client may.
    @usableFromInline let heapBytes: @Sendable (Value) -> Int

    /// `hash` after `heapBytes`, so that a trailing closure still means `heapBytes`, as it did
    /// before tables took a hash.
    @inlinable
    public init(
        heapBytes: @escaping @Sendable (Value) -> Int = { _ in 0 },
        hash: @escaping @Sendable (Value) -> UInt64 = { UInt64(truncatingIfNeeded: $0.hashValue) }
    ) {
        self.hash = hash
        self.heapBytes = heapBytes
    }

    /// The number of `value`, giving it the next one when it is new.
    @inlinable
    public func number(of value: Value) -> UInt32 {
        let hash = self.hash(value)
        return contents.withLock { contents -> UInt32 in
            let mask = contents.index.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let entry = contents.index[slot]
                if entry == 0 { break }
                let number = Int(entry &- 1)
                if contents.hashes[number] == hash, contents.values[number] == value { return entry &- 1 }
                slot = (slot &+ 1) & mask
            }
            precondition(contents.values.count < Int(UInt32.max) - 1, "more than 2^32 - 2 values of one component")
            let number = UInt32(contents.values.count)
            contents.values.append(value)
            contents.hashes.append(hash)
            contents.shares.append(UInt32(clamping: bytes(of: value)))
            contents.claimed.append(false)
            contents.index[slot] = number &+ 1
            if contents.values.count * 4 > contents.index.count * 3 { contents.growIndex() }
            return number
        }
    }

    /// The value numbered `number`.
    @inlinable
    public func value(numbered number: UInt32) -> Value {
        contents.withLock { $0.values[Int(number)] }
    }

    /// Bytes the table holds for the value numbered `number`, counted the first time a stored
    /// state claims it and 0 after. The engine claims on one thread, in the order it stores
    /// states, so what it counts is the same whatever order workers interned values in.
    @inlinable
    public func claim(_ number: UInt32) -> Int {
        contents.withLock { contents in
            guard !contents.claimed[Int(number)] else { return 0 }
            contents.claimed[Int(number)] = true
            return Int(contents.shares[Int(number)])
        }
    }

    /// What `claim(number)` would count, without counting it.
    @inlinable
    public func unclaimedBytes(_ number: UInt32) -> Int {
        contents.withLock { $0.claimed[Int(number)] ? 0 : Int($0.shares[Int(number)]) }
    }

    /// A value's share: once in the list with its hash, share and claim, its number in the
    /// index (at three-quarters load), and what it points to (`heapBytes`, asked once per
    /// distinct value, when it is interned).
    @inlinable
    func bytes(of value: Value) -> Int {
        MemoryLayout<Value>.stride + MemoryLayout<UInt64>.stride + MemoryLayout<UInt32>.stride + 1
            + MemoryLayout<UInt32>.stride * 4 / 3 + heapBytes(value)
    }

    @inlinable
    public var count: Int { contents.withLock { $0.values.count } }

}
