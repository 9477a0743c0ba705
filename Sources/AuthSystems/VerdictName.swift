/// The names of verdicts, as reports print them and specs expect them: one list, so a spec can
/// expect exactly what a report can say.
public enum VerdictName: String, CaseIterable, Sendable {
    case holds
    case violated
    case witnessed
    case unwitnessed
    case inconclusive
    case notApplicable = "n/a"
    case notJudged = "not judged"
}
