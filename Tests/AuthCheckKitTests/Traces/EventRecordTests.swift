@testable import AuthCheckKit
import AuthModel
import Testing

/// Every event a trace can hold is written by name and read back as itself, and every name
/// `list events` gives is one a trace can use.
@Suite struct EventRecordTests {
    /// Every event, every argument value included.
    static var everyEvent: [Event] {
        var events: [Event] = [
            .launch, .crash, .reinstall, .background, .foreground, .graceElapsed, .timersSuspended, .inactivityElapsed,
            .accessTokenExpires, .accessTokenExpiresSoon, .refreshTokenExpires, .biometricAdded, .perform, .writeFails, .keychainLocked, .deleteFails, .connectivityLost,
            .connectivityRestored, .serverRevokes,
        ]
        for flag in [false, true] {
            events += [.biometricHardware(flag), .enrolment(flag)]
            events += [.user(.answerOptIn(flag)), .user(.unlock(biometric: flag)), .user(.setBiometrics(flag)),
                       .user(.setSoftLock(flag))]
        }
        events += [.user(.logout), .user(.request), .user(.biometricLogin)]
        for account in Account.allCases {
            for validForm in [false, true] {
                for rightPassword in [false, true] {
                    events.append(.user(.submitLogin(account, validForm: validForm, rightPassword: rightPassword)))
                }
            }
        }
        events += PromptOutcome.allCases.map { .prompt($0) }
        for slot in [UInt8(0), 7, 15] {
            events.append(.answer(slot: slot))
            events.append(.answerLost(slot: slot))
            events += Fault.allCases.map { .fault(slot: slot, $0) }
        }
        return events
    }

    private struct Reader: InputFieldReading {
        let path = "trace.json"
        let registry = Registry.bundled
    }

    @Test(arguments: everyEvent)
    func readsBackAsItself(_ event: Event) throws {
        let written = EventRecord.json(event)
        #expect(try EventRecord.event(written, at: "event", reader: Reader()) == event)
    }

    @Test func everyNameListedIsReadable() {
        let names = Set(Self.everyEvent.map(EventRecord.name(of:)))
        #expect(names == Set(EventRecord.names))
        #expect(names.count == EventCatalogue.all.count)
    }

    /// A step clause's `on:` filter is only as good as `Event.kind`: each event has one bit of its
    /// own, shared only by events of the same case (every user action is `.user`).
    @Test func everyEventHasAKindOfItsOwn() {
        var kindOfCase: [String: UInt32] = [:]
        for event in Self.everyEvent {
            let kind = event.kind.rawValue
            #expect(kind.nonzeroBitCount == 1, "\(event)")
            #expect(EventKinds.all.contains(event.kind), "\(event)")
            let caseName = if case .user = event { "user" } else { EventRecord.name(of: event) }
            if let other = kindOfCase[caseName] { #expect(other == kind, "\(event)") }
            kindOfCase[caseName] = kind
        }
        let kinds = kindOfCase.values.sorted()
        #expect(Set(kinds).count == kinds.count, "two cases share a kind")
        #expect(kinds.reduce(0, |) == EventKinds.all.rawValue, "a kind no event has")
    }
}
