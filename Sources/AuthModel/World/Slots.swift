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
    /// Each slot is named, not picked by `slot(_:)`: a switch over sixteen fields by an index
    /// the compiler cannot know makes it load all sixteen of both sides before the first
    /// comparison (the packer compares a successor's queue and calls with its parent's on every
    /// step); named, each is read only when the ones before it are equal.
    @inlinable
    public static func == (lhs: Slots, rhs: Slots) -> Bool {
        let n = lhs.occupied
        guard n == rhs.occupied else { return false }
        return true
            && (n <= 0 || lhs.s0 == rhs.s0)
            && (n <= 1 || lhs.s1 == rhs.s1)
            && (n <= 2 || lhs.s2 == rhs.s2)
            && (n <= 3 || lhs.s3 == rhs.s3)
            && (n <= 4 || lhs.s4 == rhs.s4)
            && (n <= 5 || lhs.s5 == rhs.s5)
            && (n <= 6 || lhs.s6 == rhs.s6)
            && (n <= 7 || lhs.s7 == rhs.s7)
            && (n <= 8 || lhs.s8 == rhs.s8)
            && (n <= 9 || lhs.s9 == rhs.s9)
            && (n <= 10 || lhs.s10 == rhs.s10)
            && (n <= 11 || lhs.s11 == rhs.s11)
            && (n <= 12 || lhs.s12 == rhs.s12)
            && (n <= 13 || lhs.s13 == rhs.s13)
            && (n <= 14 || lhs.s14 == rhs.s14)
            && (n <= 15 || lhs.s15 == rhs.s15)
    }

    /// Hashes the occupied slots only, each named for the reason `==` names them, and each
    /// unwrapped: an occupied slot holds a value, and hashing the optional fed the hasher a byte
    /// more per slot.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        let n = occupied
        hasher.combine(n)
        if n > 0 { hasher.combine(s0!) }
        if n > 1 { hasher.combine(s1!) }
        if n > 2 { hasher.combine(s2!) }
        if n > 3 { hasher.combine(s3!) }
        if n > 4 { hasher.combine(s4!) }
        if n > 5 { hasher.combine(s5!) }
        if n > 6 { hasher.combine(s6!) }
        if n > 7 { hasher.combine(s7!) }
        if n > 8 { hasher.combine(s8!) }
        if n > 9 { hasher.combine(s9!) }
        if n > 10 { hasher.combine(s10!) }
        if n > 11 { hasher.combine(s11!) }
        if n > 12 { hasher.combine(s12!) }
        if n > 13 { hasher.combine(s13!) }
        if n > 14 { hasher.combine(s14!) }
        if n > 15 { hasher.combine(s15!) }
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
