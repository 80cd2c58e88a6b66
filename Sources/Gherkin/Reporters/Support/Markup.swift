/// Escaping for XML and HTML text and attribute values.
enum Markup {
  /// Escapes `&`, `<`, `>`, `"` and `'`, and replaces characters XML 1.0 forbids.
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
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
