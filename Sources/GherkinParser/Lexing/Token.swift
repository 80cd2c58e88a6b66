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
  /// The cells of a table row, or the tags of a tag line (each tag's name as the value): both
  /// kept as the document's cells are, so that a row becomes a ``TableRow`` without a copy.
  var items: [TableCell] = []
}
