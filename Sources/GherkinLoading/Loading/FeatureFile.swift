import GherkinParser

/// One feature file as loaded: its text, what parsing gave, and its pickles.
package struct FeatureFile: Sendable, Hashable {
  /// The path as given (relative paths stay relative).
  package var uri: String
  /// The file's text.
  package var source: String
  /// The document, or the file's parse errors.
  package var parseResult: ParseResult
  /// The compiled pickles: of the whole document, or of the parts that parse when the whole
  /// does not.
  package var pickles: [Pickle]
  /// When the file does not parse, the document of its parts that do (see
  /// `GherkinParser.recover`), whose scenarios still run.
  package var recovered: GherkinDocument?

  /// The document that runs: the file's, or the one of its parts that parse.
  package var document: GherkinDocument? { parseResult.document ?? recovered }

  /// Creates a loaded file.
  package init(
    uri: String, source: String, parseResult: ParseResult, pickles: [Pickle],
    recovered: GherkinDocument? = nil
  ) {
    self.uri = uri
    self.source = source
    self.parseResult = parseResult
    self.pickles = pickles
    self.recovered = recovered
  }
}
