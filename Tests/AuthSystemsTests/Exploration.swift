import AuthModel
@testable import AuthSystems
import ModelChecking

/// Runs the checker on a design's world for some clauses, as `authcheck check` would.
enum Exploration {
    static func verdicts<Design: AuthDesign>(
        _ design: Design, _ ids: [String], _ options: WorldOptions
    ) throws -> [String: Verdict<AuthWorld<Design>>] {
        let world = AuthWorld(design: design, options: options)
        let cache = ObservationCache(world: world)
        let properties = ids.compactMap { ClauseCatalogue.clause(id: $0)?.property(in: world, cache: cache) }
        precondition(properties.count == ids.count, "unknown or unjudgeable clause among \(ids)")
        let result = try Checker(model: world, properties: properties).run()
        var verdicts: [String: Verdict<AuthWorld<Design>>] = [:]
        for judgement in result.judgements { verdicts[judgement.property.id] = judgement.verdict }
        return verdicts
    }

    /// A small world: one account, no mistakes, nothing going wrong unless asked.
    static func quiet(_ change: (inout WorldOptions) -> Void = { _ in }) -> WorldOptions {
        var options = WorldOptions()
        options.requests = 1
        options.crashes = 0
        options.logins = 1
        options.logouts = 0
        options.settingsChanges = 0
        options.pairs = 2
        options.faults = 0
        options.writeFailures = 0
        options.keychainLocks = 0
        options.outages = 0
        options.backgrounds = 0
        options.inactivity = 0
        options.serverEvents = 0
        options.deviceChanges = 0
        options.disturbances = 0
        options.promptFailures = false
        options.loginMistakes = false
        options.secondAccount = false
        change(&options)
        return options
    }
}
