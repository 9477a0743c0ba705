extension String {
    /// This text broken into lines of at most `width` characters, at spaces, as
    /// swift-argument-parser breaks help text. Line breaks in the text are kept; a word longer
    /// than `width` gets a line of its own rather than being cut.
    func wrappedLines(width: Int) -> [String] {
        split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            var lines: [String] = []
            var rest = line
            while rest.count > width,
                  let space = rest.prefix(width).lastIndex(of: " ") ?? rest.firstIndex(of: " ") {
                lines.append(String(rest[..<space]))
                rest = rest[rest.index(after: space)...]
            }
            lines.append(String(rest))
            return lines
        }
    }
}
