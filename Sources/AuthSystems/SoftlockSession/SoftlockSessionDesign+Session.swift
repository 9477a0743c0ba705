import AuthModel

extension SoftlockSessionDesign {
    func user(_ action: UserAction, _ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        switch action {
        case .submitLogin(let account, _, let rightPassword):
            // No form validation: the credentials go as typed.
            guard client.login == nil else { return }
            client.login = .calling(account, validCredentials: rightPassword, retried: false)
            effects.append(.send(Call(.login(account, validCredentials: rightPassword), token: nil)))
        case .logout:
            guard !client.loggingOut, !lockScreenShown(client) else { return }
            client.loggingOut = true
            effects.append(.send(Call(.logout, token: cookie(for: .logout, client))))
        case .request:
            let number = UInt8(client.requests.count + 1)
            let call = Call(.protected(number), token: cookie(for: .protected(number), client))
            client.requests.append(SoftlockRequest(stage: .inFlight(call.token ?? .access(0))))
            effects.append(.send(call))
        case .unlock(let biometric):
            guard lockScreenShown(client) else { return }
            if biometric {
                effects.append(.promptBiometrics)  // `LocalAuthentication.authenticateAsync`
            } else {
                unlock(&client, &effects)  // the passcode was right
            }
        case .setSoftLock(let on):
            setEnabled(on, &client, &effects)
        case .biometricLogin, .answerOptIn, .setBiometrics:
            break  // the document has no biometric login, opt-in or biometrics switch
        }
    }

    /// `authService.login` resolved: the cookies are set; the user cache and role are written.
    func loginAnswered(_ response: Response, _ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        guard case .calling(let asked, _, _) = client.login else { return }
        let account: Account
        if case .ok(let granted?, _) = response { account = granted } else { account = asked }
        client.loggedOut = false
        client.login = .saving(account, .serviceCache)
        secure(.write(.secure, SoftlockLoginWrite.serviceCache.key, .account(account)), .login, &client, &effects)
    }

    /// A login write completed: the next, or `setUserState` before `setUser`'s writes, or the end:
    /// `setIsSessionExpired(false)` and the role-based redirect. A failed write throws out of
    /// `login()`: nothing is rolled back and nothing navigates.
    func loginWriteDone(failed: Bool, _ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        guard case .saving(let account, let step) = client.login else { return }
        guard !failed else {
            client.login = nil
            return
        }
        guard let next = step.next else {
            client.login = nil
            client.isSessionExpired = false
            client.route = .main
            return
        }
        if next == .contextCache { client.user = account }  // `setUser`: `setUserState(newUser)` first
        client.login = .saving(account, next)
        secure(.write(.secure, next.key, .account(account)), .login, &client, &effects)
    }

    /// `logout()`'s `finally`, whatever `authService.logout()` did.
    func logoutAnswered(_ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        guard client.loggingOut else { return }
        clearAuthState(.logout, &client, &effects)
    }
}
