import Foundation

/// Reads an input file (a spec, a trace) as JSON, or says why it cannot: unreadable, or broken
/// at a line, column and byte. Specs and traces then read their values from it by place.
enum InputFile {
    static func json(at path: String) throws(InputError) -> JSONValue {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputError(path: path, place: "file", message: "does not exist")
        }
        guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw InputError(path: path, place: "file", message: isFolder.boolValue ? "is a folder" : "cannot be read")
        }
        do {
            return try JSONParser.parse(Array(data))
        } catch {
            throw InputError.syntax(error, in: path)
        }
    }
}
