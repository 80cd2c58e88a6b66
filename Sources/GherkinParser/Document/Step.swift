/// What a step keyword says about its step.
public enum StepKeywordType: String, Sendable, Hashable, Codable {
  case unknown = "Unknown"
  case context = "Context"
  case action = "Action"
  case outcome = "Outcome"
  case conjunction = "Conjunction"
}

/// A step line with its optional arguments.
public struct Step: Sendable, Hashable {
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
  public var docString: DocString? {
    get { arguments?.docString }
    set { arguments = StepArguments(docString: newValue, dataTable: dataTable) }
  }
  /// The data table argument, if any.
  public var dataTable: DataTable? {
    get { arguments?.dataTable }
    set { arguments = StepArguments(docString: docString, dataTable: newValue) }
  }
  /// The arguments, kept out of line: most steps have none, and a step is copied into each of
  /// its pickles' compilations.
  private var arguments: StepArguments?

  /// Creates a step.
  init(
    id: String, location: Location, keyword: String, keywordType: StepKeywordType?, text: String,
    docString: DocString?, dataTable: DataTable?
  ) {
    self.id = id
    self.location = location
    self.keyword = keyword
    self.keywordType = keywordType
    self.text = text
    arguments = StepArguments(docString: docString, dataTable: dataTable)
  }
}

/// A step's doc string and data table behind a reference, compared and hashed by value.
private final class StepArguments: Sendable, Hashable {
  let docString: DocString?
  let dataTable: DataTable?

  /// The arguments, or `nil` when there are none.
  init?(docString: DocString?, dataTable: DataTable?) {
    guard docString != nil || dataTable != nil else { return nil }
    self.docString = docString
    self.dataTable = dataTable
  }

  static func == (lhs: StepArguments, rhs: StepArguments) -> Bool {
    lhs.docString == rhs.docString && lhs.dataTable == rhs.dataTable
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(docString)
    hasher.combine(dataTable)
  }
}

// Written out, as the arguments are stored apart: the members are the same as a step's
// properties, in the same order.
extension Step: Codable {
  private enum CodingKeys: String, CodingKey {
    case id
    case location
    case keyword
    case keywordType
    case text
    case docString
    case dataTable
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      location: try container.decode(Location.self, forKey: .location),
      keyword: try container.decode(String.self, forKey: .keyword),
      keywordType: try container.decodeIfPresent(StepKeywordType.self, forKey: .keywordType),
      text: try container.decode(String.self, forKey: .text),
      docString: try container.decodeIfPresent(DocString.self, forKey: .docString),
      dataTable: try container.decodeIfPresent(DataTable.self, forKey: .dataTable))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(location, forKey: .location)
    try container.encode(keyword, forKey: .keyword)
    try container.encodeIfPresent(keywordType, forKey: .keywordType)
    try container.encode(text, forKey: .text)
    try container.encodeIfPresent(docString, forKey: .docString)
    try container.encodeIfPresent(dataTable, forKey: .dataTable)
  }
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

extension Step: CustomReflectable {
  /// The step's properties, arguments included, so that a step prints as it reads.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "id": id, "location": location, "keyword": keyword, "keywordType": keywordType as Any,
        "text": text, "docString": docString as Any, "dataTable": dataTable as Any,
      ], displayStyle: .struct)
  }
}
