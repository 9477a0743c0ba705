/// How `authcheck` ends, as its process exit status.
///
/// Scripts and CI branch on these numbers, so each keeps its value for good. The usage and
/// input codes are the BSD sysexits ones, which shells and tools already know.
public enum ExitCode: Int32, Sendable {
    /// The run did what was asked and every verdict was the one the spec expects.
    case success = 0
    /// A verdict other than the one the spec expects: a violation where it expects none, or
    /// none where it expects one.
    case unexpectedVerdict = 1
    /// A bound (depth, states, time or memory) stopped the run before it could decide.
    case inconclusive = 3
    /// A bad command line: unknown option, missing or malformed value, extra argument
    /// (sysexits EX_USAGE).
    case usage = 64
    /// An input file that could not be read as what it claims to be (sysexits EX_DATAERR).
    case badInput = 65
    /// The model misbehaved: a replay disagreed with the exploration (nondeterminism), or it
    /// outgrew what the engine can index; or a team's tool gives two systems, clauses or drivers
    /// one name (sysexits EX_SOFTWARE).
    case modelError = 70
    /// An output file could not be written (sysexits EX_IOERR).
    case cannotWrite = 74
}
