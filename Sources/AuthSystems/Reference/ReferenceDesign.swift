import AuthModel

/// Our own design, written to meet every clause of the catalogue; the checker proves it does.
///
/// - Bootstrap: load preferences, then secure storage; no refresh token → guest; a refresh token
///   is checked against the fast cache first, and one without its cached user or tenant is a torn
///   session (a reinstall wiped the app's files but not the keychain, or a delete failed before a
///   kill): it is deleted and the app is guest (S3, E3); else refresh
///   (retried on network or server errors, staying `loading`), persist the rotated token, call
///   `/auth/me` (on a network or server error, the bootstrap starts again from the refresh: the
///   access token may have expired meanwhile, C6.4 and C10.1), then authed, behind the soft lock when it is on. A keychain
///   still locked after reboot is retried, never read as "no session".
/// - Reading chosen where the contract and A1 meet: a refresh answered 403 (account suspended)
///   or 404 (account gone) ends the session like a 401; "unknown" failures that keep the tokens
///   (C3.5, C6.3) are 429 and 500.
/// - Write order: the refresh token is written after the cached user, tenant and permissions, and
///   deleted before them, so no crash alone leaves a stored token without its user; a reinstall
///   or a failed delete can, and the bootstrap wipes it. One exception: a login over the token of
///   a session that ended with its tokens kept (I8) writes its new token first, replacing the kept
///   one, so no crash leaves the older session's token beside the new login's data, and a failed
///   cache write never empties the cache beside a token this login did not store (S3 would drop
///   it at the next launch, which C1.2 forbids). A kill between the writes resumes the new
///   session: the older session's cache is never read (memory takes the user from `/auth/me`,
///   whose answer queues the cache's rewrite), and a biometric login saved for another account
///   than `/auth/me`'s is dropped there, as at a login's answer (E2). A failed login over a kept
///   token ends that session too: its token was replaced, then the replacement rolled back.
///   Once the new token is stored, the replaced one is revoked at the server (a best-effort
///   `/auth/logout` with it, since 0.9.11): the device no longer holds it, so nothing would ever
///   use or end it there.
/// - Login: form validation sends nothing when the form is invalid; error texts as S7; on
///   success user, tenant and permissions go to the fast cache and the refresh token to secure
///   storage, each its own write, in the order above; any failed cache write rolls back this
///   login's token where it was written first and every cache key a login writes (an earlier
///   login killed half-way may have left one, or the ended session whose token this one
///   replaced) and shows "Failed to save login data. Please try again.", and revokes the pair the
///   login was granted (best effort), which no store holds any more; a failed write of the
///   token that is to replace a kept one is tried again, the ended session's token and cache as
///   they were meanwhile, three times in all: then the login gives up with the same error,
///   leaves the ended session as it was (its token kept for a retry, K1) and revokes the pair it
///   was granted (since 0.9.11; S4 lets the older session's cache stay beside its token). One sign-in at a time: the form does nothing while a biometric prompt
///   is under way or deletes (a rollback's, a logout's) are still to complete, and the biometric
///   button waits for those deletes too (since version 6).
/// - The interceptor: a 401 `access_token_expired` starts the single-flight refresh or waits
///   for the one in flight; a request whose token a refresh already replaced is retried with
///   the new one; a retried request that gets 401 again is rejected; any other 401, 403 or 404
///   ends the session; other errors pass through. The refresh's new token is persisted before
///   the waiting requests are retried with it; a failed refresh settles them all; three
///   transient refresh failures in a row expire the session (sign-in screen, no more refreshes)
///   but keep the tokens for a retry, the reading conflict K1 chose (`ClauseCatalogue.conflicts`).
/// - Logout: local cleanup first (memory at once, then deletes of the stored refresh token and
///   the cached data), then a best-effort revocation call; the biometric preference and
///   credential stay (B5). Logout with no session changes nothing.
/// - Biometrics: the opt-in is offered after login when available and not enabled; enabling
///   (opt-in or settings) needs a successful prompt; biometric login signs in anew with the
///   saved credential, and a refused credential is cleared, as is the credential of another
///   account when a password login is answered (E2: it would sign in as that account; the
///   preference is the device's and stays, B5). The app asks the OS whether the
///   enrolled set changed since the last sign-in: a biometric login passed by a biometric added
///   since then is refused until the password is used (B9).
/// - Soft lock: on return after the 90 s grace, after 300 s of inactivity, and at restart when
///   enabled; the grace is measured by the time the app left, compared on its return, not by a
///   timer, so an OS that suspends the app in the background (timers held) changes nothing; unlocked only by a successful biometric prompt or the PIN; never touches the
///   session.
public struct ReferenceDesign: AuthDesign {
    public init() {}

    public var name: String { "reference" }

    public var features: [Feature] { Feature.allCases }

    public var initialClient: ReferenceClient { ReferenceClient() }

    public func reduce(into client: inout ReferenceClient, _ event: ClientEvent) -> [Effect] {
        var effects = Effects()
        switch event {
        case .launched(let biometrics):
            client.biometricsAvailable = biometrics
            effects.storage(.load(.asyncStorage), &client)
            effects.storage(.load(.secure), &client)
        case .loaded(let store, let contents):
            client.outstanding -= 1
            _ = client.completeStorage()
            loaded(store, contents, &client, &effects)
        case .loadFailed(let store):
            client.outstanding -= 1
            _ = client.completeStorage()
            client.errorShown = true
            effects.storage(.load(store), &client)
        case .wrote(let store, let key):
            client.outstanding -= 1
            _ = client.completeStorage()
            if !client.finishRedelete(key) { wrote(store, key, &client, &effects) }
        case .writeFailed(let store, let key):
            client.outstanding -= 1
            _ = client.finishRedelete(key)
            if client.completeStorage() {
                deleteFailed(store, key, &client, &effects)
            } else {
                writeFailed(store, key, &client, &effects)
            }
        case .response(let call, let response):
            respond(to: call, response, &client, &effects)
        case .user(let action):
            user(action, &client, &effects)
        case .promptAnswered(let outcome):
            promptAnswered(outcome, &client, &effects)
        case .promptPassedWithNewBiometric:
            promptPassedWithNewBiometric(&client, &effects)
        case .backgrounded:
            break
        case .foregrounded(let afterGrace, _):
            if afterGrace { lockIfEnabled(&client, &effects) }
        case .inactivityElapsed:
            lockIfEnabled(&client, &effects)
        case .biometricsChanged(let available):
            client.biometricsAvailable = available
        case .clockAdvanced:
            break  // the server's access_token_expired is the one expiry check (C3.1)
        }
        if client.logout == .cleaning, client.outstanding == 0 { client.logout = .done }
        return effects.list
    }
}
