/// A parsed feature file (Cucumber's `GherkinDocument`): the feature, if any, and every comment.
public struct GherkinDocument: Sendable, Hashable, Codable {
  /// The file's path as given to the parser.
  public var uri: String
  /// The feature, or `nil` for a file with only comments and blank lines.
  public var feature: Feature?
  /// Every comment line of the file, in order.
  public var comments: [Comment]
}

extension GherkinDocument {
  /// Reads a document message; the schema does not require `uri`, so without one it is empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    uri = try container.decodeIfPresent(String.self, forKey: .uri) ?? ""
    feature = try container.decodeIfPresent(Feature.self, forKey: .feature)
    comments = try container.decode([Comment].self, forKey: .comments)
  }
}

/// A `# ...` comment line.
public struct Comment: Sendable, Hashable, Codable {
  /// The comment's line (column 1).
  public var location: Location
  /// The whole line, leading whitespace included.
  public var text: String
}

/// A tag such as `@wip` on a feature, rule, scenario or examples.
public struct Tag: Sendable, Hashable, Codable {
  /// Where the `@` is.
  public var location: Location
  /// The tag, `@` included.
  public var name: String
  /// The node id.
  public var id: String
}
