/// What the world's fidelity events expose, E1 to E3 and the witnesses W-E-… (E for events; F- is
/// the features' honesty family): situations no document describes because they fall between
/// the documents' steps (a delete that fails, an answer lost after the server acted, a reinstall
/// that keeps the keychain, timers the OS holds while the app is suspended, a token nearing its
/// expiry on the device's clock), and which the world produces only when a spec switches them on. E2
/// needs none of them: a failed write is enough to leave one account's data under the next.
///
/// A lost answer needs no clause of its own: what it exposes (a session the server ended while
/// the app was told only of a network error) is judged by the contract's clauses on network errors
/// and on coming back without a login (C4.1, C5.2, C10.2), which it makes reachable.
extension ClauseCatalogue {
    public static let fidelity: [Clause] = [
        Clause.step(
            "E1", "A delete that fails is tried again, not taken for done", source: Source.beyondContract,
            requires: [],
            note: """
                Judged on the step a delete fails (deleteFailures) in the running app: the same delete is \
                queued again in that step. A design that takes the failure for done leaves the value behind \
                the operation that meant it gone: a token or an account's data behind a logout. Beyond the \
                contract, which asks that local storage failures at logout be silently ignored (best-effort \
                cleanup, 003 §5): a retry is silent too, so E1 does not conflict with it, but a design that \
                meets 003 to the letter can break E1, and every route to it needs a storage fault. A write of \
                the same key waiting in the queue does not stand in for the retry: it may fail, or never run \
                if the app is killed, and a design may queue one that puts the old value back.
                """,
            on: .deleteFails
        ) { t in
            guard t.event == .deleteFails, t.after.running, let failed = t.after.performed?.effect else { return true }
            return t.anyQueued { $0.effect == failed }
        },
        Clause.always(
            "E2", "Nothing one account leaves in a store reaches the next account's session",
            source: Source.beyondContract, requires: [.tokens],
            note: """
                While the app is signed in and no operation is mid-way (a login's own writes replace the last \
                account's data as they land), every store's user, tenant, permissions and biometric account \
                (`user_email`), where present, are those of the account the server issued the access token's \
                pair to. What one account leaves on the device (a delete that failed, a cache logout skipped, \
                a biometric login kept for after logout) must not be read as the next one's: a biometric \
                login kept for alice while bob is signed in signs in as alice whoever passes the prompt next, \
                and hides bob's own opt-in. Judged in every store, under the keys the contract names for user \
                data and the key for the biometric account, whatever the design calls its cache. \
                `biometric_enabled` is a device preference (000 keeps it across sessions) and is not judged.
                """
        ) { obs in
            guard obs.running, obs.isQuiescent, obs.client.status == .authed, let token = obs.client.accessToken,
                  let account = obs.server.pair(token.pair)?.account else { return true }
            return StoreName.allCases.allSatisfy { store in
                [StorageKey.user, .tenant, .permissions, .userEmail].allSatisfy { key in
                    if case .account(let other)? = obs[store][key] { other == account } else { true }
                }
            }
        },
        Clause.always(
            "E3", "After a reinstall, no session resumes before the user signs in", source: Source.beyondContract,
            requires: [],
            note: """
                iOS keeps an app's keychain items when the app is deleted, and a new install finds them. A \
                session the last install left there resumes on the new install's first launch, signing in \
                whoever picks up the phone next, with nobody having typed a password since the app was \
                deleted. Judged in every state: the app is not authed while the world records a reinstall \
                with no sign-in since: a login answered, or a biometric prompt passed (the device's owner \
                proved who they are, so a biometric login that resumes the stored session counts). A team whose design means \
                sessions to outlive a reinstall leaves E3 out of its spec. Conflicts with C1.2 (the token \
                leaves only on logout, a 401 or account deletion), which yields at launch: see C1.2.
                """
        ) { obs in
            !(obs.running && obs.device.reinstalled && obs.client.status == .authed)
        },
        Clause.witness(
            "W-E-reinstall", "The app is reinstalled over a keychain that holds something", source: Source.beyondContract,
            requires: [],
            note: "Unwitnessed unless the spec's world has reinstalls."
        ) { obs in
            obs.budget.wasReinstalled && !obs.secure.isEmpty
        },
        Clause.witness(
            "W-E-delete", "A delete from a store fails", source: Source.beyondContract, requires: [],
            note: "Unwitnessed unless the spec's world has deleteFailures and the design deletes from a store that can fail."
        ) { obs in
            obs.budget.aDeleteFailed
        },
        Clause.witness(
            "W-E-suspend", "The grace period passes while the OS holds the timers of an app signed in with soft lock on", source: Source.beyondContract,
            requires: [.softLock],
            note: """
                Unwitnessed unless the spec's world has suspensions. For designs that measure the grace in the \
                background: a timer set when the app leaves the screen has not fired when it returns (SL2 judges \
                the return).
                """
        ) { obs in
            obs.running && !obs.device.foreground && obs.device.graceElapsed && obs.device.timersHeld
                && obs.client.status == .authed && obs.client.softLockEnabled
        },
        Clause.witness(
            "W-E-clock", "The app runs holding an access token its clock shows within five minutes of expiry",
            source: Source.beyondContract, requires: [.tokens],
            note: """
                Unwitnessed unless the spec's world has clockTicks. The situation a proactive refresh exists \
                for (002's "expires soon (< 5 minutes)", 004's "expires within 5 minutes"): the server still \
                accepts the token, and an app that reads its clock can tell. What the app then does is judged \
                by the contract's clauses (a refresh not started by a 401, C3.1; two at once, C3.2).
                """
        ) { obs in
            guard obs.running, let token = obs.client.accessToken, let pair = obs.server.pair(token.pair) else { return false }
            return pair.accessExpiresSoon && pair.access == .valid
        },
        Clause.witness(
            "W-E-lost", "The server acts on a call whose answer never reaches the app", source: Source.beyondContract,
            requires: [],
            note: "Unwitnessed unless the spec's world has lostAnswers."
        ) { obs in
            obs.budget.anAnswerWasLost
        },
    ]
}

extension Source {
    /// For what the world's fidelity events expose and no document states.
    static let beyondContract = "robustness beyond the contract (no document)"
}
