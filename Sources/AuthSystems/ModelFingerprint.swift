import AuthModel
import ModelChecking

/// A digest of what a design does, written into every trace so that replay can tell a trace
/// from a model that has changed since.
///
/// Code cannot be hashed at run time, so the digest is taken of behaviour: fixed seeded random
/// walks through the default world, hashing each event taken and the observation after it
/// (FNV-1a, 64 bits). Any change along those walks (a different effect, a different screen, an
/// event newly enabled or disabled) changes it; a change off every walk may not, which is why
/// traces also carry the hand-kept model version.
enum ModelFingerprint {
    static let walks = 256
    static let depth = 48

    static func digest<Design: AuthDesign>(of design: Design) -> String {
        let world = AuthWorld(design: design, options: WorldOptions())
        var hash = FNV1a()
        var random = SplitMix64(seed: 0x6175_7468_6368_6563)  // "authchec"
        var actions: [Event] = []
        for _ in 0..<walks {
            var state = world.initialStates[0]
            add(world.observe(state), to: &hash)
            for _ in 0..<depth {
                actions.removeAll(keepingCapacity: true)
                world.actions(in: state, into: &actions)
                hash.add(describing: actions)
                guard !actions.isEmpty else { break }
                let event = actions[random.next(below: actions.count)]
                guard let successor = world.next(after: state, on: event) else {
                    hash.add(describing: "disabled")
                    continue
                }
                add(world.observe(successor, after: event, from: state), to: &hash)
                state = successor
            }
        }
        return hash.hex
    }

    private static func add(_ observation: Observation, to hash: inout FNV1a) {
        hash.add(describing: [
            "\(observation.running)", "\(observation.client)", "\(observation.secure)", "\(observation.fastCache)",
            "\(observation.asyncStorage)", "\(observation.server)", "\(observation.calls)", "\(observation.pending)",
            "\(observation.device)", "\(String(describing: observation.performed))",
            "\(String(describing: observation.answered))",
        ])
    }
}
