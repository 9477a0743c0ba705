/// Reads an input file (a spec, a trace) as JSON, or says why it cannot: unreadable (in the
/// system's words: does not exist, is a folder, permission denied), or broken at a line,
/// column and byte. Specs and traces then read their values from it by place.
enum InputFile {
    static func json(at path: String) throws(InputError) -> JSONValue {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            throw InputError(path: path, place: "file", message: error.reason)
        }
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw InputError.syntax(error, in: path)
        }
    }
}
