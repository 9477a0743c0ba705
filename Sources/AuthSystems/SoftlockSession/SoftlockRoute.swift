/// Where the Nexus app's navigation stands (`router.replace`), under the soft-lock overlay.
enum SoftlockRoute: UInt8, Hashable, Sendable {
    /// `/login`.
    case signIn
    /// `/dashboard`, `/setup` or `/admin/dashboard`: protected content.
    case main
}
