import AuthModel

/// S2 Token refresh interceptor (`fetchWithAuth`), and the refreshes of S5 and S7 that share
/// its refresh call but not its `refreshPromise`.
extension CleanerHQDesign {
    func respond(to call: Call, _ response: Response, _ client: inout CleanerHQClient,
                 _ effects: inout CleanerHQEffects) {
        switch call.endpoint {
        case .login:
            loginAnswered(response, &client, &effects)
        case .refresh:
            refreshAnswered(call, response, &client, &effects)
        case .protected(let number):
            requestAnswered(Int(number) - 1, call, response, &client, &effects)
        case .logout:
            logoutAnswered(&client, &effects)
        case .biometricLogin, .me:
            break  // never sent
        }
    }

    /// `fetchWithAuth` attaches `TokenManager`'s access token, if any.
    func makeRequest(_ client: inout CleanerHQClient, _ effects: inout CleanerHQEffects) {
        let number = UInt8(client.requests.count + 1)
        client.requests.append(.inFlight(client.accessToken ?? Self.noToken))
        effects.send(Call(.protected(number), token: client.accessToken))
    }

    func requestAnswered(_ index: Int, _ call: Call, _ response: Response, _ client: inout CleanerHQClient,
                         _ effects: inout CleanerHQEffects) {
        guard index < client.requests.count, client.requests[index] == .inFlight(call.token ?? Self.noToken) else {
            return
        }
        switch response {
        case .ok:
            client.requests[index] = .succeeded
        case .unauthorized:
            // "if non-null, all 401 handlers await it; first one creates it", for every 401.
            client.requests[index] = .waitingForRefresh
            if !client.runs.contains(where: { $0.purpose == .shared }) { startRefresh(.shared, &client, &effects) }
        case .failed(.networkError):
            client.requests[index] = .failed(.network)  // "Non-401 errors pass through"
        case .failed(let fault):
            client.requests[index] = .failed(.other(fault))
        }
    }

    /// `POST /auth/refresh` with `TokenManager`'s refresh token, flagged to skip the interceptor.
    func startRefresh(_ purpose: CleanerHQRefreshPurpose, _ client: inout CleanerHQClient,
                      _ effects: inout CleanerHQEffects) {
        client.runs.append(CleanerHQRefresh(purpose: purpose, token: client.refreshToken))
        effects.send(Call(.refresh, token: client.refreshToken))
    }

    /// A refresh answered: the first run still waiting that sent this token takes the answer.
    func refreshAnswered(_ call: Call, _ response: Response, _ client: inout CleanerHQClient,
                         _ effects: inout CleanerHQEffects) {
        guard let position = client.runs.firstIndex(where: { $0.granted == nil && $0.token == call.token }) else {
            return
        }
        let purpose = client.runs[position].purpose
        switch response {
        case .ok(_, let pair?):
            // "Successful refresh updates stored tokens in secure storage": memory, then each write.
            client.runs[position].granted = .refresh(pair)
            client.accessToken = .access(pair)
            client.refreshToken = .refresh(pair)
            effects.storage(.write(.secure, .accessToken, .token(.access(pair))),
                            resuming: .refreshSave(purpose, .access), &client)
        case .ok:
            client.runs.remove(at: position)
            refreshFailed(purpose, .unauthorized, &client, &effects)
        case .unauthorized:
            client.runs.remove(at: position)
            refreshFailed(purpose, .unauthorized, &client, &effects)
        case .failed(let fault):
            client.runs.remove(at: position)
            refreshFailed(purpose, fault == .networkError ? .network : .other(fault), &client, &effects)
        }
    }

    func refreshSaved(_ purpose: CleanerHQRefreshPurpose, _ write: CleanerHQTokenWrite,
                      _ client: inout CleanerHQClient, _ effects: inout CleanerHQEffects) {
        guard let position = client.runs.firstIndex(where: { $0.purpose == purpose }),
              let granted = client.runs[position].granted else { return }
        switch write {
        case .access:
            effects.storage(.write(.secure, .refreshToken, .token(granted)), resuming: .refreshSave(purpose, .refresh),
                            &client)
        case .refresh:
            client.runs.remove(at: position)
            switch purpose {
            case .shared:
                retryWaiting(&client, &effects)  // "resolve the promise so queued requests retry"
            case .restore:
                if client.phase == .restoring { startSession(&client) }  // "proceed to home"
            case .proactive:
                break
            }
        }
    }

    /// A write of the new pair threw: the refresh's promise rejects like a failed refresh.
    func refreshSaveFailed(_ purpose: CleanerHQRefreshPurpose, _ client: inout CleanerHQClient,
                           _ effects: inout CleanerHQEffects) {
        guard let position = client.runs.firstIndex(where: { $0.purpose == purpose }) else { return }
        client.runs.remove(at: position)
        refreshFailed(purpose, .sessionEnded, &client, &effects)
    }

    /// "After failed refresh, reject the promise and call `AuthStore.logout()`"; S7's restore:
    /// "Failed refresh navigates to Login".
    func refreshFailed(_ purpose: CleanerHQRefreshPurpose, _ failure: RequestFailure,
                       _ client: inout CleanerHQClient, _ effects: inout CleanerHQEffects) {
        if purpose == .shared {
            for index in client.requests.indices where client.requests[index] == .waitingForRefresh {
                client.requests[index] = .failed(failure)
            }
        }
        signOut(&client, &effects)
    }

    /// Each queued request again, with its method, headers and body, and `TokenManager`'s token.
    func retryWaiting(_ client: inout CleanerHQClient, _ effects: inout CleanerHQEffects) {
        for index in client.requests.indices where client.requests[index] == .waitingForRefresh {
            let bit = UInt8(1) << UInt8(index)
            let retries: UInt8 = client.retried & bit == 0 ? 1 : 2
            client.retried |= bit
            client.requests[index] = .inFlight(client.accessToken ?? Self.noToken)
            effects.send(Call(.protected(UInt8(index + 1)), token: client.accessToken, retries: retries))
        }
    }
}
