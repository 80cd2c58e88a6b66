import Foundation

/// Rewrites a stream of messages so that two implementations' runs of one sample compare equal
/// when they differ only where implementations may: ids are renumbered in order of first
/// appearance (so references between messages are still checked), and timestamps, durations,
/// `meta`, error messages and exceptions, snippets and the source references of glue code are
/// replaced by placeholders (their presence still counts).
struct KitNormalizer {
  private var ids: [String: String] = [:]

  /// The normalized, key-sorted JSON text of each line.
  mutating func normalize(_ lines: [String]) -> [String] {
    lines.map { line in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else {
        return "unparsable: " + line
      }
      let normalized = normalize(object, key: nil)
      guard
        let data = try? JSONSerialization.data(
          withJSONObject: normalized, options: [.sortedKeys, .withoutEscapingSlashes])
      else { return "unserializable: " + line }
      return String(decoding: data, as: UTF8.self)
    }
  }

  private static let placeholders: Set<String> = [
    "timestamp", "duration", "message", "exception", "snippets", "sourceReference",
  ]

  private mutating func normalize(_ value: Any, key: String?) -> Any {
    if let key {
      if key == "meta" { return [String: Any]() }
      if Self.placeholders.contains(key) { return "<\(key)>" }
      if key == "id" || key.hasSuffix("Id"), let id = value as? String { return renumber(id) }
      if key.hasSuffix("Ids"), let list = value as? [String] { return list.map { renumber($0) } }
    }
    if let object = value as? [String: Any] {
      var result: [String: Any] = [:]
      for name in object.keys.sorted() {
        result[name] = normalize(object[name] as Any, key: name)
      }
      return result
    }
    if let array = value as? [Any] { return array.map { normalize($0, key: nil) } }
    return value
  }

  private mutating func renumber(_ id: String) -> String {
    if let known = ids[id] { return known }
    let fresh = "#\(ids.count + 1)"
    ids[id] = fresh
    return fresh
  }
}
