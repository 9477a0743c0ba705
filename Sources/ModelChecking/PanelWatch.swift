/// The panel members one chunk still watches, as masks over `PanelVerdicts`' words. A test of a
/// few words tells whether a call's answers decide any of them, so the common call, which
/// decides nothing, walks no member list; the rare one that does is then walked in the list's
/// own order, as before, so what is recorded does not change.
@usableFromInline
struct PanelWatch {
    /// Members decided when their bit is clear (`always` broken, `step` broken).
    @usableFromInline var onClear: [UInt64]
    /// Members decided when their bit is set (`reach` witnessed).
    @usableFromInline var onSet: [UInt64]

    @inlinable
    init(wordCount: Int) {
        onClear = [UInt64](repeating: 0, count: wordCount)
        onSet = [UInt64](repeating: 0, count: wordCount)
    }

    /// Watches `member` for the answer that decides it: set (`deciding` true) or clear.
    @inlinable
    mutating func watch(_ member: Int, decidedWhen deciding: Bool) {
        let bit: UInt64 = 1 << UInt64(member & 63)
        if deciding { onSet[member >> 6] |= bit } else { onClear[member >> 6] |= bit }
    }

    /// Stops watching `member` for that answer only: a property of the other role on the same
    /// member (an `always` and a `reach` may share one) is still watched.
    @inlinable
    mutating func unwatch(_ member: Int, decidedWhen deciding: Bool) {
        let bit: UInt64 = 1 << UInt64(member & 63)
        if deciding { onSet[member >> 6] &= ~bit } else { onClear[member >> 6] &= ~bit }
    }

    /// Whether `verdicts` decide some watched member.
    @inlinable
    func decidesAny(_ verdicts: PanelVerdicts) -> Bool {
        var decided: UInt64 = 0
        for word in onClear.indices { decided |= (onClear[word] & ~verdicts.words[word]) | (onSet[word] & verdicts.words[word]) }
        return decided != 0
    }
}
