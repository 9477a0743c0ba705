import Foundation

/// How a trace names the spec whose world it runs in, so that it replays on any machine and
/// from any folder: never by an absolute path.
///
/// The path recorded is relative to the folder that holds the spec's nearest `specs/` folder,
/// the project's root (`specs/deep/x.json`), or, for a spec under no `specs/` folder, relative
/// to the trace's own folder (`../../my-spec.json`). Replay looks beside the trace and in each
/// folder above it, then in the current folder, and names every place it looked when none holds
/// the spec. A trace copied elsewhere also finds its spec by the recorded path without its
/// leading `../`s, from its folder up.
enum SpecLocation {
    /// The spec's path as the trace at `tracePath` records it.
    static func recorded(_ specPath: String, forTraceAt tracePath: String) -> String {
        let spec = components(absolute(specPath))
        if let specs = spec.dropLast().lastIndex(of: "specs") {
            return spec[specs...].joined(separator: "/")
        }
        let folder = components(FileSystem.parent(of: absolute(tracePath)))
        var common = 0
        while common < min(folder.count, spec.count - 1), folder[common] == spec[common] { common += 1 }
        return (Array(repeating: "..", count: folder.count - common) + spec[common...]).joined(separator: "/")
    }

    /// Where a trace at `tracePath` looks for the spec it records as `recorded`, in order.
    static func candidates(_ recorded: String, forTraceAt tracePath: String) -> [String] {
        // Traces written before paths were relative may hold an absolute one.
        guard !recorded.hasPrefix("/") else { return [recorded] }
        // A trace copied to another folder keeps its `../`s: the path without them is tried too.
        var tail = Substring(recorded)
        while tail.hasPrefix("../") { tail = tail.dropFirst(3) }
        var places: [String] = []
        for relative in tail == recorded ? [recorded] : [recorded, String(tail)] {
            var folder = FileSystem.parent(of: absolute(tracePath))
            while true {
                let place = standardized(folder + "/" + relative)
                if !places.contains(place) { places.append(place) }
                let above = FileSystem.parent(of: folder)
                if above == folder { break }
                folder = above
            }
        }
        if !places.contains(absolute(recorded)) { places.append(recorded) }
        return places
    }

    static func absolute(_ path: String) -> String {
        standardized(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
    }

    /// `path` with `.`, `..` and doubled slashes taken out, by its text alone.
    private static func standardized(_ path: String) -> String {
        var kept: [String] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = kept.popLast()
            default: kept.append(String(part))
            }
        }
        return "/" + kept.joined(separator: "/")
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }
}
