import AuthModel

extension KeychainRotationDesign {
    /// Routes an answer to what sent the call.
    func respond(to call: Call, _ response: Response, _ client: inout KeychainRotationClient,
                 _ effects: inout KeychainRotationEffects) {
        switch call.endpoint {
        case .login, .biometricLogin:
            loginAnswered(response, &client, &effects)
        case .refresh where call.proactive:
            proactiveRefreshAnswered(response, &client, &effects)
        case .refresh:
            refreshTaskAnswered(response, &client, &effects)
        case .protected(let number):
            requestAnswered(Int(number) - 1, response, &client, &effects)
        case .logout:
            logoutAnswered(response, &client, &effects)
        case .me:
            break  // never sent
        }
    }

    /// Scenario 2: the request carries the `TokenManager`'s access token, or none (reading 5);
    /// Scenario 4's check "before making API call" runs first (reading 2).
    func makeRequest(_ client: inout KeychainRotationClient, _ effects: inout KeychainRotationEffects) {
        refreshProactively(&client, &effects)
        let number = UInt8(client.requests.count + 1)
        client.requests.append(KeychainRequest(stage: .inFlight(client.accessToken ?? .access(0))))
        effects.send(Call(.protected(number), token: client.accessToken))
    }

    /// Scenario 2's answers, and Scenario 3's `TokenManager.handleAPIError()` for a 401.
    func requestAnswered(_ index: Int, _ response: Response, _ client: inout KeychainRotationClient,
                         _ effects: inout KeychainRotationEffects) {
        guard index < client.requests.count, !client.requests[index].stage.isSettled else { return }
        switch response {
        case .ok:
            client.requests[index].stage = .succeeded
        case .unauthorized(.accessTokenExpired, _):
            awaitRefresh(index, &client, &effects)
        case .unauthorized(.refreshTokenExpired, _), .unauthorized(.tokenRevoked, _),
             .unauthorized(.invalidCredentials, _):
            client.requests[index].stage = .failed(.unauthorized)
            forceLogout(&client, &effects)
        case .unauthorized(.invalidRefreshToken, _):
            client.requests[index].stage = .failed(.unauthorized)  // not among handleAPIError's cases
        case .failed(let fault):
            client.requests[index].stage = .failed(fault == .networkError ? .network : .other(fault))
        }
    }

    /// "Check if refresh in progress": start the shared task, or await the one there is.
    func awaitRefresh(_ index: Int, _ client: inout KeychainRotationClient, _ effects: inout KeychainRotationEffects) {
        switch client.refreshTask {
        case .idle:
            client.refreshTask = .reading  // "Set refreshInProgress = true, Create refresh task"
            client.requests[index].stage = .waitingForRefresh
            effects.readKeychain(for: .refreshTask, &client)
        case .reading, .inFlight:
            client.requests[index].stage = .waitingForRefresh
        case .abandoned:
            client.requests[index].stage = .failed(.unauthorized)  // the finished task's failure (reading 8)
        }
    }
}
