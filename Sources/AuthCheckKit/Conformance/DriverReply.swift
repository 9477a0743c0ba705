import AuthModel

/// What an implementation answers to one event: the effects it asked its fakes for, in the
/// order it asked, and what it shows and holds now.
public struct DriverReply: Sendable, Equatable {
    public var effects: [Effect]
    public var view: ClientView

    public init(effects: [Effect], view: ClientView) {
        self.effects = effects
        self.view = view
    }
}
