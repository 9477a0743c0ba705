import AuthModel
import AuthSystems
import ModelChecking

/// A trace file re-executed on its system and found to agree with it: every event enabled
/// where it stands, every recorded observation the one the model gives now. Renderings work
/// from this, never from the file's own observations.
struct ReplayedTrace {
    let file: TraceFile
    let replay: SystemReplay
    /// The model's digest now (equal to the file's, when it records one).
    let digest: String

    /// Replays `file`, or says at which step and in which field the model disagrees with it.
    init(_ file: TraceFile) throws(InputError) {
        self.file = file
        digest = ModelDigest.of(file.system)
        if let model = file.model, model.version != file.system.modelVersion || model.digest != digest {
            // Which of the two moved: a version its author bumped, or behaviour the digest's
            // sample walks saw change under the same version (a design changed, not bumped).
            let change = model.version != file.system.modelVersion
                ? "The model's version has changed since"
                : "The model behaves differently since, under the same version"
            throw InputError(path: file.path, place: "model", message: """
                the trace was written by model \(model.version) (digest \(model.digest)); \
                \(file.system.name) is now \(file.system.modelVersion) (digest \(digest)). \(change): check the \
                spec again to write the trace anew (a hand-written trace leaves "model" out)
                """)
        }
        replay = file.system.replay(file.events, options: file.options, clause: file.clause)
        let steps = [replay.initial] + replay.steps.map(\.observation)
        for (index, observation) in steps.enumerated() {
            guard let recorded = file.observations[index] else { continue }
            if let difference = Self.firstDifference(recorded, ObservationRecord.json(observation)) {
                throw InputError(path: file.path, place: Self.place(index, file), message: """
                    the observation differs at \(difference.field): recorded \(difference.recorded), \
                    replayed \(difference.replayed)
                    """)
            }
        }
        if let disabled = replay.disabledEvent {
            let enabled = replay.enabledAtStop.map { EventRecord.describe($0) }.joined(separator: ", ")
            throw InputError(path: file.path, place: Self.place(disabled + 1, file),
                             message: "the event is not enabled here (enabled: \(enabled))")
        }
    }

    /// The verdict on the replayed path of the trace's property, in words: `n/a` for a clause
    /// about a part the system lacks, nil when the trace names no clause or one no path decides.
    var verdictName: String? {
        guard let clause = file.clause else { return nil }
        guard clause.applies(to: file.system.features) else { return VerdictName.notApplicable.rawValue }
        return replay.verdict?.name
    }

    static func place(_ step: Int, _ file: TraceFile) -> String {
        step == 0 ? "step 0 (start)" : "step \(step) (\(EventRecord.describe(file.events[step - 1])))"
    }

    /// The first field, in the order written, where two observation records differ: the first
    /// of the differences a conformance run would show.
    static func firstDifference(_ recorded: JSONValue, _ replayed: JSONValue)
        -> (field: String, recorded: String, replayed: String)? {
        ObservationDiff.differences(recorded, replayed).first.map { ($0.field, $0.model, $0.implementation) }
    }
}
