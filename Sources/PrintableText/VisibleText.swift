/// Text from outside (the server's descriptions, locations, comments, user names) made safe to
/// print on a terminal: every control character is shown as a visible escape instead of acting on
/// the terminal, so such text can neither retitle nor clear the terminal, nor forge a line of
/// output. This is the one place that decides which characters are unsafe; every human-facing
/// output of `essential-feed` and `feed-specs` and their JSON and markup outputs use it.
package enum VisibleText {
  /// `text` with each unsafe character written as an escape: `\n`, `\r`, `\t` for line feed,
  /// carriage return and tab, `\u{1B}` (its code in hexadecimal) for the others, and `\\` for a
  /// backslash, so an escape shown always stands for one character.
  package static func escaping(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isUnsafe($0) || $0 == "\\" }) else { return text }
    return replacing(text) { scalar in
      switch scalar {
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      case "\\": "\\\\"
      case _ where isUnsafe(scalar): "\\u{\(hex(scalar))}"
      default: nil
      }
    }
  }

  /// `json` with each unsafe character the encoder left as it is (delete, C1 controls, line and
  /// paragraph separators, bidirectional controls) escaped. Such characters can only stand in a
  /// string, where `\uXXXX` means the same character, so the document is unchanged. (The encoder
  /// itself escapes U+0000 to U+001F inside strings; those left are the layout's line breaks.)
  package static func escapingJSON(_ json: String) -> String {
    let leftUnescaped = { (scalar: Unicode.Scalar) in
      scalar.value >= 0x7F && isUnsafe(scalar)
    }
    guard json.unicodeScalars.contains(where: leftUnescaped) else { return json }
    return replacing(json) { scalar in
      guard leftUnescaped(scalar) else { return nil }
      let digits = hex(scalar)
      return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
  }

  /// `text` with each scalar for which `replacement` gives a text written as that text, and the
  /// others as they are: the loop shared by the terminal, JSON-text, markup and Swift-literal
  /// escapings.
  @inlinable
  package static func replacing(
    _ text: String, with replacement: (Unicode.Scalar) -> String?
  ) -> String {
    // Most text has nothing to replace: it comes back as it is, not copied.
    guard let first = text.unicodeScalars.firstIndex(where: { replacement($0) != nil }) else {
      return text
    }
    var result = String(text.unicodeScalars[..<first])
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars[first...] {
      if let replaced = replacement(scalar) {
        result += replaced
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` can act on a terminal or reorder what is shown: the C0 controls (U+0000 to
  /// U+001F, escape, bell, line feed and carriage return among them), delete (U+007F), the C1
  /// controls (U+0080 to U+009F), the line and paragraph separators (U+2028, U+2029), and the
  /// bidirectional controls: the marks (U+200E, U+200F, U+061C), embeddings and overrides
  /// (U+202A to U+202E) and isolates (U+2066 to U+2069).
  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E,
      0x2066...0x2069:
      true
    default: false
    }
  }

  /// The scalar's code in upper-case hexadecimal, at least two digits.
  package static func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return digits.count < 2 ? "0" + digits : digits
  }
}
