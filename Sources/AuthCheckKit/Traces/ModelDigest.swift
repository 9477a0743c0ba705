import AuthModel
import AuthSystems
import Synchronization

/// The digest of a system's model that traces record, so replay can tell a trace from a model
/// that has changed since.
///
/// Code cannot be hashed at run time, so the digest is of behaviour: the system's fixed
/// behaviour sample (seeded walks through the default world), each step written in the trace
/// format's own encoding (the event as `EventRecord` names it, the observation as
/// `ObservationRecord` writes it, the events then enabled) and hashed with FNV-1a. Only what a
/// trace can show goes in, so a refactor that changes no behaviour, or a toolchain that prints
/// values differently, keeps the digest; any change along the walks moves it. Worked out once
/// per system per process, the first time a trace is written: the walk takes half a second of
/// a `check` of the reference design, which writes none.
enum ModelDigest {
    private static let cache = Mutex<[String: String]>([:])

    static func of(_ system: AuthSystem) -> String {
        if let known = cache.withLock({ $0[system.modelVersion] }) { return known }
        var hash = FNV1a()
        system.sampleBehaviour { event, observation, enabled in
            hash.add(event.map(EventRecord.describe) ?? "start")
            hash.add(JSONWriter.writeCompact(ObservationRecord.json(observation)))
            hash.add(enabled.map(EventRecord.describe).joined(separator: ","))
        }
        let digest = hash.hex
        cache.withLock { $0[system.modelVersion] = digest }
        return digest
    }
}
