/// An integer whose hash can be salted, or made to collide on purpose.
struct Number: Hashable, Sendable, CustomStringConvertible {
    var value: Int
    var salt = 0
    /// When true every number hashes alike, so every lookup walks a chain of collisions.
    var collides = false

    static func == (lhs: Number, rhs: Number) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) {
        hasher.combine(salt)
        if !collides { hasher.combine(value) }
    }

    var description: String { String(value) }
}
