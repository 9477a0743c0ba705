import ModelChecking

/// The engine stores the world's states packed (`WorldPacker`): 48 bytes of component numbers
/// and a parent per visited state instead of a box of some 600 bytes, each distinct component
/// held once. A design's client is interned whole; what it points to (arrays, strings) is not
/// counted by the memory bound.
extension AuthWorld: PackingModel {
    @inlinable
    public func makePacker() -> WorldPacker<Design.Client> { WorldPacker() }
}
