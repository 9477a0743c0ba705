/// What `WorldPacker.visitFields` hands each field of the world to: packing reads it, unpacking
/// writes it. Fields held in a table go with their table; small numbers go as they are.
@usableFromInline
protocol WorldFieldVisitor {
    /// `besides` is the same field of a state packed before (the parent of a successor): packing
    /// reuses its number when the two are equal, without interning. A visit with no such state
    /// passes some other value, which the visitor ignores (`WorldPacker.Packing.reuses`). Not an
    /// optional: telling an optional whole world from nil costs a call per field.
    mutating func visit<Value>(_ value: inout Value, besides: Value, in table: InternTable<Value>)
    mutating func visit(_ value: inout UInt8)
    mutating func visit(_ value: inout Bool)
}
