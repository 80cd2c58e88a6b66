import GherkinDiagnostics
import GherkinRunner

/// A problem shown in the editor at a range of the document.
struct EditorDiagnostic: Equatable {
  /// How serious the protocol says it is (1 error, 2 warning).
  enum Severity: Int {
    case error = 1
    case warning = 2
  }

  var range: TextRange
  var severity: Severity
  var message: String

  var json: JSON {
    [
      "range": range.json, "severity": .int(severity.rawValue),
      "source": .string(LanguageServer.program),
      "message": .string(message),
    ]
  }
}

extension LanguageServer {
  /// The problems of `document`, already parsed as `analysis`: Gherkin's plain-words checks
  /// (``Diagnostics``: parse errors explained, suspicious lines, undefined steps with the quote
  /// problem, missing Examples column or closest sentences), placed at their ranges, plus the
  /// steps more than one step definition understands.
  func diagnostics(for document: TextDocument, analysis: FeatureAnalysis) -> [EditorDiagnostic] {
    var found = Diagnostics.check(
      source: document.text, uri: analysis.uri, result: analysis.result, dialects: parser.dialects,
      running: Diagnostics.scenarioLines(of: analysis.document)
    ).map { editorDiagnostic($0, in: document) }
    found += Diagnostics.stepsOfAnotherKind(catalogue.sentences, suite: analysis.suite).map {
      editorDiagnostic($0, in: document)
    }
    // A step of a file in another language that matches no sentence is explained by the
    // language warning's words, which say that sentences stay English.
    let untranslated = Dictionary(
      Diagnostics.untranslatedSentences(
        catalogue.sentences, suite: analysis.suite, dialects: parser.dialects
      ).map { ($0.line ?? 0, $0.message) }, uniquingKeysWith: { first, _ in first })
    for step in analysis.steps {
      let inOutline = analysis.outlineSteps.contains(step.id)
      let problems = analysis.texts(of: step).lazy.compactMap {
        catalogue.problem(of: $0, inOutline: inOutline)
      }
      guard let problem = problems.first else { continue }
      let start = document.position(of: step.location)
      let range = TextRange(start: start, end: document.endOfLine(start.line))
      let message = untranslated[step.location.line] ?? problem
      found.append(EditorDiagnostic(range: range, severity: .error, message: message))
    }
    return found.sorted { $0.range.start < $1.range.start }
  }

  /// A Gherkin diagnostic at its range: from its column for its length, or its whole line.
  private func editorDiagnostic(_ diagnostic: Diagnostic, in document: TextDocument)
    -> EditorDiagnostic
  {
    let line = max(1, diagnostic.line ?? 1)
    let start = document.position(of: Location(line: line, column: diagnostic.column ?? 1))
    var end = document.endOfLine(line - 1)
    if diagnostic.column != nil, diagnostic.length > 0 {
      let spanned = document.line(line - 1)[document.index(of: start)...].prefix(diagnostic.length)
      end = Position(line: start.line, character: start.character + spanned.utf16.count)
    }
    // A scenario without steps is what a scenario looks like while it is being written: the
    // editor shows it as a warning; a run still fails on it.
    let lenient = diagnostic.severity == .warning || diagnostic.kind == .scenarioWithoutSteps
    return EditorDiagnostic(
      range: TextRange(start: start, end: end),
      severity: lenient ? .warning : .error, message: diagnostic.message)
  }
}
