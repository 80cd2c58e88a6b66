import Foundation
import PrintableText

/// A JSON value with ordered object keys, and its compact serialization.
package indirect enum JSONValue: Sendable, Hashable {
  case string(String)
  case int(Int)
  /// A number with a fraction, such as a duration in seconds.
  case number(Double)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized == rhs.serialized
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(serialized) }

  /// The value as compact JSON text (UTF-8, no spaces).
  package var serialized: String {
    var output = ""
    write(into: &output)
    return output
  }

  /// Appends the value as JSON text to `output`: compact, or with `indent` each item and member
  /// on its own line, indented once more per level (an empty array or object stays `[]`, `{}`).
  package func write(into output: inout String, indent: String? = nil, level: Int = 0) {
    func list<Item>(_ open: String, _ close: String, _ items: [Item], _ each: (Item) -> Void) {
      output += open
      for (index, item) in items.enumerated() {
        output +=
          (index > 0 ? "," : "")
          + (indent.map { "\n" + String(repeating: $0, count: level + 1) } ?? "")
        each(item)
      }
      if let indent, !items.isEmpty { output += "\n" + String(repeating: indent, count: level) }
      output += close
    }
    switch self {
    case .string(let text): Self.writeString(text, into: &output)
    case .int(let number): output += String(number)
    case .number(let number):
      // Nine decimals at most (nanoseconds), no exponent, no trailing zeros.
      var text = number.isFinite ? String(format: "%.9f", number) : "null"
      while text.hasSuffix("0") && !text.hasSuffix(".0") { text.removeLast() }
      output += text
    case .bool(let flag): output += flag ? "true" : "false"
    case .null: output += "null"
    case .array(let items):
      list("[", "]", items) { $0.write(into: &output, indent: indent, level: level + 1) }
    case .object(let members):
      list("{", "}", members) { key, value in
        Self.writeString(key, into: &output)
        output += indent == nil ? ":" : ": "
        value.write(into: &output, indent: indent, level: level + 1)
      }
    }
  }

  private static func writeString(_ text: String, into output: inout String) {
    let escaped = VisibleText.replacing(text) { scalar in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      case "\u{08}": "\\b"
      case "\u{0C}": "\\f"
      // Every control character (C0 as JSON requires; delete, C1, line separators and bidi
      // controls too, so the file is safe to show on a terminal), written as `\uXXXX`.
      case _ where VisibleText.isUnsafe(scalar):
        String(format: "\\u%04x", scalar.value)
      default: nil
      }
    }
    output += "\"" + escaped + "\""
  }
}
