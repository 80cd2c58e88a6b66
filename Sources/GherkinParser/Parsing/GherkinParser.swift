/// Parses feature files into ``GherkinDocument``s, as Cucumber's parser does.
///
/// ```swift
/// let parser = GherkinParser()
/// var ids = IdGenerator()
/// switch parser.parse(source, uri: "features/login.feature", ids: &ids) {
/// case .document(let document): pickles = PickleCompiler.compile(document, ids: &ids)
/// case .failure(let errors): report(errors)
/// }
/// ```
package struct GherkinParser: Sendable {
  /// The dialects that `# language:` may select.
  package let dialects: Dialects
  /// The dialect used when a file names none (English if `dialects` lacks it).
  package let defaultLanguage: String
  /// A line matcher in the default dialect, prepared once for every file.
  let matcher: LineMatcher

  /// Creates a parser over the given dialects (the built-in ones by default).
  package init(dialects: Dialects = .builtIn, defaultLanguage: String = "en") {
    self.dialects = dialects
    self.defaultLanguage = defaultLanguage
    matcher = LineMatcher(
      dialect: dialects.dialect(for: defaultLanguage) ?? .english, dialects: dialects)
  }

  /// Parses `source`, giving document nodes ids from `ids`; its first line is numbered
  /// `firstLine` (lines taken from a file, parsed alone, keep their numbers in the file).
  package func parse(
    _ source: String, uri: String, ids: inout IdGenerator, firstLine: Int = 1
  ) -> ParseResult {
    var machine = ParserMachine(
      source: source, uri: uri, parser: self, recordTokens: false, firstLine: firstLine)
    return machine.run(ids: &ids)
  }

  /// Parses `source` with ids counted from 0.
  package func parse(source: String, uri: String) -> ParseResult {
    var ids = IdGenerator()
    return parse(source, uri: uri, ids: &ids)
  }

  /// The lines of `source` as the parser matched them, ending with the end-of-file token, and
  /// what parsing gave; a `uri` ending in `.md` reads the source as Markdown with Gherkin.
  func tokens(of source: String, uri: String = "") -> (tokens: [Token], result: ParseResult) {
    var machine = ParserMachine(source: source, uri: uri, parser: self, recordTokens: true)
    var ids = IdGenerator()
    let result = machine.run(ids: &ids)
    return (machine.tokens, result)
  }

  /// The kind of each line of `source` the parser read, by line number (a blank last line is
  /// not read; the end of file is no line), and what parsing gave.
  package func lineKinds(of source: String, uri: String = "")
    -> (kinds: [Int: TokenType], result: ParseResult)
  {
    let (tokens, result) = tokens(of: source, uri: uri)
    let lines = tokens.filter { $0.type != .eof }
    return (Dictionary(lines.map { ($0.location.line, $0.type) }) { $1 }, result)
  }
}
