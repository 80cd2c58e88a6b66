/// One feature file as loaded: its text, what parsing gave, and its pickles.
public struct FeatureFile: Sendable, Hashable {
  /// The path as given (relative paths stay relative).
  public var uri: String
  /// The file's text.
  public var source: String
  /// The document, or the file's parse errors.
  public var parseResult: ParseResult
  /// The compiled pickles (none when parsing failed).
  public var pickles: [Pickle]

  /// Creates a loaded file.
  public init(uri: String, source: String, parseResult: ParseResult, pickles: [Pickle]) {
    self.uri = uri
    self.source = source
    self.parseResult = parseResult
    self.pickles = pickles
  }
}
