/// A `--world` name that is no world of a spec given: the message names the spec file, the
/// worlds it has and the nearest one.
struct SelectionError: Error, CustomStringConvertible {
    let name: String
    let spec: String
    let known: [String]

    var description: String {
        let suggestion = Suggestion.closest(to: name, among: known).map { " (did you mean \"\($0)\"?)" } ?? ""
        return "--world \"\(name.echoed)\": \(spec) has no world of that name\(suggestion) (its worlds: "
            + known.joined(separator: ", ") + ")"
    }
}
