import Foundation

/// The JSON conventions of `--json`: sorted keys, pretty-printed, unescaped slashes, ISO 8601
/// timestamps in UTC, and every character ``VisibleText`` finds unsafe written as a `\uXXXX`
/// escape, so the JSON printed on a terminal cannot act on it either.
enum JSONOutput {
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    do {
      return escapingUnsafeCharacters(String(decoding: try encoder.encode(value), as: UTF8.self))
        + "\n"
    } catch {
      // These documents hold only strings, numbers and arrays; say so if that ever changes.
      return "{\"error\" : \"cannot encode the output: \(error)\"}\n"
    }
  }

  /// `json` with each unsafe character the encoder left as it is (delete, C1 controls, line and
  /// paragraph separators, bidirectional controls) escaped. Such characters can only stand in a
  /// string, where `\uXXXX` means the same character, so the document is unchanged. (The encoder
  /// itself escapes U+0000 to U+001F inside strings; those left are the layout's line breaks.)
  static func escapingUnsafeCharacters(_ json: String) -> String {
    let leftUnescaped = { (scalar: Unicode.Scalar) in
      scalar.value >= 0x7F && VisibleText.isUnsafe(scalar)
    }
    guard json.unicodeScalars.contains(where: leftUnescaped) else { return json }
    var escaped = ""
    escaped.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      if leftUnescaped(scalar) {
        let digits = VisibleText.hex(scalar)
        escaped += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  static func timestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }
}
