/// A position in a feature file: 1-based line, and 1-based column when known.
///
/// Kept in 8 bytes, as every node, cell and pickle of a document has one: a line or column
/// beyond ±2,147,483,647 (a file of more than 2 GB) reads as the nearest number that fits.
public struct Location: Sendable, Hashable, Comparable {
  private var storedLine: Int32
  /// The column, or `noColumn`.
  private var storedColumn: Int32

  private static let noColumn = Int32.min

  /// `column` as stored: the one number that means no column reads as the next one.
  private static func storable(_ column: Int32) -> Int32 { max(column, noColumn + 1) }

  /// The 1-based line number.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }

  /// The 1-based column, counted in Unicode scalars, or `nil` when the whole line is meant.
  public var column: Int? {
    get { storedColumn == Self.noColumn ? nil : Int(storedColumn) }
    set { storedColumn = newValue.map { Self.storable(Int32(clamping: $0)) } ?? Self.noColumn }
  }

  /// Creates a location.
  public init(line: Int, column: Int? = nil) {
    storedLine = 0
    storedColumn = Self.noColumn
    self.line = line
    self.column = column
  }

  public static func < (lhs: Location, rhs: Location) -> Bool {
    (lhs.line, lhs.column ?? 0) < (rhs.line, rhs.column ?? 0)
  }
}

extension Location: Codable {
  private enum CodingKeys: String, CodingKey {
    case line
    case column
  }

  /// Reads a location message; a line or column that does not fit in 32 bits is an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    storedLine = try container.decode(Int32.self, forKey: .line)
    storedColumn =
      try container.decodeIfPresent(Int32.self, forKey: .column).map(Self.storable) ?? Self.noColumn
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(line, forKey: .line)
    try container.encodeIfPresent(column, forKey: .column)
  }
}

extension Location: CustomReflectable {
  /// The line and the column, so that a location prints as it reads.
  public var customMirror: Mirror {
    Mirror(self, children: ["line": line, "column": column as Any], displayStyle: .struct)
  }
}
