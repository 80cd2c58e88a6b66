import Foundation

/// The JSON conventions of `--json`: sorted keys, pretty-printed, unescaped slashes, ISO 8601
/// timestamps in UTC.
enum JSONOutput {
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    // Encoding these plain string-and-array documents cannot fail.
    let data = try! encoder.encode(value)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  static func timestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }
}
