import AuthCheck

/// The notes app's code with the bug its design's variant has: logout leaves the profile.
final class ForgetfulNotesAsyncApp: NotesAsyncApp, @unchecked Sendable {
    override class var forgetsProfile: Bool { true }
}
