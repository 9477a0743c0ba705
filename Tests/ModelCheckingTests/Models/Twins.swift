import ModelChecking

/// Two distinct states whose packed words hash alike (`WordMix`, salt 0): from the start the
/// model steps to `twin` first, then to `other`; only `other` goes on, to `bad`. Exactly, the
/// checker reaches `bad`; by fingerprint, it takes `other` for `twin` and never expands it.
struct Twins: Model {
    struct State: CompactState, CustomStringConvertible {
        struct Words: BitwiseCopyable, Equatable, Sendable {
            var first: UInt64
            var second: UInt64
        }

        var words: Words

        init(_ first: UInt64, _ second: UInt64) { words = Words(first: first, second: second) }

        init(packed: Words) { words = packed }

        var packed: Words { words }

        var description: String { "(\(words.first), \(words.second))" }

        static func == (lhs: State, rhs: State) -> Bool { lhs.words == rhs.words }

        func hash(into hasher: inout Hasher) {
            hasher.combine(words.first)
            hasher.combine(words.second)
        }
    }

    enum Action: Hashable, Sendable { case toTwin, toOther, onward }

    static let start = State(0, 0)
    static let twin = State(1, 0)
    /// `WordMix` folds a word in as `mix(hash ^ word)`: after the same second word's fold, two
    /// states collide when their first folds differ by exactly what their second words differ by.
    static let other = State(2, mix(seed ^ 1) ^ mix(seed ^ 2))
    static let bad = State(3, 3)

    static var seed: UInt64 { 0x9E37_79B9_7F4A_7C15 }

    static func mix(_ value: UInt64) -> UInt64 {
        let hash = value &* 0xBF58_476D_1CE4_E5B9
        return hash ^ (hash >> 31)
    }

    var initialStates: [State] { [Self.start] }

    func actions(in state: State, into actions: inout [Action]) {
        if state == Self.start { actions.append(contentsOf: [.toTwin, .toOther]) }
        if state == Self.other { actions.append(.onward) }
    }

    func next(after state: State, on action: Action) -> State? {
        switch action {
        case .toTwin: Self.twin
        case .toOther: Self.other
        case .onward: Self.bad
        }
    }
}
