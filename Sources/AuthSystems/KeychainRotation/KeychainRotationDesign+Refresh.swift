import AuthModel

extension KeychainRotationDesign {
    /// "RefreshToken Exists" posts it; "RefreshToken Not Found" forces logout, and leaves
    /// `refreshInProgress` set.
    func refreshTokenRetrieved(_ token: Token?, _ client: inout KeychainRotationClient,
                               _ effects: inout KeychainRotationEffects) {
        guard client.refreshTask == .reading else { return }
        if let token {
            client.refreshTask = .inFlight
            effects.send(Call(.refresh, token: token))
        } else {
            client.refreshTask = .abandoned
            settleWaiting(.sessionEnded, &client)
            forceLogout(&client, &effects)
        }
    }

    /// The shared refresh answered: update the Keychain, then release the waiting requests with
    /// the new token; or fail them, and force logout on a 401.
    func refreshTaskAnswered(_ response: Response, _ client: inout KeychainRotationClient,
                             _ effects: inout KeychainRotationEffects) {
        guard client.refreshTask == .inFlight else { return }
        client.refreshTask = .idle  // "Set refreshInProgress = false"
        switch response {
        case .ok(_, let pair?):
            store(pair, &client, &effects)
            for index in client.requests.indices where client.requests[index].stage == .waitingForRefresh {
                let retries = client.requests[index].retries + 1
                client.requests[index] = KeychainRequest(stage: .inFlight(.access(pair)), retries: retries)
                effects.send(Call(.protected(UInt8(index + 1)), token: .access(pair), retries: retries))
            }
        case .unauthorized:
            settleWaiting(.unauthorized, &client)
            forceLogout(&client, &effects)
        case .failed(let fault):
            settleWaiting(fault == .networkError ? .network : .other(fault), &client)
        case .ok(_, nil):
            settleWaiting(.unauthorized, &client)  // a refresh's 200 always grants a pair
        }
    }

    /// Scenario 4: "Token expires soon (< 5 minutes)" → refresh; "Token still valid" → continue
    /// (reading 2).
    func refreshProactively(_ client: inout KeychainRotationClient, _ effects: inout KeychainRotationEffects) {
        guard let token = client.accessToken, client.clock.time(of: token) != .fresh, client.proactive == .idle else { return }
        client.proactive = .reading
        effects.readKeychain(for: .proactive, &client)
    }

    func proactiveTokenRetrieved(_ token: Token?, _ client: inout KeychainRotationClient,
                                 _ effects: inout KeychainRotationEffects) {
        guard client.proactive == .reading, let token else {
            client.proactive = .idle
            return
        }
        client.proactive = .inFlight
        effects.send(Call(.refresh, token: token, proactive: true))  // marked to route its answer (reading 7)
    }

    func proactiveRefreshAnswered(_ response: Response, _ client: inout KeychainRotationClient,
                                  _ effects: inout KeychainRotationEffects) {
        guard client.proactive == .inFlight else { return }
        client.proactive = .idle
        switch response {
        case .ok(_, let pair?): store(pair, &client, &effects)  // "Update tokens in Keychain"
        case .unauthorized: forceLogout(&client, &effects)  // "Delete all tokens, Force logout"
        case .ok(_, nil), .failed: break
        }
    }

    /// "Update tokens in Keychain: NEW accessToken, NEW refreshToken".
    func store(_ pair: UInt8, _ client: inout KeychainRotationClient, _ effects: inout KeychainRotationEffects) {
        client.accessToken = .access(pair)
        effects.storage(.write(.secure, .accessToken, .token(.access(pair))), &client)
        effects.storage(.write(.secure, .refreshToken, .token(.refresh(pair))), &client)
    }

    /// "Refresh Failed → Propagate error": every request awaiting the task gets it.
    func settleWaiting(_ failure: RequestFailure, _ client: inout KeychainRotationClient) {
        for index in client.requests.indices where client.requests[index].stage == .waitingForRefresh {
            client.requests[index].stage = .failed(failure)
        }
    }
}
