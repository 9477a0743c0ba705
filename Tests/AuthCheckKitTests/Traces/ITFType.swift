@testable import AuthCheckKit

/// The type of an ITF value, as a typed reader (Quint, Apalache) gives each state variable one
/// type for the whole trace: ADR-015's integers, strings, booleans, lists, tuples, sets, maps
/// and records, and Quint's variants (`{"tag": …, "value": …}`), whose type is the union of
/// what each tag carries. An empty collection's element type is open (nil) until a value fills it.
indirect enum ITFType: Equatable, CustomStringConvertible {
    case bool, int, string
    case list(ITFType?), set(ITFType?), map(ITFType?, ITFType?)
    case tuple([ITFType])
    case record([String: ITFType])
    case variant([String: ITFType])

    var description: String {
        switch self {
        case .bool: "bool"
        case .int: "int"
        case .string: "str"
        case .list(let element): "list(\(element.map(\.description) ?? "?"))"
        case .set(let element): "set(\(element.map(\.description) ?? "?"))"
        case .map(let key, let value): "map(\(key.map(\.description) ?? "?") -> \(value.map(\.description) ?? "?"))"
        case .tuple(let elements): "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case .record(let fields): "{" + fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        case .variant(let tags): tags.sorted { $0.key < $1.key }.map { "\($0.key)(\($0.value))" }.joined(separator: " | ")
        }
    }

    /// Every state variable's one type across the trace's states, or what keeps it from having one.
    static func problems(in trace: JSONValue) -> [String] {
        guard let vars = trace["vars"]?.array?.compactMap(\.string), let states = trace["states"]?.array else {
            return ["no vars or no states"]
        }
        var problems: [String] = []
        for name in vars {
            var type: ITFType?
            for (index, state) in states.enumerated() {
                guard let value = state[name] else {
                    problems.append("states[\(index)] has no \(name)")
                    continue
                }
                do throws(Mismatch) {
                    let found = try of(value)
                    type = try type.map { known throws(Mismatch) in try unify(known, found) } ?? found
                } catch {
                    problems.append("states[\(index)].\(name): \(error.reason)")
                }
            }
        }
        return problems
    }

    struct Mismatch: Error {
        let reason: String
    }

    static func of(_ value: JSONValue) throws(Mismatch) -> ITFType {
        switch value {
        case .bool: return .bool
        case .number: return .int
        case .string: return .string
        case .null, .double: throw Mismatch(reason: "\(value.kindName) has no ITF type")
        case .array(let elements): return .list(try element(elements))
        case .object(let members):
            if members.count == 1, let (key, inner) = members.first, key.hasPrefix("#") {
                switch (key, inner) {
                case ("#bigint", .string): return .int
                case ("#tup", .array(let elements)): return .tuple(try elements.map { element throws(Mismatch) in try of(element) })
                case ("#set", .array(let elements)): return .set(try element(elements))
                case ("#map", .array(let pairs)):
                    let keys = try pairs.map { pair throws(Mismatch) in try pairPart(pair, 0) }
                    let values = try pairs.map { pair throws(Mismatch) in try pairPart(pair, 1) }
                    return .map(try element(keys), try element(values))
                default: throw Mismatch(reason: "\(key) is no ITF form")
                }
            }
            if members.count == 2, case .string(let tag)? = value["tag"], let carried = value["value"] {
                return .variant([tag: try of(carried)])
            }
            var fields: [String: ITFType] = [:]
            for (key, member) in members { fields[key] = try of(member) }
            return .record(fields)
        }
    }

    private static func pairPart(_ pair: JSONValue, _ index: Int) throws(Mismatch) -> JSONValue {
        guard let both = pair.array, both.count == 2 else { throw Mismatch(reason: "a #map entry is not a pair") }
        return both[index]
    }

    /// The one type of a collection's elements; nil for none.
    private static func element(_ elements: [JSONValue]) throws(Mismatch) -> ITFType? {
        var type: ITFType?
        for element in elements {
            let found = try of(element)
            type = try type.map { known throws(Mismatch) in try unify(known, found) } ?? found
        }
        return type
    }

    /// The type both are, or why there is none.
    static func unify(_ a: ITFType, _ b: ITFType) throws(Mismatch) -> ITFType {
        func open(_ x: ITFType?, _ y: ITFType?) throws(Mismatch) -> ITFType? {
            guard let x else { return y }
            guard let y else { return x }
            return try unify(x, y)
        }
        switch (a, b) {
        case (.bool, .bool), (.int, .int), (.string, .string): return a
        case (.list(let x), .list(let y)): return .list(try open(x, y))
        case (.set(let x), .set(let y)): return .set(try open(x, y))
        case (.map(let k1, let v1), .map(let k2, let v2)): return .map(try open(k1, k2), try open(v1, v2))
        case (.tuple(let x), .tuple(let y)) where x.count == y.count:
            return .tuple(try zip(x, y).map { pair throws(Mismatch) in try unify(pair.0, pair.1) })
        case (.record(let x), .record(let y)) where Set(x.keys) == Set(y.keys):
            var fields: [String: ITFType] = [:]
            for (key, type) in x { fields[key] = try unify(type, y[key]!) }
            return .record(fields)
        case (.variant(let x), .variant(let y)):
            var tags = x
            for (tag, type) in y { tags[tag] = try tags[tag].map { known throws(Mismatch) in try unify(known, type) } ?? type }
            return .variant(tags)
        case (.bool, _), (.int, _), (.string, _), (.list, _), (.set, _), (.map, _), (.tuple, _), (.record, _), (.variant, _):
            throw Mismatch(reason: "\(b) where earlier states have \(a)")
        }
    }
}
