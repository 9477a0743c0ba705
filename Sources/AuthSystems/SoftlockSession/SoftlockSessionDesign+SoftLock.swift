import AuthModel

extension SoftlockSessionDesign {
    /// The AppState listener, registered only while `isEnabled`: leaving `active` starts the
    /// 90 s timer.
    func backgrounded(_ client: inout SoftlockSessionClient) {
        guard client.isEnabled else { return }
        if client.appStateActive { client.lockTimeout = true }
        client.appStateActive = false
    }

    /// Back to `active`. After the grace, a timer that ran in the background fired first
    /// (`setIsLocked(true)`, `soft_lock_state = locked`); then the listener clears the timeout
    /// ref, which the callback never nulled. A timer the OS held is still pending at the return:
    /// the listener's `clearTimeout` cancels it before it can fire.
    func foregrounded(afterGrace: Bool, timersHeld: Bool, _ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        guard client.isEnabled else { return }
        if !client.appStateActive, client.lockTimeout, afterGrace, !timersHeld {
            client.isLocked = true
            effects.append(.write(.asyncStorage, .softLocked, .flag(true)))
        }
        if !client.appStateActive { client.lockTimeout = false }
        client.appStateActive = true
    }

    /// `unlock()`: `setIsLocked(false)`, the timestamp (no key in the world), `removeItem('soft_lock_state')`.
    func unlock(_ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        client.isLocked = false
        effects.append(.delete(.asyncStorage, .softLocked))
    }

    /// `setEnabled(enabled)`; the listener's effect re-runs: its cleanup clears a pending timer.
    func setEnabled(_ on: Bool, _ client: inout SoftlockSessionClient, _ effects: inout [Effect]) {
        if client.isEnabled != on { client.lockTimeout = false }
        client.isEnabled = on
        effects.append(.write(.asyncStorage, .softLockEnabled, .flag(on)))
    }

    /// `SoftLockScreen` renders: `isAuthenticated && isLocked && isEnabled`.
    func lockScreenShown(_ client: SoftlockSessionClient) -> Bool {
        isAuthenticated(client) && client.isLocked && client.isEnabled
    }

    /// `user !== null && !isSessionExpired && user.isSuspended === false`.
    func isAuthenticated(_ client: SoftlockSessionClient) -> Bool {
        client.user != nil && !client.isSessionExpired
    }
}
