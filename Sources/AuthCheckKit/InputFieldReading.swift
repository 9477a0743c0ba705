/// Typed access to a JSON input file's values, each failure naming the file and the value's
/// JSON path (`worlds.session.requests`, `steps[3].event.slot`), for specs and traces alike.
protocol InputFieldReading {
    /// The file being read, as the user named it.
    var path: String { get }
    /// What the tool knows: names resolve through it, and hints name its command.
    var registry: Registry { get }
}

extension InputFieldReading {
    func error(_ place: String, _ message: String) -> InputError {
        InputError(path: path, place: place, message: message)
    }

    /// `unknown clause "c1.2" (did you mean "C1.2"?)`: the value as the user wrote it, echoed
    /// (escaped and shortened), and the known name closest to it, if one is close.
    func unknown(_ kind: String, _ value: String, among known: [String]) -> String {
        "unknown \(kind) \"\(value.echoed)\"" + (Suggestion.closest(to: value, among: known).map { " (did you mean \"\($0)\"?)" } ?? "")
    }

    /// `a number (1.5)`: what a value is and, shortened, what it says, for an error about its type.
    func found(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool, .number, .double, .string, .array, .object: "\(value.kindName) (\(JSONWriter.writeCompact(value).echoed))"
        }
    }

    func member(_ members: [(String, JSONValue)], _ key: String) -> JSONValue? {
        members.first { $0.0 == key }?.1
    }


    func onlyKeys(_ members: [(String, JSONValue)], _ keys: [String], at place: String) throws(InputError) {
        for (key, _) in members where !keys.contains(key) {
            throw error(place, unknown("key", key, among: keys) + " (known: \(keys.joined(separator: ", ")))")
        }
    }

    func object(_ value: JSONValue, at place: String) throws(InputError) -> [(String, JSONValue)] {
        guard let members = value.object else { throw error(place, "expected an object, found \(found(value))") }
        return members
    }

    func array(_ value: JSONValue, at place: String) throws(InputError) -> [JSONValue] {
        guard let elements = value.array else { throw error(place, "expected an array, found \(found(value))") }
        return elements
    }

    func string(_ value: JSONValue, at place: String) throws(InputError) -> String {
        guard let text = value.string else { throw error(place, "expected a string, found \(found(value))") }
        return text
    }

    func string(_ members: [(String, JSONValue)], _ key: String, at place: String) throws(InputError) -> String {
        guard let value = member(members, key) else { throw error(place, "is missing") }
        return try string(value, at: place)
    }

    func integer(_ value: JSONValue, at place: String) throws(InputError) -> Int {
        guard let number = value.int else { throw error(place, "expected a whole number, found \(found(value))") }
        return number
    }

    func integer(_ members: [(String, JSONValue)], _ key: String, at place: String) throws(InputError) -> Int {
        guard let value = member(members, key) else { throw error(place, "is missing") }
        return try integer(value, at: place)
    }

    func boolean(_ value: JSONValue, at place: String) throws(InputError) -> Bool {
        guard let flag = value.bool else { throw error(place, "expected true or false, found \(found(value))") }
        return flag
    }
}
