extension AuthClient {
    /// A data call, through the 401 interceptor: returns the 200 response, or throws `APIError`.
    /// Its progress is in `state.requests`, under its number (its index plus one).
    public func send(_ request: APIRequest) async throws(APIError) -> HTTPResponse {
        let number = state.requests.count + 1
        guard state.phase == .authed, var accessToken = state.accessToken else {
            state.requests.append(.failed(.noAccessToken))  // fail fast: send nothing, refresh nothing
            throw .noAccessToken
        }
        let index = number - 1
        state.requests.append(.inFlight(accessToken: accessToken))
        var retries = 0
        while true {
            let outcome = await startCall(
                MyAppAPI.authorized(request, number: number, accessToken: accessToken, retries: retries)).value
            // An answer for a call this request no longer waits on (the session ended meanwhile)
            // changes nothing: the request was already settled.
            guard state.phase == .authed, state.requests[index] == .inFlight(accessToken: accessToken) else {
                throw .sessionEnded
            }
            let answer = ServerAnswer(outcome)
            switch answer {
            case .ok(let response):
                state.requests[index] = .succeeded
                return response
            case _ where answer.isExpiredAccessToken:
                if retries > 0 { throw fail(index, .unauthorized) }  // resent once already: give up
                if let current = state.accessToken, current != accessToken, state.refresh == .idle {
                    // A refresh already replaced the token this call carried: send again with the new one.
                    accessToken = current
                    retries = 1
                    state.requests[index] = .inFlight(accessToken: current)
                    continue
                }
                switch await waitForRefresh(index) {
                case .refreshed(let refreshed):
                    accessToken = refreshed
                    retries = 1
                case .failed(let error):
                    throw error
                }
            case .unauthorized:
                state.requests[index] = .failed(.unauthorized)
                endSession(revoke: false)  // a 401 no refresh can cure
                throw .unauthorized
            case .status(403):
                state.requests[index] = .failed(.server(status: 403))
                endSession(revoke: false)  // the account is suspended
                throw .server(status: 403)
            case .status(let status):
                throw fail(index, .server(status: status))
            case .unreachable:
                throw fail(index, .network)
            }
        }
    }

    /// Settles request `index` with `error`, and returns the error to throw.
    private func fail(_ index: Int, _ error: APIError) -> APIError {
        state.requests[index] = .failed(error)
        return error
    }

    /// Request `index` got a first 401 `access_token_expired`: it joins the refresh under way, or
    /// starts it, and waits until it ends.
    private func waitForRefresh(_ index: Int) async -> RefreshOutcome {
        if state.refresh == .idle {
            if endedSessionRefreshOut {
                // One refresh at a time, across sessions too: the last session's is still out.
                // The caller gets the 401 and may try again once it is back.
                return .failed(fail(index, .unauthorized))
            }
            guard let refreshToken = state.refreshToken else { return .failed(fail(index, .unauthorized)) }
            startRefresh(with: refreshToken)  // single flight: this call starts the one refresh
        } else if state.refresh == .calling, bugs.contains(.noSingleFlight), let refreshToken = state.refreshToken {
            startRefresh(with: refreshToken)  // the seeded bug: a refresh of its own as well
        }
        state.requests[index] = .waitingForRefresh
        return await withCheckedContinuation { waiters.add(request: index + 1, $0) }
    }
}
