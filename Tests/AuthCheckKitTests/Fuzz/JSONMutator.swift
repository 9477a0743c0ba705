@testable import AuthCheckKit

/// Breaks a valid spec or trace the ways a fuzzer does: flipped bits, cut text, a value of
/// another type, a huge number, deep nesting, an unknown key.
struct JSONMutator {
    enum Kind: CaseIterable {
        case bitFlip, truncation, typeSwap, hugeNumber, deepNesting, unknownKey
    }

    var random: SplitMix64

    mutating func mutate(_ text: String, _ kind: Kind) -> String {
        switch kind {
        case .bitFlip:
            var bytes = Array(text.utf8)
            for _ in 0...random.below(3) { bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8)) }
            return String(decoding: bytes, as: UTF8.self)
        case .truncation:
            return String(decoding: Array(text.utf8).prefix(random.below(text.utf8.count)), as: UTF8.self)
        case .typeSwap, .hugeNumber, .deepNesting, .unknownKey:
            guard let value = try? JSONParser.parse(text) else { return text }
            return JSONWriter.write(mutate(value, kind))
        }
    }

    /// `value` with one of its values, chosen at random at any depth, changed by `kind`.
    private mutating func mutate(_ value: JSONValue, _ kind: Kind) -> JSONValue {
        switch value {
        case .object(var members) where !members.isEmpty && random.chance(70):
            if kind == .unknownKey, random.chance(40) {
                members.insert(("fuzz\(random.below(1000))", replacement(for: .null, .typeSwap)), at: random.below(members.count + 1))
                return .object(members)
            }
            let index = random.below(members.count)
            members[index].1 = mutate(members[index].1, kind)
            return .object(members)
        case .array(var elements) where !elements.isEmpty && random.chance(70):
            let index = random.below(elements.count)
            elements[index] = mutate(elements[index], kind)
            return .array(elements)
        default:
            return replacement(for: value, kind)
        }
    }

    private mutating func replacement(for value: JSONValue, _ kind: Kind) -> JSONValue {
        switch kind {
        case .hugeNumber:
            return random.pick([.number(Int.max), .number(Int.min), .number(-1), .double(1e300), .double(-0.5), .number(1 << 40)])
        case .deepNesting:
            var nested = value
            for _ in 0..<random.pick([10, 100, 511, 600]) { nested = random.chance(50) ? .array([nested]) : .object([("x", nested)]) }
            return nested
        case .typeSwap, .unknownKey, .bitFlip, .truncation:
            return random.pick([.null, .bool(true), .number(0), .double(2.5), .string(""), .string("x"), .array([]), .object([])])
        }
    }
}
