/// The slots of an observation read where they lie: `Observation.pendingInPlace`,
/// `callsInPlace` and `requestsInPlace`, what the catalogue's clauses and a team's own walk on
/// every state and step.
///
/// A `Slots` value picks slot `i` of its sixteen stored fields with a switch, so a scan of a
/// value the compiler could not keep in place starts by loading all sixteen: the disassembly of
/// `Observation.hasWork(where:)` began with the whole queue and all calls copied out of the
/// observation, most of the 270 instructions a call cost for a queue of two or three effects.
/// Through a pointer, slot `i` is one load at a computed address.
///
/// The view holds its observation (`owner`), so it is safe wherever it goes: kept, returned, read
/// from a temporary (`world.observe(state).pendingInPlace`). While it holds it, the observation
/// is not the judge's or the cache's alone, and so is never written over (they reuse only an
/// observation no one else holds). The reference costs little: the run that judges every clause
/// of the reference's `fidelity` world took 0.4 % more instructions with it than through a bare
/// pointer (BENCHMARKS.md, 0.9.21).
public struct SlotsInPlace<Element: Hashable & Sendable>: RandomAccessCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>

    @usableFromInline let owner: AnyObject
    @usableFromInline let base: UnsafePointer<Slots<Element>>

    /// The layout this reads (`Slots.slotsAreContiguous`) is checked by `SlotsTests` for every
    /// element an observation holds, not here: a debug build would pay the check on every walk.
    @inlinable
    init(_ owner: AnyObject, _ base: UnsafePointer<Slots<Element>>) {
        self.owner = owner
        self.base = base
    }

    @inlinable
    public var count: Int { base.pointee.count }

    @inlinable
    public var isEmpty: Bool { count == 0 }

    @inlinable
    public var startIndex: Int { 0 }

    @inlinable
    public var endIndex: Int { count }

    @inlinable
    public var indices: Range<Int> { 0..<count }

    @inlinable
    public subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "slot \(index) out of 0..<\(count)")
        return UnsafeRawPointer(base)
            .load(fromByteOffset: index * MemoryLayout<Element?>.stride, as: Element?.self).unsafelyUnwrapped
    }

    /// The scans the clauses make, written as plain loops over the index. `Sequence`'s own go
    /// through an iterator that holds a copy of the view, its owner retained: with them, judging
    /// every clause of the reference's `fidelity` world took 39 M more instructions (3,991 M
    /// against 3,952 M), so these stay though the collection has its own.
    @inlinable
    public func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool {
        for index in 0..<count where try predicate(self[index]) { return true }
        return false
    }

    @inlinable
    public func contains(_ element: Element) -> Bool { contains { $0 == element } }

    @inlinable
    public func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool { try !contains { try !predicate($0) } }

    @inlinable
    public func count(where counted: (Element) throws -> Bool) rethrows -> Int {
        var total = 0
        for index in 0..<count where try counted(self[index]) { total += 1 }
        return total
    }
}
