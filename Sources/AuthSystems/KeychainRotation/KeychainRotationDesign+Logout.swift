import AuthModel

extension KeychainRotationDesign {
    /// Scenario 6: only the server's 200 leads to the cleanup (reading 12).
    func logoutAnswered(_ response: Response, _ client: inout KeychainRotationClient,
                        _ effects: inout KeychainRotationEffects) {
        guard case .ok = response else { return }
        endSession(deleting: [.accessToken, .refreshToken, .user], &client, &effects)
    }

    /// "Delete all tokens · Post forceLogout notification · Show login screen" (reading 11).
    func forceLogout(_ client: inout KeychainRotationClient, _ effects: inout KeychainRotationEffects) {
        endSession(deleting: [.accessToken, .refreshToken], &client, &effects)
    }

    /// Clears memory, shows the login screen and deletes `keys` from the Keychain; the session
    /// has ended once the last delete completes.
    func endSession(deleting keys: [StorageKey], _ client: inout KeychainRotationClient,
                    _ effects: inout KeychainRotationEffects) {
        client.phase = .signedOut
        client.accessToken = nil
        client.user = nil
        for key in keys { effects.storage(.delete(.secure, key), &client) }
        client.logout = .clearing(client.storagePending)
    }
}
