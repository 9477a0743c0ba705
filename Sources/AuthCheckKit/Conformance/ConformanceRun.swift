import AuthModel
import AuthSystems

/// One trace run twice, on the model and on the implementation behind a driver, in lockstep:
/// after every event the two observations are compared in the trace format's own encoding, and
/// the first difference is where the code leaves its model.
enum ConformanceRun {
    enum Outcome {
        case conforms(steps: Int)
        case diverges(Divergence)
        case driverFailed(DriverFailure, trace: ConformanceTrace, step: Int)
    }

    static func run(_ trace: ConformanceTrace, system: AuthSystem, driver: ConformanceDriver) -> Outcome {
        let model = system.replay(trace.events, options: trace.options, clause: nil)
        let session = DriverSession(driver: driver)
        defer { driver.finish() }
        let world = AuthWorld(design: DrivenDesign(name: system.name, features: system.features, session: session),
                              options: trace.options)
        var state = world.initialStates[0]
        for (index, step) in model.steps.enumerated() {
            let next = world.next(after: state, on: step.event)
            if let failure = session.failure { return .driverFailed(failure, trace: trace, step: index + 1) }
            let expected = ObservationRecord.json(step.observation)
            let actual = next.map { ObservationRecord.json(world.observe($0, after: step.event, from: state)) }
            let differences = actual.map { ObservationDiff.differences(expected, $0) }
                ?? [("event", "enabled", "not enabled: the implementation left nothing for it")]
            if !differences.isEmpty {
                return .diverges(Divergence(
                    trace: trace, step: index + 1, event: step.event, differences: differences, initial: model.initial,
                    modelSteps: Array(model.steps[...index])))
            }
            state = next!
        }
        return .conforms(steps: model.steps.count)
    }
}
