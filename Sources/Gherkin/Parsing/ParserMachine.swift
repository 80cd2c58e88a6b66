/// The parser's state machine over the lines of one file (work in progress).
struct ParserMachine {
  var tokens: [Token] = []
  let source: String
  let uri: String
  let parser: GherkinParser
  let recordTokens: Bool

  init(source: String, uri: String, parser: GherkinParser, recordTokens: Bool) {
    self.source = source
    self.uri = uri
    self.parser = parser
    self.recordTokens = recordTokens
  }

  mutating func run(ids: inout IdGenerator) -> ParseResult {
    .document(GherkinDocument(uri: uri, feature: nil, comments: []))
  }
}
