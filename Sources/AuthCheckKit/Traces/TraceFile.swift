import AuthModel
import AuthSystems

/// A trace file as read: which system and world to replay it in, the model that wrote it, the
/// property it is about, and its steps. Everything but the system, the world and the events is
/// optional, so a scenario can be written by hand; what is there is checked on replay.
struct TraceFile {
    let path: String
    let system: AuthSystem
    /// The spec whose world the trace runs in; nil when the trace gives its world inline.
    let spec: String?
    /// The world's name in the spec, or nil for an inline world.
    let world: String?
    let options: WorldOptions
    /// The model version and digest recorded, if any.
    let model: (version: String, digest: String)?
    let clause: Clause?
    let verdict: String?
    let events: [Event]
    /// The observation recorded at the start (index 0) and after each event, where one is.
    let observations: [JSONValue?]
}
