extension AuthClient {
    /// Starts a keychain or cache call as a task of its own and counts it until it completes, so
    /// that a logout knows when nothing of the session is still being written. A flow never waits
    /// for one call before starting the next it needs at once (the launch's two reads, a login's
    /// two writes, a logout's two deletes): they run concurrently, started in the order the design
    /// gives them.
    @discardableResult
    func startStorage<Value: Sendable>(_ operation: @escaping @Sendable () async throws -> Value) -> Task<Value, any Error> {
        storageInFlight += 1
        return Task.detached { [self] in
            let result: Result<Value, any Error>
            do { result = .success(try await operation()) } catch { result = .failure(error) }
            await storageCompleted()
            return try result.get()
        }
    }

    /// A storage call completed. A logout whose deletes (and every write still running) are done
    /// is over.
    func storageCompleted() {
        storageInFlight -= 1
        if state.logout == .cleaning, storageInFlight == 0 { state.logout = .done }
    }

    /// Starts an HTTP call as a task of its own; no response (offline) is its result, not a throw.
    @discardableResult
    func startCall(_ request: HTTPRequest) -> Task<Result<HTTPResponse, any Error>, Never> {
        let transport = transport
        return Task.detached {
            do { return .success(try await transport.send(request)) } catch { return .failure(error) }
        }
    }

    /// Starts writing `refreshToken` to the keychain.
    func startSavingRefreshToken(_ refreshToken: String) -> Task<Void, any Error> {
        let keychain = keychain
        return startStorage { try await keychain.save(refreshToken, as: Self.refreshTokenItem) }
    }

    /// Waits for the keychain write of the refresh token. A failed write is made again, with the
    /// refresh token memory holds now, for as long as it holds one (the session depends on it; a
    /// session that ended meanwhile has nothing left to store). True once stored.
    func persistRefreshToken(_ write: Task<Void, any Error>) async -> Bool {
        var write = write
        while true {
            do {
                try await write.value
                return true
            } catch {
                guard let current = state.refreshToken else { return false }
                write = startSavingRefreshToken(current)
            }
        }
    }

    /// Starts writing the profile to the fast cache, best effort: a failed write is left, since
    /// the next launch writes it again.
    func startCachingProfile(_ profile: UserProfile) {
        let cache = profileCache
        startStorage { try await cache.setProfile(profile, forKey: Self.profileCacheKey) }
    }

    /// Starts deleting the cached profile.
    func startRemovingProfile() {
        let cache = profileCache
        startStorage { await cache.removeProfile(forKey: Self.profileCacheKey) }
    }
}
