/// What parsing a feature file gives: a document, or every error found in the file.
public enum ParseResult: Sendable, Hashable {
  case document(GherkinDocument)
  case failure([ParseError])

  /// The document, if parsing succeeded.
  public var document: GherkinDocument? {
    if case .document(let document) = self { return document }
    return nil
  }

  /// The errors, empty if parsing succeeded.
  public var errors: [ParseError] {
    if case .failure(let errors) = self { return errors }
    return []
  }
}
