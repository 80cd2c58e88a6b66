import PrintableText

/// Escaping for XML and HTML text and attribute values.
enum Markup {
  /// Escapes `&`, `<`, `>`, `"` and `'`, and shows every other control character (those
  /// ``VisibleText`` finds unsafe, which XML 1.0 mostly cannot carry, and the non-characters
  /// U+FFFE and U+FFFF) as visible text such as `\u{1B}` (a carriage return as `\r`, as ``VisibleText`` shows it);
  /// tab and line feed stay.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      case "\r": result += "\\r"
      default:
        if VisibleText.isUnsafe(scalar) || (0xFFFE...0xFFFF).contains(scalar.value) {
          result += "\\u{\(VisibleText.hex(scalar))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
