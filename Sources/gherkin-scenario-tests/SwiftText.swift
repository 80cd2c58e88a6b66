/// Text from a feature file or a file name, written into generated Swift only in the two forms
/// below, so that no title, cell or name can end a comment, a string or an identifier early.
enum SwiftText {
  /// `text` as a Swift string literal: printable ASCII as is (but `"` and `\` escaped), every other
  /// character, control characters, Unicode spaces and line separators included, as `\u{HEX}`.
  static func literal(_ text: String) -> String {
    var written = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\": written += "\\" + String(scalar)
      case " "..."~": written.unicodeScalars.append(scalar)
      default: written += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return written + "\""
  }

  /// `text` as a raw identifier (`` `file.feature:23 Title` ``), at most `limit` characters of it
  /// (then `…`), with `_` for each character a raw identifier cannot hold or a reader cannot see:
  /// every space but U+0020, control and format characters (bidirectional overrides among them),
  /// line and paragraph separators, unassigned and private-use code points, the backtick, the
  /// backslash, and `"`, `&`, `<`, `>`, which SwiftPM's xunit report writes unescaped.
  static func identifier(_ text: String, limit: Int = 200) -> String {
    let scalars = text.unicodeScalars.map { isAllowed($0) ? $0 : "_" }
    let replaced = String(String.UnicodeScalarView(scalars))
    let kept = replaced.count > limit ? replaced.prefix(limit) + "…" : replaced
    return "`" + kept + "`"
  }

  /// `text` as a raw identifier that no other text gives: as ``identifier(_:limit:)`` writes it
  /// (whole), then, when a character was replaced, ` ~` and each replaced character's offset and
  /// code point (`login & out.feature` is `` `login _ out.feature ~6.26` ``, apart from
  /// `` `login _ out.feature` ``). A file name ends in `.feature`, never in such a suffix.
  static func uniqueIdentifier(_ text: String) -> String {
    let replaced = text.unicodeScalars.enumerated().filter { !isAllowed($0.element) }.map {
      "\($0.offset).\(String($0.element.value, radix: 16, uppercase: true))"
    }
    let name = identifier(text, limit: .max)
    guard !replaced.isEmpty else { return name }
    return name.dropLast() + " ~" + replaced.joined(separator: ",") + "`"
  }

  /// Whether `scalar` may stand for itself in a raw identifier.
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == " " { return true }
    if "`\\\"&<>".unicodeScalars.contains(scalar) { return false }
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate,
      .privateUse, .unassigned:
      return false
    default: return !scalar.properties.isWhitespace
    }
  }
}
