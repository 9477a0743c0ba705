import AuthCheck
import Foundation

/// The team's whole tool, in-process: every subcommand over the bundled systems, the notes
/// designs and the team's clause, in a temporary folder holding the team's spec.
struct NotesTool {
    static let registry = registry(toolName: "authcheck")

    /// The team's tool under `toolName`, as `AuthCheckCLI.main(..., name:)` builds it.
    static func registry(toolName: String) -> Registry {
        Registry(
        systems: AuthSystems.bundled + [NotesDesign.buggy, NotesDesign.fixed, NotesDesign.dishonest], clauses: ClauseCatalogue.all + NotesClauses.all,
        drivers: [
            NamedDriver("fixed-code") { DesignDriver(NotesDesign(forgetsProfile: false)) },
            NamedDriver("buggy-code") { DesignDriver(NotesDesign(forgetsProfile: true)) },
            NamedDriver("async-code") { AsyncDriver<NotesAsyncApp>() },
            NamedDriver("async-buggy-code") { AsyncDriver<ForgetfulNotesAsyncApp>() },
            NamedDriver("async-blocking-code") { AsyncDriver<BlockingNotesAsyncApp>() },
        ], toolName: toolName)
    }

    let folder: String

    init() {
        folder = NSTemporaryDirectory() + "authcheck-notes-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: "\(folder)/specs", withIntermediateDirectories: true)
        for system in ["notes", "notes-fixed"] {
            try! Self.spec(system).write(toFile: "\(folder)/specs/\(system).json", atomically: true, encoding: .utf8)
        }
    }

    /// One login and one logout, nothing else going wrong.
    static func spec(_ system: String) -> String {
        """
        {
          "format": 1,
          "system": "\(system)",
          "world": { "requests": 0, "crashes": 0, "logins": 1, "logouts": 1, "settingsChanges": 0, "faults": 0,
                     "writeFailures": 0, "keychainLocks": 0, "outages": 0, "backgrounds": 0, "inactivity": 0,
                     "serverEvents": 0, "deviceChanges": 0, "disturbances": 0, "loginMistakes": false,
                     "secondAccount": false, "promptFailures": false },
          "clauses": ["C1.3", "NOTES1", "F-logout", "F-no-softLock"],
          "expect": { \(system == "notes" ? "\"NOTES1\": \"violated\"" : "") }
        }
        """
    }

    /// Runs the command line with the folder as the working directory's stand-in: relative
    /// paths are given under `folder`.
    func run(_ arguments: [String], registry: Registry = Self.registry) -> (code: ExitCode, output: String, errors: String) {
        var output = ""
        var errors = ""
        let code = AuthCheckCommand.run(arguments, registry: registry, output: &output, errors: &errors)
        return (code, output, errors)
    }

    func read(_ name: String) -> String? {
        try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
