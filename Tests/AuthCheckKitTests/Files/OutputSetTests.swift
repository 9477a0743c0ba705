@testable import AuthCheckKit
import Foundation
import Testing

/// A run's files appear as a set or not at all: a failure at any file leaves the folder as it
/// was, with no staging folder, no new folder and no file of the set.
@Suite struct OutputSetTests {
    /// Every name in a folder and below it, hidden ones included, sorted.
    static func listing(_ folder: String) -> [String] {
        ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).sorted()
    }

    @Test func everyFileOfASetIsWrittenAndNoStagingIsLeft() throws {
        let sandbox = Sandbox()
        var files = OutputSet()
        files.add("one\n", at: "\(sandbox.path)/traces/a/1.json", under: "\(sandbox.path)/traces")
        files.add("two\n", at: "\(sandbox.path)/traces/b/c/2.json", under: "\(sandbox.path)/traces")
        files.add("matrix\n", at: "\(sandbox.path)/matrix.txt")
        try files.write()
        #expect(Self.listing(sandbox.path) == ["matrix.txt", "traces", "traces/a", "traces/a/1.json", "traces/b", "traces/b/c", "traces/b/c/2.json"])
        #expect(sandbox.read("traces/b/c/2.json") == "two\n")
        #expect(sandbox.read("matrix.txt") == "matrix\n")
    }

    @Test func aFolderWhereTheLastFileGoesLeavesTheFolderAsItWas() throws {
        let sandbox = Sandbox()
        let traces = "\(sandbox.path)/traces"
        try FileManager.default.createDirectory(atPath: "\(traces)/s/5.json", withIntermediateDirectories: true)
        sandbox.write("traces/s/1.json", "old\n")
        var files = OutputSet()
        for index in 1...5 { files.add("new \(index)\n", at: "\(traces)/s/\(index).json", under: traces) }
        #expect(throws: FileSystemError(path: "\(traces)/s/5.json", reason: "is a folder")) { try files.write() }
        #expect(Self.listing(sandbox.path) == ["traces", "traces/s", "traces/s/1.json", "traces/s/5.json"])
        #expect(sandbox.read("traces/s/1.json") == "old\n")
    }

    @Test func aFailedSetRemovesTheFoldersItMade() {
        let sandbox = Sandbox()
        let blocked = sandbox.write("blocked", "a file")
        var files = OutputSet()
        files.add("one\n", at: "\(sandbox.path)/traces/s/1.json", under: "\(sandbox.path)/traces")
        files.add("out\n", at: "\(blocked)/out.txt")
        #expect(throws: FileSystemError(path: "\(blocked)/out.txt", reason: "\(blocked) is not a folder")) { try files.write() }
        #expect(Self.listing(sandbox.path) == ["blocked"])
    }

    @Test func aStagingFolderOfADeadProcessIsRemovedAndALiveOneKept() throws {
        let sandbox = Sandbox()
        let dead = "\(sandbox.path)/\(StagingFolders.prefix)\(Int32.max - 7)-1"
        let live = "\(sandbox.path)/\(StagingFolders.prefix)1-1"
        for folder in [dead, live] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        sandbox.write("\(StagingFolders.prefix)\(Int32.max - 7)-1/C1.3.json", "half a tra")
        var files = OutputSet()
        files.add("whole\n", at: "\(sandbox.path)/C1.3.json", under: sandbox.path)
        try files.write()
        // pid 1 is always running; pid 2147483640 never is here.
        #expect(Self.listing(sandbox.path) == ["\(StagingFolders.prefix)1-1", "C1.3.json"])
    }

    @Test func aStagingNameGivesItsProcessAndNoOtherNameDoes() {
        #expect(StagingFolders.owner(of: ".authcheck-tmp-123-4") == 123)
        #expect(StagingFolders.owner(of: ".authcheck-tmp-123") == nil)
        #expect(StagingFolders.owner(of: ".authcheck-tmp-x-4") == nil)
        #expect(StagingFolders.owner(of: ".dat.nosync1234") == nil)
    }
}
