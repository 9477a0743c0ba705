@testable import AuthCheckKit
import AuthModel
import Testing

/// The counts that are off by default (`deleteFailures`, `lostAnswers`): a world writes them only
/// when set, so the worlds of traces written before they existed read and record as before, and
/// a spec reads them with the same bounds as every count.
@Suite struct OffByDefaultCountsTests {
    static func keys(_ options: WorldOptions) -> [String] {
        SpecLoader.json(of: options).object!.map(\.0)
    }

    @Test func aWorldWithoutThemDoesNotNameThem() {
        let keys = Self.keys(WorldOptions())
        #expect(!keys.contains("deleteFailures") && !keys.contains("lostAnswers"))
        #expect(keys.contains("keychainLocks"))
    }

    @Test func aWorldWithThemNamesThem() {
        let keys = Self.keys(.quiet { $0.deleteFailures = 1; $0.lostAnswers = 2 })
        #expect(keys.contains("deleteFailures") && keys.contains("lostAnswers"))
    }

    @Test func aSpecReadsThemWithinTheirBounds() throws {
        let reader = SpecReader(path: "spec.json", registry: .bundled)
        let read = try reader.readWorld(JSONParser.parse(#"{"lostAnswers": 2, "deleteFailures": 1}"#), at: "world")
        #expect(read.lostAnswers == 2 && read.deleteFailures == 1)
        #expect(WorldOptions().lostAnswers == 0 && WorldOptions().deleteFailures == 0)
        #expect {
            try reader.readWorld(JSONParser.parse(#"{"deleteFailures": 5}"#), at: "world")
        } throws: { error in
            "\(error)" == "spec.json: world.deleteFailures: 5 is out of range: the world holds 0 to 4"
        }
    }
}
