import Synchronization

/// Every distinct value of one component of the world (a store, the server, the calls in
/// flight), each held once and known by a small number: SPIN's collapse compression. A visited
/// state is then a row of numbers (`PackedWorld`) instead of a copy of every component, and the
/// many states that share a component share its one copy.
///
/// Numbers are given in the order values are first seen. With several workers packing at once
/// that order, and so the numbers, can differ from run to run; a number only ever decides where
/// a state sits in the engine's hash table, never an exploration order or anything printed, so
/// results stay byte-identical.
///
/// Safe to share between workers: every access takes the table's lock, which is uncontended
/// for the most part (a worker holds it for one lookup).
public final class InternTable<Value: Hashable & Sendable>: Sendable {
    @usableFromInline
    struct Contents: ~Copyable {
        @usableFromInline var values: [Value] = []
        @usableFromInline var numbers: [Value: UInt32] = [:]
        @inlinable init() {}
    }

    @usableFromInline let contents = Mutex(Contents())
    /// Bytes a value holds outside its inline size (what its arrays and boxes point to); the
    /// world's values hold none, a design's client may.
    @usableFromInline let heapBytes: @Sendable (Value) -> Int
    @usableFromInline let heldHeapBytes = Atomic<Int>(0)

    @inlinable
    public init(heapBytes: @escaping @Sendable (Value) -> Int = { _ in 0 }) {
        self.heapBytes = heapBytes
    }

    /// The number of `value`, giving it the next one when it is new.
    @inlinable
    public func number(of value: Value) -> UInt32 {
        let (number, isNew) = contents.withLock { contents -> (UInt32, Bool) in
            if let known = contents.numbers[value] { return (known, false) }
            precondition(contents.values.count < Int(UInt32.max), "more than 2^32 - 1 values of one component")
            let number = UInt32(contents.values.count)
            contents.values.append(value)
            contents.numbers[value] = number
            return (number, true)
        }
        if isNew { heldHeapBytes.add(heapBytes(value), ordering: .relaxed) }
        return number
    }

    /// The value numbered `number`.
    @inlinable
    public func value(numbered number: UInt32) -> Value {
        contents.withLock { $0.values[Int(number)] }
    }

    @inlinable
    public var count: Int { contents.withLock { $0.values.count } }

    /// Bytes the table holds: each value once in the list and once as a key of the index (at
    /// the index's three-quarters load), and what the values point to. A function of the set of
    /// values alone, so a memory bound stops at the same state on every machine.
    @inlinable
    public var bytes: Int {
        let perValue = MemoryLayout<Value>.stride
            + (MemoryLayout<Value>.stride + MemoryLayout<UInt32>.stride + 1) * 4 / 3
        return count * perValue + heldHeapBytes.load(ordering: .relaxed)
    }
}
