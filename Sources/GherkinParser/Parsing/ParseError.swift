/// A located problem in a feature file, worded as Cucumber words it.
package struct ParseError: Error, Sendable, Hashable {
  /// What went wrong, so that a caller can act on it.
  package enum Kind: Sendable, Hashable {
    /// A line that the grammar does not allow where it is.
    case unexpectedToken
    /// The file ends where the grammar needs more.
    case unexpectedEndOfFile
    /// A table row with another cell count than the table's first row.
    case inconsistentCellCount
    /// A tag with whitespace in it.
    case tagWithWhitespace
    /// A `# language:` that names no known dialect.
    case noSuchLanguage
  }

  /// What went wrong.
  package var kind: Kind
  /// Where: line and column (no column at the end of the file).
  package var location: Location
  /// Cucumber's message, location prefix included, such as `(3:1): expected: ...`.
  package var message: String
  /// The kinds of line the grammar would have taken here, for an unexpected line or end of file.
  package var expected: [TokenType]

  /// Creates an error, prefixing `reason` with the location as Cucumber does.
  package init(
    _ kind: Kind, at location: Location, reason: String, expected: [TokenType] = []
  ) {
    self.kind = kind
    self.location = location
    self.expected = expected
    self.message = "(\(location.line):\(location.column ?? 0)): \(reason)"
  }
}
