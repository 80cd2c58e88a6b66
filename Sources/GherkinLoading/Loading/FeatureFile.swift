import GherkinParser

/// One feature file as loaded: its text, what parsing gave, and its pickles.
package struct FeatureFile: Sendable, Hashable {
  /// The path as given (relative paths stay relative).
  package var uri: String
  /// The file's text.
  package var source: String
  /// The document, or the file's parse errors.
  package var parseResult: ParseResult
  /// The compiled pickles (none when parsing failed).
  package var pickles: [Pickle]

  /// Creates a loaded file.
  package init(uri: String, source: String, parseResult: ParseResult, pickles: [Pickle]) {
    self.uri = uri
    self.source = source
    self.parseResult = parseResult
    self.pickles = pickles
  }
}
