import Foundation
import PrintableText

/// The JSON conventions of `--json`: sorted keys, pretty-printed, unescaped slashes, ISO 8601
/// timestamps in UTC, and every character ``VisibleText`` finds unsafe written as a `\uXXXX`
/// escape, so the JSON printed on a terminal cannot act on it either.
enum JSONOutput {
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    do {
      return VisibleText.escapingJSON(String(decoding: try encoder.encode(value), as: UTF8.self))
        + "\n"
    } catch {
      // These documents hold only strings, numbers and arrays; say so if that ever changes.
      return "{\"error\" : \"cannot encode the output: \(error)\"}\n"
    }
  }

  static func timestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }
}
