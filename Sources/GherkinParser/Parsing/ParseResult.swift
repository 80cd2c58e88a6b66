/// What parsing a feature file gives: a document, or every error found in the file.
package enum ParseResult: Sendable, Hashable {
  case document(GherkinDocument)
  case failure([ParseError])

  /// The document, if parsing succeeded.
  package var document: GherkinDocument? {
    if case .document(let document) = self { document } else { nil }
  }

  /// The errors, empty if parsing succeeded.
  package var errors: [ParseError] {
    if case .failure(let errors) = self { errors } else { [] }
  }
}
