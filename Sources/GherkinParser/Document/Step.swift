/// What a step keyword says about its step.
public enum StepKeywordType: String, Sendable, Hashable, Codable {
  case unknown = "Unknown"
  case context = "Context"
  case action = "Action"
  case outcome = "Outcome"
  case conjunction = "Conjunction"
}

/// A step line with its optional arguments.
public struct Step: Sendable, Hashable, Codable {
  /// The node id.
  public var id: String
  /// Where the keyword is.
  public var location: Location
  /// The keyword as written, trailing space included (`Given `).
  public var keyword: String
  /// The keyword's kind.
  public var keywordType: StepKeywordType?
  /// The text after the keyword.
  public var text: String
  /// The doc string argument, if any.
  public var docString: DocString?
  /// The data table argument, if any.
  public var dataTable: DataTable?
}

/// A step's table argument.
public struct DataTable: Sendable, Hashable, Codable {
  /// Where the first row is.
  public var location: Location
  /// The rows; every row has as many cells as the first.
  public var rows: [TableRow]
}

/// One `| a | b |` row.
public struct TableRow: Sendable, Hashable, Codable {
  /// The node id.
  public var id: String
  /// Where the first `|` is.
  public var location: Location
  /// The cells.
  public var cells: [TableCell]
}

/// One cell of a ``TableRow``: trimmed, with `\|`, `\\` and `\n` unescaped.
public struct TableCell: Sendable, Hashable, Codable {
  /// Where the value starts.
  public var location: Location
  /// The value.
  public var value: String
}

/// A step's doc string argument, between `"""` or three backticks.
public struct DocString: Sendable, Hashable, Codable {
  /// Where the opening delimiter is.
  public var location: Location
  /// The word after the opening delimiter, such as `json`.
  public var mediaType: String?
  /// The lines between the delimiters, the delimiter's indentation removed.
  public var content: String
  /// The delimiter: `"""` or three backticks.
  public var delimiter: String
}
