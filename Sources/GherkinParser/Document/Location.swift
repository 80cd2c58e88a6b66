/// A position in a feature file: 1-based line, and 1-based column when known.
public struct Location: Sendable, Hashable, Comparable, Codable {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in Unicode scalars, or `nil` when the whole line is meant.
  public var column: Int?

  /// Creates a location.
  public init(line: Int, column: Int? = nil) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: Location, rhs: Location) -> Bool {
    (lhs.line, lhs.column ?? 0) < (rhs.line, rhs.column ?? 0)
  }
}
