import AuthCheckKit
import Testing

/// Scripts branch on these numbers: they never change.
@Suite struct ExitCodeTests {
    @Test func values() {
        #expect(ExitCode.success.rawValue == 0)
        #expect(ExitCode.unexpectedVerdict.rawValue == 1)
        #expect(ExitCode.inconclusive.rawValue == 3)
        #expect(ExitCode.usage.rawValue == 64)
        #expect(ExitCode.badInput.rawValue == 65)
    }
}
