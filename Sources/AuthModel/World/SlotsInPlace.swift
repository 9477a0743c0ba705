/// The slots of an observation read where they lie, through a pointer: what the judge's walks
/// over the queue and the calls use on every state and step.
///
/// A `Slots` value picks slot `i` of its sixteen stored fields with a switch, so a scan of a
/// value the compiler could not keep in place starts by loading all sixteen: the disassembly of
/// `Observation.hasWork(where:)` began with the whole queue and all calls copied out of the
/// observation, most of the 270 instructions a call cost for a queue of two or three effects.
/// Through a pointer, slot `i` is one load at a computed address.
///
/// Valid only while the observation that owns the memory is alive and unchanged: read on an
/// observation someone holds for the whole read (`self` in its members, a clause's parameter, a
/// `Transition`'s `before` and `after`), never stored, and never on a temporary such as
/// `world.observe(state).pendingInPlace`, whose observation may be freed before the read (the
/// hazard `Observation.snapshot` describes).
@usableFromInline
struct SlotsInPlace<Element: Hashable & Sendable> {
    @usableFromInline let base: UnsafePointer<Slots<Element>>

    /// The layout this reads (`Slots.slotsAreContiguous`) is checked by `SlotsTests` for every
    /// element an observation holds, not here: a debug build would pay the check on every walk.
    @inlinable
    init(_ base: UnsafePointer<Slots<Element>>) {
        self.base = base
    }

    @inlinable
    var count: Int { base.pointee.count }

    @inlinable
    var isEmpty: Bool { count == 0 }

    @inlinable
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "slot \(index) out of 0..<\(count)")
        return UnsafeRawPointer(base)
            .load(fromByteOffset: index * MemoryLayout<Element?>.stride, as: Element?.self).unsafelyUnwrapped
    }

    @inlinable
    var indices: Range<Int> { 0..<count }

    @inlinable
    func contains(where predicate: (Element) -> Bool) -> Bool {
        for index in 0..<count where predicate(self[index]) { return true }
        return false
    }

    @inlinable
    func contains(_ element: Element) -> Bool { contains { $0 == element } }

    @inlinable
    func allSatisfy(_ predicate: (Element) -> Bool) -> Bool { !contains { !predicate($0) } }

    @inlinable
    func count(where counted: (Element) -> Bool) -> Int {
        var total = 0
        for index in 0..<count where counted(self[index]) { total += 1 }
        return total
    }
}
