import ModelChecking

extension String {
    /// The most characters (Unicode scalars) of a user's value an error quotes back.
    static let echoedLength = 60

    /// This text as an error quotes it back to the user: control, format and line-separator
    /// characters written as `\u{1B}` (so a value cannot move the cursor, recolour the terminal or
    /// break the line), and a value longer than `echoedLength` cut to its start and its length
    /// (`abc… (1,000,000 characters)`), so a huge value gives a one-line error in time that does
    /// not grow with it. Lengths count Unicode scalars: a run of combining marks is one
    /// `Character` of any size, and would defeat a cut by `Character`.
    var echoed: String {
        var count = 0
        var shown = ""
        for scalar in unicodeScalars {
            if count < Self.echoedLength { shown += Self.escaped(scalar) }
            count += 1
        }
        guard count > Self.echoedLength else { return shown }
        return shown + "… (\(ProgressMeter.grouped(count)) characters)"
    }

    /// This text with control, format and line-separator characters escaped, at any length: for
    /// what must be quoted whole, such as a file's path.
    var escapedForTerminal: String {
        unicodeScalars.map(Self.escaped).joined()
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator:
            "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
             .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation,
             .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
             .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .spaceSeparator,
             .surrogate, .privateUse, .unassigned:
            String(scalar)
        @unknown default:
            String(scalar)
        }
    }
}
