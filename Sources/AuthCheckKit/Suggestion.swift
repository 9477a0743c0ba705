/// The name a user probably meant when they typed one that is not known: a subcommand, an
/// option, a clause ID, an event.
///
/// Case is ignored (`c1.2` finds `C1.2`), a swap of two neighbours is one edit (`jsno` finds
/// `json`), and a name is a likely typo only within a third of its length in edits, and never
/// more than 3 (swift-argument-parser's threshold): `pdf` suggests nothing. The work is bounded
/// whatever the input: a name longer than `longestName` is not compared at all, and a candidate
/// whose length differs by more than the threshold is skipped before any distance is computed.
enum Suggestion {
    /// Names longer than this are no typo of a short name; they get no suggestion.
    static let longestName = 64
    /// The largest edit distance that still reads as a typo, however long the name.
    static let maximumDistance = 3

    /// The candidate closest to `name`, the first in `candidates`' order on a tie; nil when none
    /// is close enough, or `name` is too long to be compared.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let typed = Array(name.lowercased().unicodeScalars)
        guard typed.count <= longestName else { return nil }
        let threshold = min(maximumDistance, max(1, typed.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let known = Array(candidate.lowercased().unicodeScalars)
            guard abs(known.count - typed.count) <= threshold, known.count <= longestName else { continue }
            let distance = editDistance(typed, known)
            if distance <= threshold, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The optimal string alignment distance: how many single-scalar insertions, deletions,
    /// substitutions and swaps of neighbours turn one into the other.
    static func editDistance(_ source: [Unicode.Scalar], _ target: [Unicode.Scalar]) -> Int {
        guard !source.isEmpty else { return target.count }
        // row[j] is the distance from the source prefix so far to target[..<j]; beforePrevious is
        // the row one source scalar earlier than previous, for swaps.
        var beforePrevious: [Int] = []
        var previous = Array(0...target.count)
        for i in source.indices {
            var row = [i + 1]
            for j in target.indices {
                var distance = Swift.min(previous[j] + (source[i] == target[j] ? 0 : 1), previous[j + 1] + 1, row[j] + 1)
                if i > 0, j > 0, source[i] == target[j - 1], source[i - 1] == target[j] {
                    distance = Swift.min(distance, beforePrevious[j - 1] + 1)
                }
                row.append(distance)
            }
            beforePrevious = previous
            previous = row
        }
        return previous[target.count]
    }
}
