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
/// for the most part (a worker holds it for one lookup).
public final class InternTable<Value: Hashable & Sendable>: Sendable {
    @usableFromInline
    struct Contents: ~Copyable {
        @usableFromInline var values: [Value] = []
        @usableFromInline var numbers: [Value: UInt32] = [:]
        /// Per number, the value's bytes (`bytes(of:)`), worked out once, when it is interned: a
        /// claim then reads a number, where copying the value out and asking `heapBytes` was a
        /// twentieth of a judged run's instructions.
        @usableFromInline var shares: [UInt32] = []
        /// Per number, whether a stored state has claimed the value's bytes (`claim(_:)`).
        @usableFromInline var claimed: [Bool] = []
        @inlinable init() {}
    }

    @usableFromInline let contents = Mutex(Contents())
    /// Bytes a value holds outside its inline size (what its arrays and boxes point to); the
    /// world's values hold none, a design's client may.
    @usableFromInline let heapBytes: @Sendable (Value) -> Int

    @inlinable
    public init(heapBytes: @escaping @Sendable (Value) -> Int = { _ in 0 }) {
        self.heapBytes = heapBytes
    }

    /// The number of `value`, giving it the next one when it is new.
    @inlinable
    public func number(of value: Value) -> UInt32 {
        contents.withLock { contents -> UInt32 in
            if let known = contents.numbers[value] { return known }
            precondition(contents.values.count < Int(UInt32.max), "more than 2^32 - 1 values of one component")
            let number = UInt32(contents.values.count)
            contents.values.append(value)
            contents.numbers[value] = number
            contents.shares.append(UInt32(clamping: bytes(of: value)))
            contents.claimed.append(false)
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

    /// A value's share: once in the list with its share and claim, once as a key of the index
    /// (at three-quarters load) with its number, and what it points to (`heapBytes`, asked once
    /// per distinct value, when it is interned).
    @inlinable
    func bytes(of value: Value) -> Int {
        MemoryLayout<Value>.stride + MemoryLayout<UInt32>.stride + 1
            + (MemoryLayout<Value>.stride + MemoryLayout<UInt32>.stride + 1) * 4 / 3 + heapBytes(value)
    }

    @inlinable
    public var count: Int { contents.withLock { $0.values.count } }

}
