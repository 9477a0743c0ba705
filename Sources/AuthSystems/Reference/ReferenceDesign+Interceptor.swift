import AuthModel

extension ReferenceDesign {
    /// Routes an answer to the operation that sent the call; an answer no operation waits for
    /// (a call of a session that has ended, a refresh already superseded) is ignored.
    func respond(to call: Call, _ response: Response, _ client: inout ReferenceClient, _ effects: inout Effects) {
        switch call.endpoint {
        case .login:
            loginAnswered(response, biometric: false, &client, &effects)
        case .biometricLogin:
            loginAnswered(response, biometric: true, &client, &effects)
        case .refresh:
            guard call.token == client.refreshToken, call.token != nil else { return }
            switch client.phase {
            case .restoring: restoreAnswered(response, call, &client, &effects)
            case .authed where client.refreshing: refreshAnswered(response, &client, &effects)
            case .starting, .persistingRestore, .checkingProfile, .guest, .signingIn, .savingLogin, .authed: break
            }
        case .me:
            guard client.phase == .checkingProfile, call.token == client.accessToken else { return }
            profileAnswered(response, call, &client, &effects)
        case .protected(let number):
            requestAnswered(Int(number) - 1, call, response, &client, &effects)
        case .logout:
            break  // best effort: whatever it answers, the session is already gone locally
        }
    }

    func makeRequest(_ client: inout ReferenceClient, _ effects: inout Effects) {
        let number = UInt8(client.requests.count + 1)
        guard let token = client.accessToken, client.phase == .authed else {
            client.requests.append(.failed(.noAccessToken))  // fail fast, send nothing (C2.1)
            return
        }
        client.requests.append(.inFlight(token))
        effects.send(Call(.protected(number), token: token))
    }

    func requestAnswered(_ index: Int, _ call: Call, _ response: Response, _ client: inout ReferenceClient,
                         _ effects: inout Effects) {
        guard index < client.requests.count, client.requests[index] == .inFlight(call.token ?? .access(0)),
              client.phase == .authed else { return }
        switch response {
        case .ok:
            client.requests[index] = .succeeded
        case .unauthorized(.accessTokenExpired, false):
            if call.retries > 0 {
                client.requests[index] = .failed(.unauthorized)  // retried once already (I3)
            } else if let current = client.accessToken, current != call.token, !client.refreshing {
                retry(index, call, with: current, &client, &effects)  // a refresh already replaced it
            } else if client.refreshing {
                client.requests[index] = .waitingForRefresh  // share the refresh in flight (C3.3)
            } else if let refreshToken = client.refreshToken {
                client.requests[index] = .waitingForRefresh
                client.refreshing = true
                effects.send(Call(.refresh, token: refreshToken))
            }
        case .unauthorized:
            client.requests[index] = .failed(.unauthorized)
            clearSession(&client, &effects, revoke: false)  // auth failure (C4.3, I7)
        case .failed(.forbidden), .failed(.notFound):
            client.requests[index] = .failed(.other(response == .failed(.forbidden) ? .forbidden : .notFound))
            clearSession(&client, &effects, revoke: false)  // suspended or deleted (A1)
        case .failed(.networkError):
            client.requests[index] = .failed(.network)
        case .failed(let fault):
            client.requests[index] = .failed(.other(fault))
        }
    }

    func retry(_ index: Int, _ call: Call, with token: Token, _ client: inout ReferenceClient, _ effects: inout Effects) {
        client.requests[index] = .inFlight(token)
        effects.send(Call(call.endpoint, token: token, retries: call.retries + 1))
    }

    /// The mid-session refresh answered.
    func refreshAnswered(_ response: Response, _ client: inout ReferenceClient, _ effects: inout Effects) {
        switch response {
        case .ok(_, let pair?):
            client.accessToken = .access(pair)
            client.refreshToken = .refresh(pair)
            client.refreshAttempts = 0
            // Persist first; the waiting requests are retried when the write completes (C1.1).
            effects.storage(.write(.secure, .refreshToken, .token(.refresh(pair))), &client)
        case .unauthorized, .ok, .failed(.forbidden), .failed(.notFound):
            // C3.5: unauthorized logs out; A1: so does an account suspended (403) or gone (404).
            clearSession(&client, &effects, revoke: false)
        case .failed(let fault):
            client.refreshAttempts += 1
            client.refreshing = false
            for index in client.requests.indices where client.requests[index] == .waitingForRefresh {
                client.requests[index] = .failed(fault == .networkError ? .network : .other(fault))
            }
            if client.refreshAttempts >= 3 { expireSession(&client) }  // I8, as K1 reads it
        }
    }

    /// The rotated token is persisted: hand it to every waiting request, once each (I4, C8.1).
    func finishRefresh(_ client: inout ReferenceClient, _ effects: inout Effects) {
        client.refreshing = false
        guard let token = client.accessToken else { return }
        for index in client.requests.indices where client.requests[index] == .waitingForRefresh {
            retry(index, Call(.protected(UInt8(index + 1)), token: nil), with: token, &client, &effects)
        }
    }
}
