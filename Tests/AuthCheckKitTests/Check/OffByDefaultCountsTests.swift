@testable import AuthCheckKit
import AuthModel
import AuthSystems
import Testing

/// The counts that are off by default (`deleteFailures`, `lostAnswers`, `reinstalls`, `suspensions`,
/// `biometricAdditions`, `clockTicks`) and the switches that are (`signedOutRequests`, `signedOutLogouts`): a world writes them only
/// when set, so the worlds of traces written before they existed read and record as before, and
/// a spec reads them with the same bounds as every count.
@Suite struct OffByDefaultCountsTests {
    static func keys(_ options: WorldOptions) -> [String] {
        SpecLoader.json(of: options).object!.map(\.0)
    }

    @Test func aWorldWithoutThemDoesNotNameThem() {
        let keys = Self.keys(WorldOptions())
        #expect(!keys.contains("deleteFailures") && !keys.contains("lostAnswers") && !keys.contains("reinstalls"))
        #expect(keys.contains("keychainLocks"))
    }

    @Test func aWorldWithThemNamesThem() {
        let keys = Self.keys(.quiet { $0.deleteFailures = 1; $0.lostAnswers = 2; $0.reinstalls = 1 })
        #expect(keys.contains("deleteFailures") && keys.contains("lostAnswers") && keys.contains("reinstalls"))
    }

    @Test func aSpecReadsThemWithinTheirBounds() throws {
        let reader = SpecReader(path: "spec.json", registry: .bundled)
        let read = try reader.readWorld(
            JSONParser.parse(#"{"lostAnswers": 2, "deleteFailures": 1, "reinstalls": 3}"#), at: "world")
        #expect(read.lostAnswers == 2 && read.deleteFailures == 1 && read.reinstalls == 3)
        #expect(WorldOptions().lostAnswers == 0 && WorldOptions().deleteFailures == 0 && WorldOptions().reinstalls == 0)
    }

    /// A value a world cannot hold, or of the wrong type, is refused with the place it is at.
    @Test(arguments: [
        (#"{"reinstalls": -1}"#, "world.reinstalls: -1 is out of range: the world holds 0 to 4"),
        (#"{"deleteFailures": 5}"#, "world.deleteFailures: 5 is out of range: the world holds 0 to 4"),
        (#"{"suspensions": 5}"#, "world.suspensions: 5 is out of range: the world holds 0 to 4"),
        (#"{"biometricAdditions": 9}"#, "world.biometricAdditions: 9 is out of range: the world holds 0 to 4"),
        (#"{"clockTicks": 5}"#, "world.clockTicks: 5 is out of range: the world holds 0 to 4"),
        (#"{"clockTicks": true}"#, "world.clockTicks: expected a whole number, found a boolean (true)"),
        (#"{"signedOutLogouts": 1}"#, "world.signedOutLogouts: expected true or false, found a number (1)"),
    ])
    func aSpecRefusesWhatAWorldCannotHold(_ json: String, _ message: String) throws {
        let reader = SpecReader(path: "spec.json", registry: .bundled)
        #expect {
            try reader.readWorld(JSONParser.parse(json), at: "world")
        } throws: { error in
            "\(error)" == "spec.json: " + message
        }
    }

    static let newKeys = ["suspensions", "biometricAdditions", "signedOutRequests", "signedOutLogouts"]

    @Test func theEventsAndDoorsOf060AreNamedOnlyWhenOn() {
        let plain = Self.keys(WorldOptions())
        #expect(Self.newKeys.allSatisfy { !plain.contains($0) })
        let on = Self.keys(WorldOptions.quiet { $0.suspensions = 1; $0.biometricAdditions = 2 })
        #expect(Self.newKeys.allSatisfy { on.contains($0) }, "quiet keeps the doors open")
        #expect(!WorldOptions().signedOutRequests && !WorldOptions().signedOutLogouts)
    }

    @Test func aSpecReadsTheEventsAndDoorsOf060() throws {
        let reader = SpecReader(path: "spec.json", registry: .bundled)
        let read = try reader.readWorld(JSONParser.parse(
            #"{"suspensions": 1, "biometricAdditions": 2, "signedOutRequests": true, "signedOutLogouts": false}"#), at: "world")
        #expect(read.suspensions == 1 && read.biometricAdditions == 2 && read.signedOutRequests && !read.signedOutLogouts)
        let absent = try reader.readWorld(JSONParser.parse(#"{}"#), at: "world")
        #expect(!absent.signedOutRequests && !absent.signedOutLogouts && absent.suspensions == 0)
    }

    /// The device's clock (0.8.0): named only when on, read within its bounds.
    @Test func theClockIsNamedOnlyWhenOnAndReadWithinItsBounds() throws {
        #expect(!Self.keys(WorldOptions()).contains("clockTicks"))
        #expect(Self.keys(.quiet { $0.clockTicks = 2 }).contains("clockTicks"))
        let reader = SpecReader(path: "spec.json", registry: .bundled)
        #expect(try reader.readWorld(JSONParser.parse(#"{"clockTicks": 3}"#), at: "world").clockTicks == 3)
        #expect(try reader.readWorld(JSONParser.parse(#"{}"#), at: "world").clockTicks == 0)
    }

    /// The sign-in screen offers a request and a logout only where a world opens its doors.
    @Test func theSignInScreensDoorsAreClosedUnlessOpened() {
        func offered(_ options: WorldOptions) -> [Event] {
            let world = AuthWorld(design: ReferenceDesign(), options: options)
            var state = world.initialStates[0]
            for event in [Event.launch, .perform, .perform] { state = world.next(after: state, on: event)! }
            var actions: [Event] = []
            world.actions(in: state, into: &actions)
            return actions
        }
        var closed = WorldOptions.quiet { $0.logouts = 1 }
        closed.signedOutRequests = false
        closed.signedOutLogouts = false
        #expect(!offered(closed).contains(.user(.request)) && !offered(closed).contains(.user(.logout)))
        let open = WorldOptions.quiet { $0.logouts = 1 }
        #expect(offered(open).contains(.user(.request)) && offered(open).contains(.user(.logout)))
    }
}
