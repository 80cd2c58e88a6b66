/// The kinds of line the parser tells apart (Cucumber's token types).
package enum TokenType: String, Sendable, Hashable, CaseIterable {
  case eof = "EOF"
  case empty = "Empty"
  case comment = "Comment"
  case tagLine = "TagLine"
  case featureLine = "FeatureLine"
  case ruleLine = "RuleLine"
  case backgroundLine = "BackgroundLine"
  case scenarioLine = "ScenarioLine"
  case examplesLine = "ExamplesLine"
  case stepLine = "StepLine"
  case docStringSeparator = "DocStringSeparator"
  case tableRow = "TableRow"
  case language = "Language"
  case other = "Other"
}

/// One matched line: its type and the parts the parser uses.
struct Token: Sendable, Hashable {
  /// A tag or a table cell inside a line, with its 1-based column.
  struct Item: Sendable, Hashable {
    /// The column where the item starts.
    var column: Int
    /// The item's text.
    var text: String
  }

  /// The line's type.
  var type: TokenType
  /// The line and the column of the first non-blank character (none for the end of file).
  var location: Location
  /// The keyword, for keyword lines and doc string separators.
  var keyword: String?
  /// The step keyword's kind, for step lines.
  var keywordType: StepKeywordType?
  /// The text after the keyword (a doc string's media type, a comment's whole line).
  var text: String?
  /// The tags of a tag line or the cells of a table row.
  var items: [Item] = []
}
