@testable import AuthCheckKit
import Testing

/// How a divergence shows a field: the items a list gains or loses, and a list whose items are
/// the same in another order, which would otherwise print as nothing.
@Suite struct ConformanceDiffTests {
    @Test func aListShowsTheItemsOneSideLacks() {
        let lines = ConformanceReport.diff([("pending", #"["load fastCache","load secure"]"#, #"["load fastCache"]"#)])
        #expect(lines == ["  pending effects  (− the model, + the implementation)", "    − load secure"])
    }

    @Test func theSameItemsInAnotherOrderShowBothOrders() {
        let lines = ConformanceReport.diff([("pending", #"["load fastCache","load secure"]"#, #"["load secure","load fastCache"]"#)])
        #expect(lines == [
            "  pending effects  (− the model, + the implementation)",
            "    the same items in another order",
            "    − 1. load fastCache",
            "    − 2. load secure",
            "    + 1. load secure",
            "    + 2. load fastCache",
        ])
    }

    @Test func aFieldOneSideLeavesOutIsShownAsWhatItMeans() {
        let model: JSONValue = .object([("memory", .object([("refreshing", .bool(true)), ("user", .string("alice"))]))])
        let implementation: JSONValue = .object([("memory", .object([]))])
        let differences = ObservationDiff.differences(model, implementation)
        #expect(differences.map(\.implementation) == ["false", "none"])
        #expect(ConformanceReport.diff(differences) == [
            "  memory  (− the model, + the implementation)",
            "    − refreshing: true", "    + refreshing: false",
            "    − user: \"alice\"", "    + user: none",
        ])
    }
}
