@testable import AuthCheckKit
import AuthModel
import Testing

/// The counts that are off by default (`deleteFailures`, `lostAnswers`, `reinstalls`): a world writes them only
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
        #expect {
            try reader.readWorld(JSONParser.parse(#"{"reinstalls": -1}"#), at: "world")
        } throws: { error in
            "\(error)" == "spec.json: world.reinstalls: -1 is out of range: the world holds 0 to 4"
        }
        #expect {
            try reader.readWorld(JSONParser.parse(#"{"deleteFailures": 5}"#), at: "world")
        } throws: { error in
            "\(error)" == "spec.json: world.deleteFailures: 5 is out of range: the world holds 0 to 4"
        }
    }
}
