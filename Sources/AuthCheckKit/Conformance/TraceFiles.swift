import Foundation

/// The trace files under a folder, found the same way on every machine: sorted by path.
enum TraceFiles {
    static func all(under directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".json"), !relative.hasSuffix(".itf.json") else { continue }
            paths.append("\(directory)/\(relative)")
        }
        return paths.sorted()
    }
}
