import AuthModel

extension LayeredBiometricDesign {
    /// Routes an answer to the code that awaits it.
    func respond(to call: Call, _ response: Response, _ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        switch call.endpoint {
        case .login:
            loginAnswered(response, &client, &effects)
        case .biometricLogin, .me:
            break  // never sent
        case .logout:
            logoutAnswered(&client, &effects)
        case .refresh:
            if client.biometricLogin == .refreshing(call.token) {
                biometricRefreshAnswered(response, &client, &effects)
            } else if let index = client.flows.firstIndex(where: { $0.stage == .inFlight(call.token) }) {
                flowRefreshAnswered(index, response, &client, &effects)
            }
        case .protected(let number):
            requestAnswered(number, call, response, &client, &effects)
        }
    }

    /// `apiClient`: the request interceptor attaches Redux's token, or none when it is null.
    func makeRequest(_ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        guard !client.requests.isFull else { return }
        let number = UInt8(client.requests.count + 1)
        // A request sent with no Authorization header shows as in flight with A0, a token the
        // server never issued: the world's stages all name a token.
        client.requests.append(LayeredRequest(stage: .inFlight(client.accessToken ?? .access(0))))
        effects.send(Call(.protected(number), token: client.accessToken))
    }

    /// The response interceptor (Section 7) on a protected request's answer.
    func requestAnswered(_ number: UInt8, _ call: Call, _ response: Response, _ client: inout LayeredClient,
                         _ effects: inout LayeredEffects) {
        let index = Int(number) - 1
        guard index < client.requests.count else { return }
        let leaderRetry = client.flows.firstIndex { $0.leader == number && $0.stage == .retrying }
        switch response {
        case .ok:
            client.requests[index].stage = .succeeded
        case .failed(let fault):
            client.requests[index].stage = .failed(fault == .networkError ? .network : .other(fault))
        case .unauthorized:
            if client.requests[index].retryFlag {
                client.requests[index].stage = .failed(.unauthorized)  // _retry already set: reject
            } else if client.refreshing {
                client.requests[index].stage = .waitingForRefresh  // "Add this request to the queue"
                client.requests[index].queued = true
            } else {
                // This request leads the refresh.
                client.refreshing = true
                client.requests[index].retryFlag = true
                client.requests[index].stage = .waitingForRefresh
                if !client.flows.isFull { client.flows.append(LayeredRefreshFlow(leader: number, stage: .readingToken)) }
                effects.storage(.load(.secure), for: .refresh(number), &client)
            }
        }
        // The retried original has answered: only now `setRefreshing(false)`.
        if let leaderRetry {
            client.flows.remove(at: leaderRetry)
            client.refreshing = false
        }
    }

    func refreshCompleted(_ leader: UInt8, _ event: ClientEvent, _ client: inout LayeredClient,
                          _ effects: inout LayeredEffects) {
        guard let index = client.flows.firstIndex(where: { $0.leader == leader }) else { return }
        switch client.flows[index].stage {
        case .readingToken:
            guard case .loaded(.secure, let secure) = event else {
                failRefresh(index, .sessionEnded, &client, &effects)  // refreshToken() threw
                return
            }
            let token = secure.presentedForRefresh
            client.flows[index].stage = .inFlight(token)
            effects.send(Call(.refresh, token: token))  // raw axios, Bearer <stored token>
        case .saving(let pair):
            guard case .wrote = event else {
                failRefresh(index, .sessionEnded, &client, &effects)  // setAccessToken threw
                return
            }
            let fresh = Token.access(pair)
            client.accessToken = fresh  // dispatch(updateAccessToken(fresh))
            // processQueue(null, fresh): every queued request retries with it.
            for other in client.requests.indices where client.requests[other].queued {
                client.requests[other].queued = false
                resend(other, with: fresh, &client, &effects)
            }
            // Retry the original request; setRefreshing(false) waits for its answer.
            resend(Int(leader) - 1, with: fresh, &client, &effects)
            client.flows[index].stage = .retrying
        case .failing(let failure):
            guard event.endsCacheClear else { return }
            let request = Int(leader) - 1
            if request < client.requests.count { client.requests[request].stage = .failed(failure) }
            client.flows.remove(at: index)
            // Unless clearAuthData threw out of the catch block: then neither runs.
            if case .wrote = event {
                logoutSuccess(&client)
                client.refreshing = false
            }
        case .inFlight, .retrying:
            break
        }
    }

    func flowRefreshAnswered(_ index: Int, _ response: Response, _ client: inout LayeredClient,
                             _ effects: inout LayeredEffects) {
        switch response {
        case .ok(_, let pair?):
            client.flows[index].stage = .saving(pair)
            let leader = client.flows[index].leader
            effects.storage(.write(.secure, .accessToken, .token(.access(pair))), for: .refresh(leader), &client)
        case .ok:
            failRefresh(index, .sessionEnded, &client, &effects)
        case .unauthorized:
            failRefresh(index, .unauthorized, &client, &effects)
        case .failed(let fault):
            failRefresh(index, fault == .networkError ? .network : .other(fault), &client, &effects)
        }
    }

    /// "Refresh fails": processQueue(error) first, then clearTokens(), clearAuthData() and
    /// logoutSuccess, whatever the error was.
    func failRefresh(_ index: Int, _ failure: RequestFailure, _ client: inout LayeredClient,
                     _ effects: inout LayeredEffects) {
        for other in client.requests.indices where client.requests[other].queued {
            client.requests[other].queued = false
            client.requests[other].stage = .failed(failure)
        }
        let leader = client.flows[index].leader
        client.flows[index].stage = .failing(failure)
        effects.clearTokens(for: .refresh(leader), &client)
        effects.clearAuthData(for: .refresh(leader), &client)
    }

    func resend(_ index: Int, with token: Token, _ client: inout LayeredClient, _ effects: inout LayeredEffects) {
        guard index < client.requests.count else { return }
        client.requests[index].retries += 1
        client.requests[index].stage = .inFlight(token)
        effects.send(Call(.protected(UInt8(index + 1)), token: token, retries: client.requests[index].retries))
    }
}
