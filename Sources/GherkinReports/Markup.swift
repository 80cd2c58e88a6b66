import PrintableText

/// Escaping for XML and HTML text and attribute values.
enum Markup {
  /// Escapes `&`, `<`, `>`, `"` and `'`, and shows every other control character (those
  /// ``VisibleText`` finds unsafe, which XML 1.0 mostly cannot carry, and the non-characters
  /// U+FFFE and U+FFFF) as visible text such as `\u{1B}` (a carriage return as `\r`, as ``VisibleText`` shows it);
  /// tab and line feed stay.
  static func escape(_ text: String) -> String {
    VisibleText.replacing(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      case "\t", "\n": nil
      case "\r": "\\r"
      case _ where VisibleText.isUnsafe(scalar) || (0xFFFE...0xFFFF).contains(scalar.value):
        "\\u{\(VisibleText.hex(scalar))}"
      default: nil
      }
    }
  }

  /// `text` with the characters XML 1.0 cannot carry at all (the C0 controls other than tab, line
  /// feed and carriage return, and the non-characters U+FFFE and U+FFFF) shown as visible text
  /// such as `\u{FFFE}`, for a CDATA section, where nothing else needs escaping.
  static func xmlCharacters(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isOutsideXML) else { return text }
    return VisibleText.replacing(text) { isOutsideXML($0) ? "\\u{\(VisibleText.hex($0))}" : nil }
  }

  private static func isOutsideXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0xFFFE, 0xFFFF: true
    default: false
    }
  }

  /// Whether `link` may be a live link in a report: `http`, `https` and `mailto` only, so that a
  /// `javascript:`, `vbscript:` or `data:` address (any case, leading blanks) is shown as text.
  static func isSafeLink(_ link: String) -> Bool {
    let trimmed = link.drop {
      $0.isWhitespace || $0.unicodeScalars.allSatisfy(VisibleText.isUnsafe)
    }
    guard let colon = trimmed.firstIndex(of: ":") else { return false }
    return ["http", "https", "mailto"].contains(trimmed[..<colon].lowercased())
  }
}
