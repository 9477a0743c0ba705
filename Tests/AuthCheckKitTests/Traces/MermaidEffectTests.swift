@testable import AuthCheckKit
import AuthModel
import Testing

/// The sequence diagram reads a performed effect from its description: every kind of effect, in
/// every store, must become a message to the store, the network or the device, never the app
/// talking to itself (which is what a change of wording would silently give).
@Suite struct MermaidEffectTests {
    static var everyEffect: [Effect] {
        var effects: [Effect] = [.promptBiometrics]
        for store in StoreName.allCases {
            effects += [.load(store), .write(store, .user, .account(.alice)), .delete(store, .refreshToken)]
        }
        effects += [.send(Call(.refresh, token: .refresh(1))), .send(Call(.login(.alice, validCredentials: true), token: nil))]
        return effects
    }

    @Test(arguments: everyEffect)
    func everyEffectIsAMessageToAnotherParticipant(_ effect: Effect) {
        for fails in [false, true] {
            let lines = MermaidTraceRenderer.effectLines("\(effect)", fails: fails, after: .object([]))
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy { $0.0 != $0.2 }, "\(effect) becomes a self-message")
        }
    }
}
