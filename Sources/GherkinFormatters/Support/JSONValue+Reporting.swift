extension JSONValue {
  /// An object with the `nil` members left out.
  static func members(_ members: [(String, JSONValue?)]) -> JSONValue {
    .object(members.compactMap { key, value in value.map { (key, $0) } })
  }

  /// JSON text indented by two spaces, for reports people read.
  func pretty() -> String {
    var output = ""
    writePretty(to: &output, level: 0)
    return output
  }

  private func writePretty(to output: inout String, level: Int) {
    let pad = { (depth: Int) in String(repeating: "  ", count: depth) }
    switch self {
    case .array(let values) where !values.isEmpty:
      output += "[\n"
      for (index, value) in values.enumerated() {
        output += pad(level + 1)
        value.writePretty(to: &output, level: level + 1)
        output += (index < values.count - 1 ? "," : "") + "\n"
      }
      output += pad(level) + "]"
    case .object(let members) where !members.isEmpty:
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += pad(level + 1) + JSONValue.string(member.0).serialized + ": "
        member.1.writePretty(to: &output, level: level + 1)
        output += (index < members.count - 1 ? "," : "") + "\n"
      }
      output += pad(level) + "}"
    default:
      output += serialized
    }
  }
}
