/// The hashes `WorldPacker`'s tables find the world's queue, calls and budget by
/// (`InternTable.init(heapBytes:hash:)`), each from a few words of the value (`hashWord`, the
/// budget's bytes): interning them hashes one on most steps, and `Hasher` seeded, fed and
/// finalized a SipHash each time. Equal values hash alike: each word is worked out from the
/// value's fields, and a queue or list of calls hashes only its occupied slots, as `==`
/// compares only those.
@usableFromInline
enum ComponentHash {
    @inlinable
    static func pending(_ queue: Slots<PendingEffect>) -> UInt64 {
        var hash = WordHash(queue.count)
        // By index: a `for … in` over the slots copies all sixteen into its iterator.
        for index in 0..<queue.count {
            hash.add(queue[index].effect.hashWord)
            hash.add(queue[index].cause.hashWord)
        }
        return hash.value
    }

    @inlinable
    static func calls(_ calls: Slots<InFlightCall>) -> UInt64 {
        var hash = WordHash(calls.count)
        for index in 0..<calls.count {
            hash.add(calls[index].hashWord)
            hash.add(calls[index].cause.hashWord)
        }
        return hash.value
    }

    /// Its bytes, eight at a time: every field of a budget is a byte, so its memory is its
    /// fields (`BudgetTests`), and equal budgets have equal bytes.
    @inlinable
    static func budget(_ budget: Budget) -> UInt64 {
        withUnsafeBytes(of: budget) { bytes in
            var hash = WordHash(bytes.count)
            var offset = 0
            while offset + 8 <= bytes.count {
                hash.add(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            while offset < bytes.count {
                tail = tail << 8 | UInt64(bytes[offset])
                offset += 1
            }
            hash.add(tail)
            return hash.value
        }
    }
}
