/// `--world NAME`, repeatable: explore only the named worlds of each spec. A deep spec's worlds
/// take minutes to hours each; a team rerunning the one a change touches should not have to copy
/// the spec by hand.
///
/// The spec's expectations are about all its worlds together, and a verdict from some of them
/// settles only what no other world could overturn: a violation or a witness found is the spec's
/// (`CheckReport` counts it against the expectation), while "holds", "unwitnessed" or "not
/// judged" may still turn in a world left out, so a mismatch there is reported as unsettled and
/// does not fail the run.
enum WorldOption {
    static let description = OptionDescription(
        name: "world",
        help: "Explore only this world of each spec (repeatable). Expectations that the worlds left out "
            + "could still settle are reported as unsettled, not failed.",
        valueName: "name", isRepeating: true)

    /// Each spec with only the worlds `names` asks for, or the reason one of the names is no
    /// world of a spec.
    static func select(_ names: [String], in specs: [Spec]) -> Result<[Spec], SelectionError> {
        guard !names.isEmpty else { return .success(specs) }
        for spec in specs {
            let known = spec.worlds.map(\.name)
            if let unknown = names.first(where: { !known.contains($0) }) {
                return .failure(SelectionError(name: unknown, spec: spec.path, known: known))
            }
        }
        return .success(specs.map { $0.keeping(worlds: names) })
    }
}
