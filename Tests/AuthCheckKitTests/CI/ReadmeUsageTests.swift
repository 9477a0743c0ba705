import AuthCheckKit
import Foundation
import Testing

/// The README's "Using it" block lists, for each subcommand, the options and flags the tool
/// has: one added to a command and not to the README, or left in the README after it went, fails
/// here, naming the command and the option.
@Suite struct ReadmeUsageTests {
    /// Each subcommand's `--options` as the block after `## Using it` writes them: its line
    /// (`authcheck <subcommand> …`) and the lines that continue its synopsis (`[--…`), not the
    /// descriptions beside them.
    static func listedOptions(in readme: String) throws -> [String: Set<String>] {
        let section = try #require(readme.components(separatedBy: "## Using it\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        var options: [String: Set<String>] = [:]
        var current: String?
        for line in block.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            let words = line.split(separator: " ").map(String.init)
            if line.hasPrefix("authcheck "), words.count > 1, !words[1].hasPrefix("-") {
                current = words[1]
            } else if !line.trimmingCharacters(in: .whitespaces).hasPrefix("[") {
                continue  // a description, or the help line
            }
            guard let command = current else { continue }
            // The synopsis ends where the description column starts (two spaces or more).
            let synopsis = String(line.drop { $0 == " " }).components(separatedBy: "   ").first ?? line
            let named = synopsis.split(whereSeparator: { " []|.".contains($0) })
                .filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init)
            options[command, default: []].formUnion(named)
        }
        return options
    }

    /// Each subcommand's options and flags as the tool defines them.
    static var definedOptions: [String: Set<String>] {
        var options: [String: Set<String>] = [:]
        for command in AuthCheckCommand.root(.bundled).subcommands {
            options[command.name] = Set(command.options.map { "--\($0.name)" } + command.flags.map { "--\($0.name)" })
        }
        return options
    }

    @Test func theReadmeListsEveryOptionOfEveryCommand() throws {
        let readme = try String(contentsOf: CIScript.root.appendingPathComponent("README.md"), encoding: .utf8)
        let listed = try Self.listedOptions(in: readme)
        let defined = Self.definedOptions
        #expect(Set(listed.keys) == Set(defined.keys), "subcommands")
        for (command, options) in defined {
            #expect(listed[command] ?? [] == options, "\(command): the README lists \(listed[command] ?? []), the tool has \(options)")
        }
    }

    /// An option left out of the README's block, or one the tool no longer has, is found.
    @Test func aMissingOrStaleOptionIsFound() throws {
        let readme = try String(contentsOf: CIScript.root.appendingPathComponent("README.md"), encoding: .utf8)
        let missing = try Self.listedOptions(in: readme.replacingOccurrences(of: " [--fail-on-findings]", with: ""))
        #expect(missing["audit"] != Self.definedOptions["audit"])
        #expect(Self.definedOptions["audit"]?.subtracting(missing["audit"] ?? []) == ["--fail-on-findings"])
        let stale = try Self.listedOptions(in: readme.replacingOccurrences(of: "[--summary]", with: "[--summary] [--colour]"))
        #expect(stale["replay"]?.subtracting(Self.definedOptions["replay"] ?? []) == ["--colour"])
    }
}
