import AuthCheck

extension MyAppAuthDesign {
    /// A protected request. Request n is `.protected(n)` and `requests[n - 1]`, even when it fails
    /// at once: the checker finds each request by its number.
    func makeRequest(_ client: inout MyAppClient, _ effects: inout MyAppEffects) {
        let number = UInt8(client.requests.count + 1)
        guard client.phase == .authed, let token = client.accessToken else {
            client.requests.append(.failed(.noAccessToken))  // fail fast; send nothing, refresh nothing
            return
        }
        client.requests.append(.inFlight(token))
        effects.send(Call(.protected(number), token: token))
    }

    /// A protected request answered. An answer for a request that no longer waits for that call
    /// (the session ended, or it was resent) is ignored: the request's stage still names the token
    /// of the call it waits for.
    func requestAnswered(_ index: Int, _ call: Call, _ response: Response, _ client: inout MyAppClient,
                         _ effects: inout MyAppEffects) {
        guard client.phase == .authed, index < client.requests.count, let token = call.token,
              client.requests[index] == .inFlight(token) else { return }
        switch response {
        case .ok:
            client.requests[index] = .succeeded
        case .unauthorized(.accessTokenExpired, false):
            if call.retries > 0 {
                client.requests[index] = .failed(.unauthorized)  // retried once already: give up
            } else if let current = client.accessToken, current != token, client.refresh == .idle {
                resend(index, with: current, &client, &effects)  // a refresh already replaced its token
            } else if client.refresh != .idle {
                client.requests[index] = .waitingForRefresh  // join the refresh under way
            } else if client.previousSessionRefreshOut {
                // One refresh at a time, across sessions too: the last session's is still out.
                // The caller gets the 401 and may try again once it is back.
                client.requests[index] = .failed(.unauthorized)
            } else if let refreshToken = client.refreshToken {
                client.requests[index] = .waitingForRefresh
                client.refresh = .calling  // single flight: this request starts the one refresh
                effects.send(Call(.refresh, token: refreshToken))
            } else {
                client.requests[index] = .failed(.unauthorized)
            }
        case .unauthorized:
            client.requests[index] = .failed(.unauthorized)
            endSession(&client, &effects, revoke: false)  // a 401 no refresh can cure
        case .failed(.forbidden):
            client.requests[index] = .failed(.other(.forbidden))
            endSession(&client, &effects, revoke: false)  // the account is suspended
        case .failed(.networkError):
            client.requests[index] = .failed(.network)
        case .failed(let fault):
            client.requests[index] = .failed(.other(fault))
        }
    }

    /// Sends request `index` again with `token`, marked as a retry.
    func resend(_ index: Int, with token: Token, _ client: inout MyAppClient, _ effects: inout MyAppEffects) {
        client.requests[index] = .inFlight(token)
        effects.send(Call(.protected(UInt8(index + 1)), token: token, retries: 1))
    }

    /// The interceptor's refresh answered.
    func refreshAnswered(_ response: Response, _ client: inout MyAppClient, _ effects: inout MyAppEffects) {
        switch response {
        case .ok(_, let pair?):
            client.accessToken = .access(pair)
            client.refreshToken = .refresh(pair)
            client.refresh = .storing
            // Store the new token first; the waiting requests are resent once it is stored.
            effects.storage(MyAppStorageKey.refreshToken.write(.token(.refresh(pair))), &client)
        case .unauthorized, .failed(.forbidden), .failed(.notFound):
            client.refresh = .idle  // its call is back: nothing of it is left out there
            endSession(&client, &effects, revoke: false)  // the session is over on the server
        case .failed(let fault):
            // Network, 429, 500: keep the tokens, hand the error to every request that waited.
            failWaiting(fault == .networkError ? .network : .other(fault), &client)
        case .ok:
            failWaiting(.other(.serverError), &client)  // a 200 without a pair is as broken as a 500
        }
    }

    /// The shared refresh failed without ending the session: it is over, and every request that
    /// waited for it gets the error.
    func failWaiting(_ failure: RequestFailure, _ client: inout MyAppClient) {
        client.refresh = .idle
        for index in client.requests.indices where client.requests[index] == .waitingForRefresh {
            client.requests[index] = .failed(failure)
        }
    }

    /// The refreshed token is in the keychain: resend every waiting request with the new access
    /// token, once each.
    func finishRefresh(_ client: inout MyAppClient, _ effects: inout MyAppEffects) {
        client.refresh = .idle
        guard let token = client.accessToken else { return }
        for index in client.requests.indices where client.requests[index] == .waitingForRefresh {
            resend(index, with: token, &client, &effects)
        }
    }

    /// A refresh of a session that has ended came back. The next session may refresh again;
    /// and if the server rotated the old session into a new pair, nobody holds that pair: revoke
    /// it, or it would stay valid on the server after the logout that meant to end it.
    func lateRefreshAnswered(_ response: Response, _ client: inout MyAppClient, _ effects: inout MyAppEffects) {
        client.previousSessionRefreshOut = false
        if case .ok(_, let pair?) = response { effects.send(Call(.logout, token: .refresh(pair))) }
    }
}
