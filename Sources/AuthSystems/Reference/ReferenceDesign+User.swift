import AuthModel

extension ReferenceDesign {
    func user(_ action: UserAction, _ client: inout ReferenceClient, _ effects: inout Effects) {
        switch action {
        case .submitLogin(let account, let validForm, let rightPassword):
            submitLogin(account, validForm: validForm, rightPassword: rightPassword, &client, &effects)
        case .logout:
            logout(&client, &effects)
        case .request:
            makeRequest(&client, &effects)
        case .biometricLogin:
            // As the password form does: a logout's or rollback's deletes finish first. A login
            // saving while they are retried would race them for the keys it writes, and an ended
            // session's refresh token would sit in storage beside the new one until its last write.
            guard client.phase == .guest, biometricButton(client), client.prompt == nil, client.outstandingDeletes == 0
            else { return }
            client.prompt = .login
            effects.prompt()
        case .answerOptIn(let yes):
            guard client.optInOffered else { return }
            client.optInOffered = false
            if yes {
                client.prompt = .enable
                effects.prompt()
            }
        case .unlock(let biometric):
            guard client.phase == .authed, client.locked, client.prompt == nil else { return }
            if biometric {
                client.prompt = .unlock
                effects.prompt()
            } else {
                unlock(&client, &effects)  // the PIN was right
            }
        case .setBiometrics(let on):
            guard client.phase == .authed else { return }
            if on {
                guard client.biometricsAvailable, !client.biometricPreference, client.prompt == nil else { return }
                client.prompt = .enable
                effects.prompt()
            } else {
                // Off in settings: the preference and the saved credential go (B7).
                client.biometricPreference = false
                client.credential = nil
                client.credentialSaved = false
                effects.storage(.delete(.asyncStorage, .biometricEnabled), &client)
                effects.storage(.delete(.secure, .userEmail), &client)
            }
        case .setSoftLock(let on):
            guard client.phase == .authed, !client.locked else { return }
            client.softLockEnabled = on
            effects.storage(on ? .write(.asyncStorage, .softLockEnabled, .flag(true))
                               : .delete(.asyncStorage, .softLockEnabled), &client)
        }
    }

    /// A prompt passed by a biometric added since the last sign-in (B9): the reference asks the OS,
    /// and a biometric login then needs the password first; the login form shows an error and the
    /// credential stays for after it. Enabling and unlocking happen inside a session the user is
    /// already in, so they go on.
    func promptPassedWithNewBiometric(_ client: inout ReferenceClient, _ effects: inout Effects) {
        guard client.prompt == .login else { return promptAnswered(.success, &client, &effects) }
        client.prompt = nil
        client.loginError = .biometricsChanged
    }

    func promptAnswered(_ outcome: PromptOutcome, _ client: inout ReferenceClient, _ effects: inout Effects) {
        guard let purpose = client.prompt else { return }
        client.prompt = nil
        guard outcome == .success else { return }  // failure, cancel, lockout change nothing (B3, B4)
        switch purpose {
        case .enable:
            guard client.phase == .authed, let account = client.account else { return }
            client.biometricPreference = true
            client.credential = account
            client.credentialSaved = false  // the button waits for both writes (B1)
            effects.storage(.write(.asyncStorage, .biometricEnabled, .flag(true)), &client)
            effects.storage(.write(.secure, .userEmail, .account(account)), &client)
        case .login:
            guard client.phase == .guest, let account = client.credential else { return }
            client.phase = .signingIn
            client.loginError = nil
            effects.send(Call(.biometricLogin(account), token: nil))
        case .unlock:
            guard client.phase == .authed, client.locked else { return }
            unlock(&client, &effects)
        case .abandoned:
            break
        }
    }

    func unlock(_ client: inout ReferenceClient, _ effects: inout Effects) {
        client.locked = false
        effects.storage(.delete(.asyncStorage, .softLocked), &client)
    }

    func lockIfEnabled(_ client: inout ReferenceClient, _ effects: inout Effects) {
        guard client.phase == .authed, client.softLockEnabled, !client.locked else { return }
        client.locked = true
        effects.storage(.write(.asyncStorage, .softLocked, .flag(true)), &client)
    }

    /// B1: hardware, enrolment, the preference and a saved credential, all four.
    func biometricButton(_ client: ReferenceClient) -> Bool {
        client.biometricsAvailable && client.biometricPreference && client.credential != nil && client.credentialSaved
    }
}
