/// Soft lock (`001_5b619ac547c086fc.txt`), SL1–SL8, with its witnesses.
extension ClauseCatalogue {
    public static let softLock: [Clause] = [
        Clause.step(
            "SL1", "Locking or unlocking never changes the session", source: Source.softLock, requires: [.softLock],
            note: """
                Judged on steps where the lock changes for a lock's reason (the app's lifecycle, an unlock, \
                turning soft lock on or off, a prompt): memory's tokens, user data and status stay, and the step \
                queues nothing that touches a stored token. A logout or a server's answer may end the session \
                and the lock with it.
                """,
            when: .client
        ) { t in
            guard t.keepsRunning, t.before.client.locked != t.after.client.locked, let cause = t.cause,
                isLockCause(cause)
            else { return true }
            let before = t.before.client
            let after = t.after.client
            let touchesTokens = t.anyQueued { effect in
                switch effect.effect {
                case .write(_, let key, _), .delete(_, let key): key == .refreshToken || key == .accessToken
                case .load, .send, .promptBiometrics: false
                }
            }
            return !touchesTokens && before.status == after.status && before.accessToken == after.accessToken
                && before.accessTokenRef == after.accessTokenRef && before.refreshToken == after.refreshToken
                && before.user == after.user && before.tenant == after.tenant && before.permissions == after.permissions
        },
        Clause.step(
            "SL2", "Returning after more than 90 s in the background shows the lock screen",
            source: Source.softLock, requires: [.softLock],
            note: """
                Applies to an authed app with soft lock on, as soft lock exists only for a signed-in user. \
                Judged whether the app's timers ran in the background or the OS held them (suspensions): \
                either way more than 90 s passed.
                """,
            on: .foreground
        ) { t in
            guard t.event == .foreground, t.before.device.graceElapsed, t.before.client.status == .authed,
                t.before.client.softLockEnabled
            else { return true }
            return t.after.client.locked && t.after.client.screen == .lock
        },
        Clause.step(
            "SL3", "Returning within 90 s leaves the app unlocked", source: Source.softLock, requires: [.softLock],
            note: "Judged for an app that was unlocked when it went to the background.",
            on: .foreground, when: .client
        ) { t in
            guard t.event == .foreground, !t.before.device.graceElapsed, !t.before.client.locked else { return true }
            return !t.after.client.locked
        },
        Clause.step(
            "SL4", "A restart with soft lock enabled shows the lock screen before any protected content",
            source: Source.softLock, requires: [.softLock],
            note: """
                A restart's protected content first appears when the app goes from the launch, or from the \
                splash while loading, to the main screen. Soft lock is enabled as the stored preference says, \
                since memory may not have read it yet. A login, biometric login or opt-in that leads to the main \
                screen is a new sign-in, not a restart, and is left out.
                """,
            when: [.running, .client]
        ) { t in
            guard t.after.running, t.after.client.screen == .main, t.after.storedFlag(.softLockEnabled) == true,
                !t.before.running || (t.before.client.screen == .splash && t.before.client.status == .loading)
            else { return true }
            if let cause = t.cause, isSignInCause(cause) { return true }
            return false
        },
        Clause.always(
            "SL5", "Protected content is never usable while locked", source: Source.softLock, requires: [.softLock],
            note: "The world offers protected requests only on the main screen, so the main screen is what is usable."
        ) { obs in
            !obs.client.locked || obs.client.screen != .main
        },
        Clause.step(
            "SL6", "Only a successful biometric or PIN check unlocks, and it clears the persisted locked state",
            source: Source.softLock, requires: [.softLock],
            note: """
                A biometric check is the OS prompt succeeding; the unlock action alone is no check. A PIN unlock \
                is the PIN action (the world models no wrong PIN). The unlock time is not in the world's \
                storage and is not judged; the persisted locked state must be gone or its removal queued. A \
                session that ends (logout, 401, account gone) may take the lock with it.
                """,
            when: .client
        ) { t in
            guard t.keepsRunning, t.before.client.locked, !t.after.client.locked, t.after.client.status == .authed,
                let cause = t.cause, !cause.endsSession
            else { return true }
            guard cause == .user(.unlock(biometric: false)) || cause == .prompt(.success) else { return false }
            return t.after.storedFlag(.softLocked) != true || t.after.pendingInPlace.contains { $0.effect.switchesOff(.softLocked) }
        },
        Clause.always(
            "SL7", "The lock screen is shown only when authed, locked and enabled", source: Source.softLock,
            requires: [.softLock],
            note: """
                "Authed" includes a restart still loading: 001's table wants "App restart with soft lock enabled \
                → Show lock screen immediately" (SL4), before the bootstrap has ended, while a session is \
                or its cached user stored to restore. Never for a guest, nor for a launch with nothing stored.
                """
        ) { obs in
            let restoring = obs.client.status == .loading
                && (obs.persists(.refresh) || obs.persists(.access) || obs.storedAccount(.secure, .user) != nil
                    || obs.storedAccount(.fastCache, .user) != nil)
            return obs.client.screen != .lock
                || ((obs.client.status == .authed || restoring) && obs.client.locked && obs.client.softLockEnabled)
        },
        Clause.step(
            "SL8", "300 s of inactivity in the foreground locks the app", source: Source.softLock,
            requires: [.softLock],
            note: "Applies to an authed app with soft lock on.",
            on: .inactivityElapsed
        ) { t in
            guard t.event == .inactivityElapsed, t.before.client.status == .authed, t.before.client.softLockEnabled else {
                return true
            }
            return t.after.client.locked
        },
        Clause.witness(
            "W-SL", "The app returns after the grace period while authed with soft lock on",
            source: Source.softLock, requires: [.softLock]
        ) { obs in
            obs.running && obs.device.foreground && obs.device.graceElapsed && obs.client.status == .authed
                && obs.client.softLockEnabled
        },
        Clause.witness("W-SL-lock", "The lock screen is shown", source: Source.softLock, requires: [.softLock]) { obs in
            obs.client.screen == .lock
        },
        Clause.witness(
            "W-SL-restart", "The app restarts with soft lock enabled and a session stored", source: Source.softLock,
            requires: [.softLock]
        ) { obs in
            obs.running && obs.client.status == .loading && obs.storedFlag(.softLockEnabled) == true
                && obs.securesAToken
        },
    ]

    /// What may lock or unlock the app without touching the session.
    static func isLockCause(_ cause: Cause) -> Bool {
        switch cause {
        case .lifecycle, .prompt: true
        case .user(let action):
            switch action {
            case .unlock, .setSoftLock: true
            case .submitLogin, .logout, .request, .biometricLogin, .answerOptIn, .setBiometrics: false
            }
        case .launch, .response, .device: false
        }
    }

    /// What signs a user in anew, rather than restoring a session after a restart.
    static func isSignInCause(_ cause: Cause) -> Bool {
        switch cause {
        case .user(let action):
            switch action {
            case .submitLogin, .biometricLogin, .answerOptIn: true
            case .logout, .request, .unlock, .setBiometrics, .setSoftLock: false
            }
        case .response(let endpoint, _): endpoint.isLogin
        case .prompt: true
        case .launch, .lifecycle, .device: false
        }
    }
}
