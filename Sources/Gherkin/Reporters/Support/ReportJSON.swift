/// A JSON value that keeps its object keys in the order given, so reports are stable to diff.
indirect enum ReportJSON: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int64)
  case string(String)
  case array([ReportJSON])
  case object([(String, ReportJSON)])

  static func == (lhs: ReportJSON, rhs: ReportJSON) -> Bool {
    lhs.serialized() == rhs.serialized()
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(serialized())
  }

  /// Compact JSON text, on one line.
  func serialized() -> String {
    var output = ""
    write(to: &output, indent: nil, level: 0)
    return output
  }

  /// JSON text indented by two spaces.
  func pretty() -> String {
    var output = ""
    write(to: &output, indent: "  ", level: 0)
    return output
  }

  private func write(to output: inout String, indent: String?, level: Int) {
    let newline = indent == nil ? "" : "\n"
    let pad = { (depth: Int) in indent.map { String(repeating: $0, count: depth) } ?? "" }
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let values):
      guard !values.isEmpty else {
        output += "[]"
        return
      }
      output += "[" + newline
      for (index, value) in values.enumerated() {
        output += pad(level + 1)
        value.write(to: &output, indent: indent, level: level + 1)
        output += (index < values.count - 1 ? "," : "") + newline
      }
      output += pad(level) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{" + newline
      for (index, member) in members.enumerated() {
        output += pad(level + 1)
        Self.writeString(member.0, to: &output)
        output += indent == nil ? ":" : ": "
        member.1.write(to: &output, indent: indent, level: level + 1)
        output += (index < members.count - 1 ? "," : "") + newline
      }
      output += pad(level) + "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if scalar.value < 0x20 {
          output += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}

extension ReportJSON {
  /// An object with the `nil` members left out.
  static func members(_ members: [(String, ReportJSON?)]) -> ReportJSON {
    .object(members.compactMap { key, value in value.map { (key, $0) } })
  }

  static func int(_ value: Int) -> ReportJSON { .int(Int64(value)) }
}
