import AuthModel

extension SoftlockSessionDesign {
    /// An answer reaches the native HTTP client (which keeps the cookies it sets), then
    /// `apiClient`'s response interceptor, then the code that awaited the call.
    func answered(_ call: Call, _ response: Response, _ client: inout SoftlockSessionClient,
                  _ effects: inout [Effect]) {
        keepCookies(call, response, &client, &effects)
        switch response {
        case .ok:
            resolve(call, response, &client, &effects)
        case .unauthorized:
            unauthorized(call, &client, &effects)
        case .failed(let fault):
            // `return Promise.reject(error)`
            reject(call, fault == .networkError ? .network : .other(fault), &client, &effects)
        }
    }

    /// `Set-Cookie`: a granted pair replaces both cookies; logout's 200 expires them.
    func keepCookies(_ call: Call, _ response: Response, _ client: inout SoftlockSessionClient,
                     _ effects: inout [Effect]) {
        if case .ok(_, let pair?) = response {
            client.accessCookie = .access(pair)
            client.refreshCookie = .refresh(pair)
            effects.append(.write(.asyncStorage, .accessToken, .token(.access(pair))))
            effects.append(.write(.asyncStorage, .refreshToken, .token(.refresh(pair))))
        } else if call.endpoint == .logout, case .ok = response {
            client.accessCookie = nil
            client.refreshCookie = nil
            effects.append(.delete(.asyncStorage, .accessToken))
            effects.append(.delete(.asyncStorage, .refreshToken))
        }
    }

    /// The cookie a call to `endpoint` carries.
    func cookie(for endpoint: Endpoint, _ client: SoftlockSessionClient) -> Token? {
        switch endpoint {
        case .protected, .me: client.accessCookie
        case .refresh: client.refreshCookie
        case .logout: client.refreshCookie ?? client.accessCookie
        case .login, .biometricLogin: nil
        }
    }

    /// `if (error.response?.status === 401 && !originalRequest._retry)`: queue behind the refresh
    /// in progress, or start one; a call already marked `_retry` is rejected. No endpoint is
    /// exempt, the refresh itself included.
    func unauthorized(_ call: Call, _ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        if call.endpoint == .refresh { client.failedRefreshes = min(client.failedRefreshes + 1, 4) }
        guard !retried(call, client) else {
            reject(call, .unauthorized, &client, &effects)
            return
        }
        setWaiting(call, &client)
        if client.isRefreshing {
            client.refreshSubscribers.append(call)
            return
        }
        markRetried(call, &client)
        client.isRefreshing = true
        client.leader = call
        effects.append(.send(Call(.refresh, token: cookie(for: .refresh, client))))
    }

    /// The call's config has `_retry` set.
    func retried(_ call: Call, _ client: SoftlockSessionClient) -> Bool {
        switch call.endpoint {
        case .protected(let number):
            return request(number, client)?.retried ?? true
        case .me:
            if case .validating(let retried) = client.boot { return retried }
            return true
        case .login:
            if case .calling(_, _, let retried) = client.login { return retried }
            return true
        case .refresh, .logout, .biometricLogin:
            return false
        }
    }

    func markRetried(_ call: Call, _ client: inout SoftlockSessionClient) {
        switch call.endpoint {
        case .protected(let number):
            if request(number, client) != nil { client.requests[Int(number) - 1].retried = true }
        case .me:
            if case .validating = client.boot { client.boot = .validating(retried: true) }
        case .login:
            if case .calling(let account, let valid, _) = client.login {
                client.login = .calling(account, validCredentials: valid, retried: true)
            }
        case .refresh, .logout, .biometricLogin:
            break
        }
    }

    func setWaiting(_ call: Call, _ client: inout SoftlockSessionClient) {
        if case .protected(let number) = call.endpoint, request(number, client) != nil {
            client.requests[Int(number) - 1].stage = .waitingForRefresh
        }
    }

    func request(_ number: UInt8, _ client: SoftlockSessionClient) -> SoftlockRequest? {
        let index = Int(number) - 1
        return index >= 0 && index < client.requests.count ? client.requests[index] : nil
    }

    /// A 200 reaches the code that awaited the call.
    func resolve(_ call: Call, _ response: Response, _ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        switch call.endpoint {
        case .protected(let number):
            settle(number, .succeeded, &client)
        case .me:
            profileFetched(response, &client, &effects)
        case .login:
            loginAnswered(response, &client, &effects)
        case .logout:
            logoutAnswered(&client, &effects)
        case .refresh:
            refreshed(&client, &effects)
        case .biometricLogin:
            break
        }
    }

    /// An error reaches the code that awaited the call.
    func reject(_ call: Call, _ error: RequestFailure, _ client: inout SoftlockSessionClient,
                _ effects: inout [Effect]) {
        switch call.endpoint {
        case .protected(let number):
            settle(number, .failed(error), &client)
        case .me:
            if case .validating = client.boot { clearAuthState(.boot, &client, &effects) }
        case .login:
            if case .calling = client.login { client.login = nil }  // `login()` throws; no text shown
        case .logout:
            logoutAnswered(&client, &effects)
        case .refresh:
            refreshFailed(error, &client, &effects)
        case .biometricLogin:
            break
        }
    }

    func settle(_ number: UInt8, _ stage: RequestStage, _ client: inout SoftlockSessionClient) {
        guard let request = request(number, client), !request.stage.isSettled else { return }
        client.requests[Int(number) - 1].stage = stage
    }

    /// The refresh resolved: every subscriber is called (each re-sends its call as it was
    /// configured), the queue is emptied, `isRefreshing` cleared, and the leader re-sent.
    func refreshed(_ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        client.failedRefreshes = 0
        let subscribers = client.refreshSubscribers
        client.refreshSubscribers.removeAll()
        for call in subscribers { resend(call, &client, &effects) }
        client.isRefreshing = false
        if let leader = client.leader {
            client.leader = nil
            resend(leader, &client, &effects)
        }
    }

    /// `apiClient(originalRequest)`: the same call again, with the cookies of now.
    func resend(_ call: Call, _ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        let again = Call(call.endpoint, token: cookie(for: call.endpoint, client), retries: call.retries + 1)
        if case .protected(let number) = call.endpoint, request(number, client) != nil {
            client.requests[Int(number) - 1].stage = .inFlight(again.token ?? .access(0))
        }
        effects.append(.send(again))
    }

    /// The refresh rejected (any error but 401): the leader's `catch`. `isRefreshing = false`,
    /// then `await handleSessionExpired()`, then the leader is rejected with the refresh's error.
    /// `refreshSubscribers` is left as it is.
    func refreshFailed(_ error: RequestFailure, _ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        client.failedRefreshes = min(client.failedRefreshes + 1, 4)
        client.isRefreshing = false
        guard let leader = client.leader else { return }
        client.leader = nil
        secure(.delete(.secure, .user), .expiryCache(leader: leader, error: error), &client, &effects)
    }
}
