import ModelChecking
import Testing

/// `verdict(of:)` on both kinds of result: the first judgement of an ID, nil for an ID no
/// property has, whatever the number of properties before it.
@Suite struct VerdictLookupTests {
    /// Two properties share "dup": the first breaks at 6, the second always holds; "last" sits
    /// after both.
    static let properties: [Property<Steps>] = [
        .always("dup", "breaks at 6") { $0.value != 6 },
        .always("dup", "holds") { _ in true },
        .valueIsNot(100),
        .always("last", "breaks at 3") { $0.value != 3 },
    ]

    @Test func anExhaustiveRunsVerdictIsTheFirstOfItsID() throws {
        let result = try Checker(model: Steps(limit: 10), properties: Self.properties).run()
        #expect(result.judgements.map(\.verdict.name) == ["violated", "holds", "holds", "violated"])
        #expect(result.verdict(of: "dup")?.name == "violated")
        #expect(result.verdict(of: "dup")?.trace?.states.last?.value == 6)
        #expect(result.verdict(of: "last")?.trace?.states.last?.value == 3)
        #expect(result.verdict(of: "not100")?.name == "holds")
        #expect(result.verdict(of: "nothing") == nil)
    }

    @Test func aSimulationsVerdictIsTheFirstOfItsID() {
        let result = Simulator(model: Steps(limit: 10), properties: Self.properties, seed: 3, walks: 50, maxDepth: 20).run()
        #expect(result.judgements.map(\.property.title) == ["breaks at 6", "holds", "the counter never shows 100", "breaks at 3"])
        #expect(result.verdict(of: "dup")?.name == result.judgements[0].verdict.name)
        #expect(result.verdict(of: "dup")?.name == "violated")
        #expect(result.verdict(of: "last")?.name == result.judgements[3].verdict.name)
        #expect(result.verdict(of: "nothing") == nil)
    }
}
