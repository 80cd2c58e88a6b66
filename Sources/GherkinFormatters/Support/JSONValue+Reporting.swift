extension JSONValue {
  /// An object with the `nil` members left out.
  package static func members(_ members: [(String, JSONValue?)]) -> JSONValue {
    .object(members.compactMap { key, value in value.map { (key, $0) } })
  }

  /// JSON text indented by two spaces, for reports people read, as it stands `level` levels
  /// into a value around it.
  package func pretty(level: Int = 0) -> String {
    var output = ""
    write(into: &output, indent: "  ", level: level)
    return output
  }
}
