/// Biometrics (`000_40230ec3af39f306.txt`, `004_c84650e9eaf8a1e3.txt`), B1–B8, with witnesses.
extension ClauseCatalogue {
    public static let biometrics: [Clause] = [
        Clause.always(
            "B1", "The biometric button shows only with hardware, enrolment, the preference on and a credential",
            source: Source.biometricsAndSession, requires: [.biometrics],
            note: """
                The preference is read from whichever store a design keeps it in (000: secure storage, 004: \
                async storage). The credential is a token in secure storage (000, 004) or the stored email.
                """
        ) { obs in
            !obs.client.biometricButton
                || (obs.device.biometricsAvailable && obs.storedFlag(.biometricEnabled) == true
                    && obs.hasStoredCredential)
        },
        Clause.step(
            "B2", "Biometrics become enabled only after a successful OS authentication",
            source: Source.biometricsAndSession, requires: [.biometrics],
            note: """
                Enabled is the stored preference turning on, or memory's flag turning on while the stored one is \
                not on (reading it back at launch is no enabling). Either must follow a successful prompt; \
                turning biometrics on in settings must pass one too.
                """,
            when: [.stores, .client]
        ) { t in
            let storedOn = t.before.storedFlag(.biometricEnabled) != true && t.after.storedFlag(.biometricEnabled) == true
            if storedOn, t.after.performed?.cause != .prompt(.success) { return false }
            let memoryOn = t.keepsRunning && !t.before.client.biometricsEnabled && t.after.client.biometricsEnabled
            if memoryOn, t.cause != .prompt(.success), t.before.storedFlag(.biometricEnabled) != true { return false }
            return true
        },
        Clause.step(
            "B3", "Declining or failing the opt-in never blocks login", source: Source.biometricsAndSession,
            requires: [.biometrics],
            note: """
                An opt-in's prompt is one asked for because the user accepted the opt-in, or straight from a \
                login's success (the world records why each prompt was asked for). Judged on the step the \
                opt-in is declined or its prompt fails: the status is authed after it, or the login's work \
                goes on.
                """,
            on: [.user, .prompt, .perform]
        ) { t in
            guard t.keepsRunning, let cause = t.cause else { return true }
            let declined = t.event == .user(.answerOptIn(false))
            let promptFailed = cause != .prompt(.success) && isPrompt(cause) && (t.promptCause.map(isOptIn) ?? false)
            // After a logout the opt-in's login is over: nothing is left for the opt-in to block.
            guard declined || promptFailed, t.before.client.accessToken != nil else { return true }
            // The login it followed goes on: authed, or the login's own work still pending.
            return t.after.client.status == .authed || t.after.hasWork(where: \.isLoginSuccess) || t.after.loginUnderWay
        },
        Clause.step(
            "B4", "Biometric login with a dead credential ends on a clean sign-in; a cancelled prompt changes nothing",
            source: Source.biometricsAndSession, requires: [.biometrics],
            note: """
                A dead credential is one a biometric login gets a 401 for: its own login call, or the refresh a \
                successful prompt started while guest (designs that log in by refreshing the stored token). \
                Clean: the sign-in screen, no biometric button, every token in secure storage gone \
                or its delete queued, and an error shown. A biometric login's prompt is told by the app being a \
                guest on the sign-in screen with no opt-in and no session in memory; cancelling it must leave \
                memory as it was and queue nothing.
                """,
            when: [.running, .client, .work]
        ) { t in
            if let (call, response) = t.delivered, response.isUnauthorized, t.before.client.status == .guest,
                t.biometricLoginCall(call)
            {
                let after = t.after.client
                return after.screen == .signIn && !after.biometricButton && t.after.dropsStoredTokens
                    && (after.errorShown || after.loginError != nil)
            }
            guard t.event == .prompt(.cancel), isBiometricLoginUnderWay(t.before) else { return true }
            return t.after.client == t.before.client && t.queuesNothing
        },
        Clause.step(
            "B5", "Clearing session data keeps the biometric preference", source: Source.biometricsAndSession,
            requires: [.biometrics],
            note: """
                No event wipes "including preferences"; the user's explicit way to remove the preference is \
                turning biometrics off. The stored preference may turn off only for that, or because the device \
                lost its biometrics. A reinstall is neither the app's doing nor a clearing of session data: the \
                OS deletes the app's files, the preference among them.
                """,
            when: .stores
        ) { t in
            guard t.before.storedFlag(.biometricEnabled) == true, t.after.storedFlag(.biometricEnabled) != true,
                  t.event != .reinstall else {
                return true
            }
            guard let cause = t.after.performed?.cause else { return false }
            return cause == .user(.setBiometrics(false)) || cause == .device
        },
        Clause.step(
            "B6", "The opt-in is offered only when biometrics are available and not yet enabled",
            source: Source.biometricsAndSession, requires: [.biometrics],
            note: "Judged on the step the offer appears; not enabled is neither memory's flag nor the stored preference.",
            when: [.running, .client]
        ) { t in
            guard t.after.running, !(t.before.running && t.before.client.optInOffered), t.after.client.optInOffered else {
                return true
            }
            return t.after.device.biometricsAvailable && t.before.storedFlag(.biometricEnabled) != true
                && !t.before.client.biometricsEnabled
        },
        Clause.step(
            "B7", "Turning biometrics off removes the preference and the button", source: Source.biometricsAndSession,
            requires: [.biometrics, .biometricSetting],
            note: "Removed: memory's flag off, and the stored preference off, gone, or its removal queued in that step.",
            on: .user
        ) { t in
            guard t.event == .user(.setBiometrics(false)) else { return true }
            let stored = t.after.storedFlag(.biometricEnabled) != true
                || t.anyQueued { $0.effect.switchesOff(.biometricEnabled) }
            return !t.after.client.biometricsEnabled && !t.after.client.biometricButton && stored
        },
        Clause.step(
            "B8", "Biometric login gets a fresh token before entering the app", source: Source.biometricsAndSession,
            requires: [.biometrics],
            note: """
                Whether a token was checked is not observable; what harms is entering with one the server no \
                longer accepts. Judged on every step that makes the app authed for a biometric login or its \
                prompt: the access token in memory must be one the server accepts. Entering on a refresh's \
                answer is the fresh token itself and is not judged.
                """,
            when: [.running, .client]
        ) { t in
            guard t.becameAuthed, let cause = t.cause,
                cause == .user(.biometricLogin) || (isPrompt(cause) && isBiometricLoginUnderWay(t.before))
            else { return true }
            return t.after.accepts(t.after.client.accessToken)
        },
        Clause.step(
            "B9", "After a biometric is added to the device, a biometric sign-in needs the password first",
            source: Source.beyondContract, requires: [.biometrics],
            note: """
                Whoever knows the passcode can add a face or finger, and a prompt then passes for them. A gate \
                that only shows the prompt, while the credential behind it opens for any enrolled biometric, \
                hands the owner's session over. The OS can tell an app that asks: iOS keychain items made \
                with `.biometryCurrentSet` (or `evaluatedPolicyDomainState` compared with a saved one), \
                Android keys made with `setInvalidatedByBiometricEnrollment`. Judged on every step that makes \
                the app authed after a prompt passed for the signed-out app in this process while a biometric \
                added since the last password login (or an opt-in inside a session) was enrolled, unless the \
                step completes a password login's own work. Unlocking the soft lock of an authed app is not a \
                sign-in and is not judged.
                """,
            when: [.running, .client]
        ) { t in
            guard t.becameAuthed, t.after.device.passedByAddedBiometric else { return true }
            if case .response(.login, _)? = t.cause { return true }  // the password's own sign-in
            return false
        },
        Clause.witness(
            "W-B-added", "A prompt passes for the signed-out app after a biometric was added", source: Source.beyondContract,
            requires: [.biometrics], note: "Unwitnessed unless the spec's world has biometricAdditions."
        ) { obs in
            obs.running && obs.device.passedByAddedBiometric
        },
        Clause.witness(
            "W-B", "The biometric login button is offered", source: Source.biometricsAndSession,
            requires: [.biometrics]
        ) { obs in
            obs.client.biometricButton
        },
        Clause.witness(
            "W-B-opt-in", "The biometric opt-in is offered after a login", source: Source.biometricsAndSession,
            requires: [.biometrics]
        ) { obs in
            obs.client.optInOffered
        },
        Clause.witness(
            "W-B-login", "A biometric login's prompt is showing", source: Source.biometricsAndSession,
            requires: [.biometrics]
        ) { obs in
            obs.device.promptShowing && isBiometricLoginUnderWay(obs)
        },
        Clause.witness(
            "W-B-enabled", "The biometric preference is stored on", source: Source.biometricsAndSession,
            requires: [.biometrics]
        ) { obs in
            obs.storedFlag(.biometricEnabled) == true
        },
    ]

    /// A prompt asked for by an opt-in: the user accepting it, or a login's success itself.
    static func isOptIn(_ promptCause: Cause) -> Bool {
        switch promptCause {
        case .user(.answerOptIn(true)): true
        case .response(.login, let response): response.isSuccess
        default: false
        }
    }

    static func isPrompt(_ cause: Cause) -> Bool {
        if case .prompt = cause { true } else { false }
    }

    /// A biometric login starts from the sign-in screen as a guest with no session in memory; an
    /// opt-in comes with the session a login just got, an unlock with an authed one.
    static func isBiometricLoginUnderWay(_ obs: Observation) -> Bool {
        obs.running && obs.client.status == .guest && obs.client.screen == .signIn && !obs.client.optInOffered
            && obs.client.accessToken == nil
    }
}
