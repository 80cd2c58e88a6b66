/// A parsed feature file (Cucumber's `GherkinDocument`): the feature, if any, and every comment.
public struct GherkinDocument: Sendable, Hashable {
  /// The file's path as given to the parser.
  public var uri: String
  /// The feature, or `nil` for a file with only comments and blank lines.
  public var feature: Feature?
  /// Every comment line of the file, in order.
  public var comments: [Comment]

  /// Creates a document.
  public init(uri: String, feature: Feature?, comments: [Comment]) {
    self.uri = uri
    self.feature = feature
    self.comments = comments
  }
}

/// A `# ...` comment line.
public struct Comment: Sendable, Hashable {
  /// The comment's line (column 1).
  public var location: Location
  /// The whole line, leading whitespace included.
  public var text: String

  /// Creates a comment.
  public init(location: Location, text: String) {
    self.location = location
    self.text = text
  }
}

/// A tag such as `@wip` on a feature, rule, scenario or examples.
public struct Tag: Sendable, Hashable {
  /// Where the `@` is.
  public var location: Location
  /// The tag, `@` included.
  public var name: String
  /// The node id.
  public var id: String

  /// Creates a tag.
  public init(location: Location, name: String, id: String) {
    self.location = location
    self.name = name
    self.id = id
  }
}
