import AuthCheckKit
import AuthModel
import AuthSystems
import Testing

/// A team's tool given one name twice (a clause file copied and its ID left as it was): every
/// command ends with an error naming it and exit 70, not a crash whose message a release build
/// drops; a tool whose names are each given once runs as before.
@Suite struct RepeatedNameTests {
    static let reference = AuthSystems.bundled[0]

    static func running(
        _ arguments: [String], systems: [AuthSystem] = AuthSystems.bundled, clauses: [Clause] = ClauseCatalogue.all,
        drivers: [NamedDriver] = []
    ) -> CommandLineOutcome {
        var output = ""
        var errors = ""
        let exitCode = AuthCheckCLI.run(
            arguments, systems: systems, clauses: clauses, drivers: drivers, output: &output, errors: &errors)
        return CommandLineOutcome(exitCode: exitCode, output: output, errors: errors)
    }

    @Test func aClauseCopiedWithItsIDIsAnErrorNamingIt() {
        let copied = ClauseCatalogue.all + [ClauseCatalogue.all[3]]
        #expect(Self.running(["list", "clauses"], clauses: copied) == CommandLineOutcome(
            exitCode: .modelError,
            errors: """
                Error: two clauses have the ID "\(ClauseCatalogue.all[3].id)": each system, clause and driver the tool \
                is given (AuthCheckCLI.main) needs a name of its own

                """))
    }

    @Test func aSystemGivenTwiceIsNamed() {
        let outcome = Self.running(["--version"], systems: AuthSystems.bundled + [Self.reference])
        #expect(outcome.exitCode == .modelError)
        #expect(outcome.output.isEmpty)
        #expect(outcome.errors.hasPrefix("Error: two systems are named \"\(Self.reference.name)\": "))
    }

    @Test func aDriverGivenTwiceIsNamed() throws {
        let driver = NamedDriver("fake") { preconditionFailure("never started") }
        let outcome = Self.running(["--version"], drivers: [driver, driver])
        #expect(outcome.exitCode == .modelError)
        #expect(outcome.errors.hasPrefix("Error: two drivers are named \"fake\": "))
    }

    /// Systems are named before clauses, clauses before drivers: the first list with a repeat.
    @Test func theFirstRepeatIsNamedSystemsFirst() {
        let driver = NamedDriver("fake") { preconditionFailure("never started") }
        #expect(Registry.repeatedName(
            systems: AuthSystems.bundled + [Self.reference], clauses: ClauseCatalogue.all + ClauseCatalogue.all,
            drivers: [driver, driver]) == "two systems are named \"\(Self.reference.name)\"")
        #expect(Registry.repeatedName(
            systems: AuthSystems.bundled, clauses: ClauseCatalogue.all + ClauseCatalogue.all, drivers: [driver, driver])
            == "two clauses have the ID \"\(ClauseCatalogue.all[0].id)\"")
    }

    /// Built directly (a team's tests), a registry with a repeat stops the process, and says
    /// which name in a release build too (`fatalError`, where a `precondition`'s text is dropped).
    @Test func aRegistryWithARepeatStopsTheProcessNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Registry(systems: AuthSystems.bundled, clauses: ClauseCatalogue.all + [ClauseCatalogue.all[0]])
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.contains("Registry: two clauses have the ID \"\(ClauseCatalogue.all[0].id)\""))
    }

    @Test func namesGivenOnceRunAsBefore() {
        let driver = NamedDriver("fake") { preconditionFailure("never started") }
        #expect(Registry.repeatedName(systems: AuthSystems.bundled, clauses: ClauseCatalogue.all, drivers: [driver]) == nil)
        let outcome = Self.running(["--version"], drivers: [driver])
        #expect(outcome == CommandLineOutcome.running(["--version"]))
        #expect(outcome.exitCode == .success)
    }
}
