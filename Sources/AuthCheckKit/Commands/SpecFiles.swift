import Foundation

/// The spec files a command works on: those named, or every `*.json` in `specs/`, by name.
enum SpecFiles {
    static let directory = "specs"

    static func paths(_ named: [String]) -> [String] {
        guard named.isEmpty else { return named }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(directory)/\($0)" }
    }
}
