import Foundation

/// `--workers N`, for the commands that explore: how many worlds are explored at once, and how
/// many workers each world's engine uses.
/// Results are gathered and printed in the specs' order, so N changes the wall time only.
enum WorkersOption {
    static let description = OptionDescription(
        name: "workers",
        help: "Explore up to <n> worlds at once, each searched by <n> workers "
            + "(1 or more; default: the machine's active processors). Reports and traces are the same for every <n>.",
        valueName: "n", type: .integerFrom(1))

    /// The number of workers asked for, or the machine's active processors.
    static func count(_ arguments: ParsedArguments) -> Int {
        arguments.integer("workers") ?? ProcessInfo.processInfo.activeProcessorCount
    }
}
