import AuthModel

/// The effects one reduction of the layered app asks for; each storage effect records the
/// operation that will hear back about it, where its completion will come: the MMKV calls that
/// lead the reduction's effects (before its first SecureStore call or prompt, sends being
/// synchronous too) come back before every awaited call, after those of an MMKV run under way.
///
/// That mirrors the world's queue only while no prompt is followed by an MMKV call in one
/// reduction: the world's synchronous run would then start after the prompt, which the app is
/// not told of. No flow of 000 does so; `storage` checks it in debug builds.
struct LayeredEffects {
    private(set) var list: [Effect] = []
    /// No awaited effect has been asked for yet in this reduction.
    private var leading = true
    private var promptAsked = false

    mutating func storage(_ effect: Effect, for job: LayeredJob, _ client: inout LayeredClient) {
        list.append(effect)
        let synchronous = LayeredBiometricDesign().isSynchronous(effect)
        assert(!(promptAsked && synchronous), "an MMKV call after a prompt in one reduction: the completions' order is unknown")
        leading = leading && synchronous
        // A full queue of jobs means the world's queue overflows too, and drops this step.
        guard !client.jobs.isFull else { return }
        let owed = LayeredOwedCompletion(job: job, synchronous: synchronous)
        guard leading else { return client.jobs.append(owed) }
        var place = 0
        while place < client.jobs.count, client.jobs[place].synchronous { place += 1 }
        client.jobs.insert(owed, at: place)
    }

    mutating func send(_ call: Call) {
        list.append(.send(call))
    }

    mutating func prompt() {
        list.append(.promptBiometrics)
        leading = false
        promptAsked = true
    }

    /// SecureStore `clearTokens()`: the token only.
    mutating func clearTokens(for job: LayeredJob, _ client: inout LayeredClient) {
        storage(.delete(.secure, .accessToken), for: job, &client)
    }

    /// SecureStore `clearAllAuthData()`: the token and the email, not `biometric_enabled`.
    mutating func clearAllAuthData(for job: LayeredJob, _ client: inout LayeredClient) {
        storage(.delete(.secure, .accessToken), for: job, &client)
        storage(.delete(.secure, .userEmail), for: job, &client)
    }

    /// MMKV `clearAuthData()`: deletes user, tenant, permissions, then sets `is_logged_in` to
    /// false. Only that last write can throw, so the operation hears its end from it.
    mutating func clearAuthData(for job: LayeredJob, _ client: inout LayeredClient) {
        for key in [StorageKey.user, .tenant, .permissions] { storage(.delete(.fastCache, key), for: job, &client) }
        storage(.write(.fastCache, .isLoggedIn, .flag(false)), for: job, &client)
    }
}
