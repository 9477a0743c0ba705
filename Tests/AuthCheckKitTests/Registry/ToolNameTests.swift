import AuthCheckKit
import AuthModel
import AuthSystems
import Testing

/// A team's tool named `myapp-authcheck`: its version, help, usage lines and hints name the
/// command its users type, not `authcheck`; without a name, everything says `authcheck`.
@Suite struct ToolNameTests {
    static func running(_ arguments: [String], name: String = "myapp-authcheck") -> CommandLineOutcome {
        var output = ""
        var errors = ""
        let exitCode = AuthCheckCLI.run(
            arguments, systems: AuthSystems.bundled, name: name, output: &output, errors: &errors)
        return CommandLineOutcome(exitCode: exitCode, output: output, errors: errors)
    }

    @Test func theVersionIsAuthchecksUnderTheToolsName() {
        #expect(Self.running(["--version"]) == .printed("myapp-authcheck (authcheck \(AuthCheckCommand.version))\n"))
        #expect(Self.running(["--version"], name: "authcheck") == .printed("authcheck \(AuthCheckCommand.version)\n"))
    }

    @Test func helpAndUsageNameTheTool() {
        let help = Self.running(["--help"])
        #expect(help.exitCode == .success)
        #expect(help.output.contains("USAGE: myapp-authcheck <subcommand>"))
        #expect(!help.output.contains("USAGE: authcheck"))
        // The parser's usage lines, and those a command writes itself.
        let parsed = Self.running(["list", "bogus"])
        #expect(parsed.exitCode == .usage)
        #expect(parsed.errors.hasSuffix("""
            Usage: myapp-authcheck list [--format <format>] <what>
              See 'myapp-authcheck list --help' for more information.

            """))
        #expect(Self.running(["list", "--format", "markdown", "systems"]) == CommandLineOutcome(exitCode: .usage, errors: """
            Error: --format markdown lists clauses only
            Usage: myapp-authcheck list [--format <format>] <what>
              See 'myapp-authcheck list --help' for more information.

            """))
    }

    @Test func hintsNameTheTool() {
        let explain = Self.running(["explain", "C99"])
        #expect(explain.exitCode == .usage)
        #expect(explain.errors.contains("Usage: myapp-authcheck explain <clause>"))
        #expect(explain.errors.contains("See 'myapp-authcheck list clauses' for every clause."))
        let conflict = Self.running(["explain", "I8"])
        #expect(conflict.output.contains("(see 'myapp-authcheck conflicts')"))
        let sandbox = Sandbox()
        let spec = sandbox.write("typo.json", #"{"format": 1, "system": "reference", "clauses": ["C1.33"]}"#)
        let check = Self.running(["check", spec])
        #expect(check.exitCode == .badInput)
        #expect(check.errors.contains("; see 'myapp-authcheck list clauses'"))
        #expect(Self.running(["check", spec], name: "authcheck").errors.contains("; see 'authcheck list clauses'"))
    }
}
