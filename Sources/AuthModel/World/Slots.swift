/// Up to sixteen values in fixed slots, kept in order: a bounded queue or table that lives inside
/// a state without a heap allocation, and hashes and compares cheaply.
///
/// Every state of the world holds several: `@inlinable` throughout, so that code specialized
/// for a design in another module reads and writes the slots inline.
public struct Slots<Element: Hashable & Sendable>: Hashable, Sendable, RandomAccessCollection {
    @inlinable
    public static var capacity: Int { 16 }

    @usableFromInline var s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15: Element?
    /// How many slots are in use; `count` outside (an inlinable setter cannot be internal).
    @usableFromInline var occupied = 0

    @inlinable
    public var count: Int { occupied }

    @inlinable
    public init() {}

    @inlinable
    public var startIndex: Int { 0 }
    @inlinable
    public var endIndex: Int { count }

    @inlinable
    public subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "slot \(index) out of 0..<\(count)")
            return slot(index)!
        }
        set {
            precondition(index >= 0 && index < count, "slot \(index) out of 0..<\(count)")
            setSlot(index, newValue)
        }
    }

    @inlinable
    public var isFull: Bool { count == Self.capacity }

    /// Appends `element`; a model that needs more slots than that has an unbounded event: a modelling error.
    @inlinable
    public mutating func append(_ element: Element) {
        precondition(!isFull, "more than \(Self.capacity) slots needed: a model error (raise Slots.capacity or bound the events that fill them)")
        setSlot(count, element)
        occupied += 1
    }

    /// Inserts `element` before the one at `index`, which moves up a slot with all after it.
    @inlinable
    public mutating func insert(_ element: Element, at index: Int) {
        precondition(!isFull, "more than \(Self.capacity) slots needed: a model error (raise Slots.capacity or bound the events that fill them)")
        precondition(index >= 0 && index <= count, "slot \(index) out of 0...\(count)")
        var position = count
        while position > index {
            setSlot(position, slot(position - 1))
            position -= 1
        }
        setSlot(index, element)
        occupied += 1
    }

    @inlinable @discardableResult
    public mutating func remove(at index: Int) -> Element {
        let removed = self[index]
        for position in index..<(count - 1) { setSlot(position, slot(position + 1)) }
        occupied -= 1
        setSlot(count, nil)
        return removed
    }

    @inlinable
    public mutating func removeAll() { self = Slots() }

    // The scans the clauses make on every state and step, read in place. `Sequence`'s own
    // versions go through an iterator, which holds a copy of all sixteen slots: the profile of a
    // judged run found those copies among its largest costs. These are found first wherever the
    // type is known to be `Slots`, which is everywhere the world and the clauses scan one.

    @inlinable
    public func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool {
        for index in 0..<count where try predicate(slot(index)!) { return true }
        return false
    }

    @inlinable
    public func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool {
        for index in 0..<count where try !predicate(slot(index)!) { return false }
        return true
    }

    @inlinable
    public func first(where predicate: (Element) throws -> Bool) rethrows -> Element? {
        for index in 0..<count {
            let element = slot(index)!
            if try predicate(element) { return element }
        }
        return nil
    }

    @inlinable
    public func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int? {
        for index in 0..<count where try predicate(slot(index)!) { return index }
        return nil
    }

    @inlinable
    public func reduce<Result>(_ initial: Result, _ next: (Result, Element) throws -> Result) rethrows -> Result {
        var result = initial
        for index in 0..<count { result = try next(result, slot(index)!) }
        return result
    }

    @inlinable
    public func contains(_ element: Element) -> Bool { contains { $0 == element } }

    /// Compares the occupied slots only: most states hold a few elements in sixteen slots.
    @inlinable
    public static func == (lhs: Slots, rhs: Slots) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in 0..<lhs.count where lhs.slot(index) != rhs.slot(index) { return false }
        return true
    }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for index in 0..<count { hasher.combine(slot(index)) }
    }

    /// Whether slot `i` lies `i` strides of `Element?` from the start of the value, as
    /// `SlotsInPlace` reads it: the layout Swift gives sixteen stored fields of one type in
    /// declaration order, checked by `SlotsTests` for each element type read in place.
    @inlinable
    static var slotsAreContiguous: Bool {
        let fields: [PartialKeyPath<Slots>] = [
            \.s0, \.s1, \.s2, \.s3, \.s4, \.s5, \.s6, \.s7, \.s8, \.s9, \.s10, \.s11, \.s12, \.s13, \.s14, \.s15,
        ]
        return fields.indices.allSatisfy { MemoryLayout<Slots>.offset(of: fields[$0]) == $0 * MemoryLayout<Element?>.stride }
    }

    @inlinable
    func slot(_ index: Int) -> Element? {
        switch index {
        case 0: s0
        case 1: s1
        case 2: s2
        case 3: s3
        case 4: s4
        case 5: s5
        case 6: s6
        case 7: s7
        case 8: s8
        case 9: s9
        case 10: s10
        case 11: s11
        case 12: s12
        case 13: s13
        case 14: s14
        default: s15
        }
    }

    @inlinable
    mutating func setSlot(_ index: Int, _ value: Element?) {
        switch index {
        case 0: s0 = value
        case 1: s1 = value
        case 2: s2 = value
        case 3: s3 = value
        case 4: s4 = value
        case 5: s5 = value
        case 6: s6 = value
        case 7: s7 = value
        case 8: s8 = value
        case 9: s9 = value
        case 10: s10 = value
        case 11: s11 = value
        case 12: s12 = value
        case 13: s13 = value
        case 14: s14 = value
        default: s15 = value
        }
    }
}
