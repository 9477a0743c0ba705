import AuthModel

extension CleanerHQDesign {
    /// A storage effect completed (or failed): resume what awaited it.
    func stored(_ waiter: CleanerHQWaiter, failed: Bool, _ client: inout CleanerHQClient,
                _ effects: inout CleanerHQEffects) {
        switch waiter {
        case .loginSave(let write):
            if failed { loginSaveFailed(&client) } else { loginSaved(write, &client, &effects) }
        case .refreshSave(let purpose, let write):
            if failed {
                refreshSaveFailed(purpose, &client, &effects)
            } else {
                refreshSaved(purpose, write, &client, &effects)
            }
        case .launchRead, .tokenRead, .cleanup, .preference:
            break
        }
    }
}
