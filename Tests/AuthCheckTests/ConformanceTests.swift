import AuthCheck
import Testing

/// `conform` on designs whose divergence is known: the fixed notes app's reducer conforms to its
/// own model; the buggy one, driven as the "implementation" of the fixed model, leaves it at the
/// step its logout forgets the profile.
@Suite struct ConformanceTests {
    @Test func anImplementationThatIsItsModelConformsWithItsCoverage() {
        let tool = NotesTool()
        defer { tool.remove() }
        let run = tool.run(["conform", "\(tool.folder)/specs/notes-fixed.json", "--driver", "fixed-code",
                            "--traces", "\(tool.folder)/traces", "--out", "\(tool.folder)/out", "--walks", "3"])
        print(run.output, run.errors)
        #expect(run.code == .success)
    }

    @Test func anImplementationThatLeavesItsModelIsCaughtAtTheStepWithTheField() {
        let tool = NotesTool()
        defer { tool.remove() }
        let run = tool.run(["conform", "\(tool.folder)/specs/notes-fixed.json", "--driver", "buggy-code",
                            "--traces", "\(tool.folder)/traces", "--out", "\(tool.folder)/out", "--walks", "3"])
        print(run.output, run.errors)
        #expect(run.code == .unexpectedVerdict)
    }
}
