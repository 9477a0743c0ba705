@testable import AuthModel
import Testing

/// `EventKinds.description`, which `explain` and the clause reference show a clause's `on:` with.
@Suite struct EventKindsTests {
    @Test func everyKindHasOneNameOfItsOwnInTheOrderOfItsBit() {
        let names = EventKinds.names
        #expect(names.count == EventKinds.all.rawValue.nonzeroBitCount)
        for (index, entry) in names.enumerated() {
            #expect(entry.kinds.rawValue == 1 << UInt32(index), "\(entry.name)")
            #expect(entry.kinds.description == "[.\(entry.name)]")
        }
        #expect(Set(names.map(\.name)).count == names.count)
    }

    /// Each name is the name of the case of `Event` whose kind it is: one event of every case,
    /// written the way a clause's `on:` names its kind.
    @Test func eachNameIsItsEventsCase() {
        let events: [(Event, String)] = [
            (.launch, "launch"), (.crash, "crash"), (.reinstall, "reinstall"), (.background, "background"),
            (.foreground, "foreground"), (.graceElapsed, "graceElapsed"), (.timersSuspended, "timersSuspended"),
            (.inactivityElapsed, "inactivityElapsed"), (.accessTokenExpires, "accessTokenExpires"),
            (.accessTokenExpiresSoon, "accessTokenExpiresSoon"), (.refreshTokenExpires, "refreshTokenExpires"),
            (.user(.logout), "user"), (.biometricHardware(true), "biometricHardware"), (.enrolment(false), "enrolment"),
            (.biometricAdded, "biometricAdded"), (.prompt(.success), "prompt"), (.perform, "perform"),
            (.writeFails, "writeFails"), (.keychainLocked, "keychainLocked"), (.deleteFails, "deleteFails"),
            (.answer(slot: 0), "answer"), (.fault(slot: 1, .serverError), "fault"), (.answerLost(slot: 2), "answerLost"),
            (.connectivityLost, "connectivityLost"), (.connectivityRestored, "connectivityRestored"),
            (.serverRevokes, "serverRevokes"),
        ]
        #expect(events.count == EventKinds.names.count)
        for (event, name) in events {
            #expect(event.kind.description == "[.\(name)]", "\(event)")
        }
    }

    @Test func aSetNamesItsKindsInTheOrderOfTheirBits() {
        #expect(EventKinds([.perform, .prompt, .user]).description == "[.user, .prompt, .perform]")
        #expect(EventKinds.deleteFails.description == "[.deleteFails]")
        #expect(EventKinds().description == "[]")
        #expect(EventKinds.all.description.hasPrefix("[.launch, .crash, ") && EventKinds.all.description.hasSuffix(", .accessTokenExpiresSoon]"))
    }
}
