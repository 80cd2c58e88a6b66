/// A parsed feature file (Cucumber's `GherkinDocument`): the feature, if any, and every comment.
public struct GherkinDocument: Sendable, Hashable, Codable {
  /// The file's path as given to the parser.
  public var uri: String
  /// The feature, or `nil` for a file with only comments and blank lines.
  public var feature: Feature?
  /// Every comment line of the file, in order.
  public var comments: [Comment]
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
