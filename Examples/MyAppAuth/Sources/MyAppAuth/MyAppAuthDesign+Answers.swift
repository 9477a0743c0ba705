import AuthCheck

extension MyAppAuthDesign {
    /// Routes an answer to the operation that sent the call. The call comes back with the
    /// answer, so its endpoint and token say which operation it was and whether that operation
    /// is still the current one.
    func respond(to call: Call, _ response: Response, _ client: inout MyAppClient, _ effects: inout MyAppEffects) {
        switch call.endpoint {
        case .login:
            loginAnswered(response, &client, &effects)
        case .refresh:
            guard call.token != nil, call.token == client.refreshToken else {
                return lateRefreshAnswered(response, &client, &effects)  // a refresh of a session that ended
            }
            switch client.phase {
            case .restoring: restoreAnswered(response, call, &client, &effects)
            case .authed where client.refresh == .calling: refreshAnswered(response, &client, &effects)
            case .starting, .persistingRestore, .guest, .signingIn, .savingLogin, .authed: break
            }
        case .protected(let number):
            requestAnswered(Int(number) - 1, call, response, &client, &effects)
        case .logout:
            break  // best effort: whatever it answers, the session is already gone on the device
        case .biometricLogin, .me:
            break  // never sent
        }
    }
}
