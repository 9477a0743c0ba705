import AuthModel

/// The effects one reduction of the layered app asks for; each storage effect records the
/// operation that will hear back about it.
struct LayeredEffects {
    private(set) var list: [Effect] = []

    mutating func storage(_ effect: Effect, for job: LayeredJob, _ client: inout LayeredClient) {
        list.append(effect)
        // A full queue of jobs means the world's queue overflows too, and drops this step.
        if !client.jobs.isFull { client.jobs.append(job) }
    }

    mutating func send(_ call: Call) {
        list.append(.send(call))
    }

    mutating func prompt() {
        list.append(.promptBiometrics)
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
