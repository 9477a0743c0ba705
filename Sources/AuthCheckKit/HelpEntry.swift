/// One entry of a help section: a label such as `-s, --seed <n>` and its help text.
///
/// The text starts at column 26, or on the next line when the label leaves no room, and wraps
/// at column 80 back to column 26, as swift-argument-parser lays it out.
struct HelpEntry {
    let label: String
    let text: String

    /// The entry's lines, each ending with a newline.
    var rendered: String {
        let indentedLabel = String(repeating: " ", count: HelpFormatter.indent) + label
        guard !text.isEmpty else { return indentedLabel + "\n" }
        let column = HelpFormatter.helpColumn
        let margin = String(repeating: " ", count: column)
        let lines = text.wrappedLines(width: HelpFormatter.screenWidth - column)
        let head = indentedLabel.count < column
            ? indentedLabel + String(repeating: " ", count: column - indentedLabel.count)
            : indentedLabel + "\n" + margin
        let tail = lines.dropFirst().map { $0.isEmpty ? "" : margin + $0 }
        return ([head + lines[0]] + tail).joined(separator: "\n") + "\n"
    }
}
