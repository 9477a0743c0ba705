/// What one field of a record layer holds in ITF, so that a field has the same type in every
/// state of every trace, whether the trace format wrote it or left it out.
///
/// The trace format leaves out what is false, empty, zero or absent, so a step reads at a
/// glance; typed readers of ITF (Quint, Apalache) need every field in every state instead.
enum ITFField {
    /// `true` or `false`; left out means false.
    case flag
    /// A whole number; left out means 0.
    case count
    /// Text that may be absent (no token, no user): Quint's option, `{"tag": "Some", "value":
    /// "A1"}` or `{"tag": "None", "value": {"#tup": []}}`.
    case text
    /// A list of texts; left out means empty.
    case texts

    /// The fields of each record layer as the trace format writes them, in its order: every
    /// state of an ITF trace has exactly these, and a trace's own extra fields after them.
    static let layers: [(layer: String, fields: [(name: String, field: ITFField)])] = [
        ("screen", [
            ("running", .flag), ("status", .text), ("screen", .text), ("locked", .flag), ("biometricButton", .flag),
            ("optInOffered", .flag), ("loginError", .text), ("errorShown", .flag),
        ]),
        ("memory", [
            ("accessToken", .text), ("accessTokenRef", .text), ("refreshToken", .text), ("user", .text), ("tenant", .text),
            ("permissions", .text), ("softLockEnabled", .flag), ("biometricsEnabled", .flag), ("refreshing", .flag),
            ("refreshAttempts", .count), ("requests", .texts), ("loggedOut", .flag),
        ]),
        ("network", [("connected", .flag)]),
        ("device", [
            ("foreground", .flag), ("graceElapsed", .flag), ("biometricHardware", .flag), ("enrolled", .flag),
            ("promptShowing", .flag), ("timersHeld", .flag), ("biometricAdded", .flag), ("passedByAddedBiometric", .flag),
            ("signInScreenRequest", .flag), ("signInScreenLogout", .flag), ("authFailed", .flag),
        ]),
    ]

    /// The kind of a field a trace has beyond the known ones, from a value it takes.
    static func inferred(from value: JSONValue) -> ITFField {
        switch value {
        case .bool: .flag
        case .number: .count
        case .array: .texts
        case .null, .double, .string, .object: .text
        }
    }

    /// The field's value in ITF, from the trace format's (nil where it was left out).
    func itf(_ value: JSONValue?) -> JSONValue {
        switch self {
        case .flag: return .bool(value?.bool ?? false)
        case .count:
            guard let value, case .number = value else { return .number(0) }
            return ITFTraceRenderer.itf(value)
        case .text:
            guard let value else { return ITFTraceRenderer.none }
            return ITFTraceRenderer.some(.string(value.string ?? JSONWriter.writeCompact(value)))
        case .texts:
            return .array((value?.array ?? []).map { .string($0.string ?? JSONWriter.writeCompact($0)) })
        }
    }
}
