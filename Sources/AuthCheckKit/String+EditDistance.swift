extension String {
    /// The Levenshtein distance to `other`: how many single-character insertions, deletions
    /// and substitutions turn one into the other. Used to suggest the option a user meant.
    func editDistance(to other: String) -> Int {
        let source = Array(self)
        let target = Array(other)
        guard !source.isEmpty else { return target.count }
        // previous[j] is the distance from the source prefix so far to target[..<j].
        var previous = Array(0...target.count)
        for (i, sourceCharacter) in source.enumerated() {
            var current = [i + 1]
            for (j, targetCharacter) in target.enumerated() {
                let substitution = previous[j] + (sourceCharacter == targetCharacter ? 0 : 1)
                current.append(Swift.min(substitution, previous[j + 1] + 1, current[j] + 1))
            }
            previous = current
        }
        return previous[target.count]
    }
}
