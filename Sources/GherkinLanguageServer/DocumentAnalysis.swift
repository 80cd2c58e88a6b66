/// What one version of an open document's text gives, each part made when a request or the
/// diagnostics first need it and kept while the text stays the same: completion, hover,
/// document symbols and the diagnostics are answered from it, however often they are asked.
struct DocumentAnalysis {
  /// The parse: syntax tree, pickles and steps.
  var feature: FeatureAnalysis?
  /// Its problems, the first ones explained.
  var problems: ProblemList?
  /// Its outline, as `textDocument/documentSymbol` answers it: JSON text, encoded once (the
  /// outline of a large file is as large as the file).
  var symbols: String?
  /// The tags written in it.
  var tags: Set<String>?
}

/// A part of a document's analysis, told to ``LanguageServer/analysisObserver`` each time one is
/// made (for tests to see that each is made once per version of the text).
package enum AnalysisPart: Sendable, Equatable {
  /// The parse, with the steps and their pickles' texts.
  case parse
  /// The problems: Gherkin's checks and the steps' matches against the definitions.
  case problems
  /// The outline.
  case symbols
  /// The tags.
  case tags
}

extension Session {
  /// The parse of an open document's current version, made on first need.
  mutating func analysis(_ uri: String) -> FeatureAnalysis {
    if let analysis = documents[uri]?.kept.feature { return analysis }
    let text = document(uri)
    // Taken out of the document, so that the edit changes it in place.
    var parsed = documents[uri]?.parsed
    documents[uri]?.parsed = nil
    var analysis: FeatureAnalysis
    if var parsed, parsed.analysis.edit(from: parsed.text, to: text, parser: server.parser) {
      analysis = parsed.analysis
      documents[uri]?.problemsBefore = parsed.problems
    } else {
      parsed = nil
      analysis = FeatureAnalysis(text: text.text, uri: uri, parser: server.parser)
    }
    documents[uri]?.kept.feature = analysis
    server.analysisObserver?(.parse, uri)
    return analysis
  }

  /// The problems of an open document's current version, made on first need.
  mutating func problems(_ uri: String) -> ProblemList {
    if let problems = documents[uri]?.kept.problems { return problems }
    let analysis = self.analysis(uri)
    let before = documents[uri]?.problemsBefore
    documents[uri]?.problemsBefore = nil
    let limit = LanguageServer.diagnosticLimit
    let text = document(uri)
    let edited = before.flatMap {
      server.problems(of: text, analysis: analysis, editing: $0, limit: limit)
    }
    let problems =
      edited
      ?? server.problems(
        of: text, analysis: analysis, limit: limit, blocks: documents[uri]?.blocks)
    documents[uri]?.kept.problems = problems
    server.analysisObserver?(.problems, uri)
    return problems
  }

  /// The outline of an open document's current version as JSON text, made on first need.
  mutating func symbols(_ uri: String) -> String {
    if let symbols = documents[uri]?.kept.symbols { return symbols }
    let analysis = self.analysis(uri)
    let document = self.document(uri)
    let symbols = DocumentSymbols.symbols(
      of: analysis, in: document, dialect: server.parser.dialect(of: document)
    ).serialized
    documents[uri]?.kept.symbols = symbols
    server.analysisObserver?(.symbols, uri)
    return symbols
  }

  /// The tags written in an open document's current version, read on first need.
  mutating func tags(_ uri: String) -> Set<String> {
    if let tags = documents[uri]?.kept.tags { return tags }
    let tags = TagScanner.tags(in: document(uri).text)
    documents[uri]?.kept.tags = tags
    server.analysisObserver?(.tags, uri)
    return tags
  }

  /// The text of an open document, or an empty one.
  private func document(_ uri: String) -> TextDocument {
    documents[uri]?.text ?? TextDocument(text: "", version: 0)
  }
}
