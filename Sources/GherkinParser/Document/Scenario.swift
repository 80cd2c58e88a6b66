/// A `Background:` block: steps run before each scenario of its feature or rule.
public struct Background: Sendable, Hashable, Codable {
  /// The node id.
  public var id: String
  /// Where the keyword is.
  public var location: Location
  /// The keyword as written.
  public var keyword: String
  /// The text after the keyword's colon, trimmed.
  public var name: String
  /// The free text under the header, or an empty string.
  public var description: String
  /// The steps.
  public var steps: [Step]
}

/// A scenario, or a scenario outline when it has ``examples``.
public struct Scenario: Sendable, Hashable, Codable {
  /// The node id.
  public var id: String
  /// Where the keyword is.
  public var location: Location
  /// The scenario's tags.
  public var tags: [Tag]
  /// The keyword as written (such as `Scenario` or `Scenario Outline`).
  public var keyword: String
  /// The text after the keyword's colon, trimmed.
  public var name: String
  /// The free text under the header, or an empty string.
  public var description: String
  /// The steps.
  public var steps: [Step]
  /// The examples tables of an outline.
  public var examples: [Examples]
}

/// An `Examples:` block of an outline: a header row naming the placeholders and body rows.
public struct Examples: Sendable, Hashable, Codable {
  /// The node id.
  public var id: String
  /// Where the keyword is.
  public var location: Location
  /// The examples' own tags.
  public var tags: [Tag]
  /// The keyword as written.
  public var keyword: String
  /// The text after the keyword's colon, trimmed.
  public var name: String
  /// The free text under the header, or an empty string.
  public var description: String
  /// The first table row, naming the placeholders; `nil` when there is no table.
  public var tableHeader: TableRow?
  /// The other rows, one pickle each.
  public var tableBody: [TableRow]
}
