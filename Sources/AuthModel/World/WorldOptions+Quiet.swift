extension WorldOptions {
    /// A small world for a test or a variant: one account, one request, one login, no mistakes,
    /// and nothing going wrong unless `change` asks for it. Unlike `WorldOptions()` and a spec's
    /// world, it keeps the sign-in screen's doors open (`signedOutRequests`, `signedOutLogouts`). Small worlds give short traces whose
    /// length a test can state.
    public static func quiet(_ change: (inout WorldOptions) -> Void = { _ in }) -> WorldOptions {
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
        options.deleteFailures = 0
        options.lostAnswers = 0
        options.reinstalls = 0
        options.suspensions = 0
        options.biometricAdditions = 0
        options.clockTicks = 0
        options.outages = 0
        options.backgrounds = 0
        options.inactivity = 0
        options.serverEvents = 0
        options.deviceChanges = 0
        options.disturbances = 0
        options.promptFailures = false
        options.loginMistakes = false
        options.secondAccount = false
        // The sign-in screen's doors stay open in test worlds, as before they became options:
        // tests state their traces' lengths in these worlds.
        options.signedOutRequests = true
        options.signedOutLogouts = true
        change(&options)
        return options
    }
}
