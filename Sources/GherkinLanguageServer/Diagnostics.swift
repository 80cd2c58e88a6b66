import Gherkin

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
      "range": range.json, "severity": .int(severity.rawValue), "source": "feed-specs",
      "message": .string(message),
    ]
  }
}

/// Gherkin's plain-words checks (``Diagnostics``: parse errors explained, suspicious lines,
/// undefined steps with the quote problem, missing Examples column or closest sentences), placed
/// at their ranges, plus the steps more than one step definition understands.
struct RegistryDiagnostics: Sendable {
  let catalogue: StepCatalogue
  let dialects: Dialects

  /// A step text as checked: an outline's step is explained differently when undefined.
  struct StepText: Hashable {
    let text: String
    let inOutline: Bool
  }

  /// The problems of `document`, already parsed as `analysis`. `known` holds what an earlier
  /// version's step texts were found to lack (`nil` for a sound text); it comes back holding this
  /// version's, so that a change explains only the step texts it made new.
  func diagnostics(
    for document: TextDocument, analysis: FeatureAnalysis, known: inout [StepText: String?]
  ) -> [EditorDiagnostic] {
    var found = Diagnostics.check(
      source: document.text, uri: analysis.uri, result: analysis.result, dialects: dialects
    ).map { editorDiagnostic($0, in: document) }
    guard analysis.result.errors.isEmpty else { return found }
    let definitions = catalogue.entries.map(\.info)
    var checked: [StepText: String?] = [:]
    for step in analysis.steps {
      var message: String?
      for text in analysis.texts(of: step) where message == nil {
        let key = StepText(text: text, inOutline: analysis.outlineSteps.contains(step.id))
        message = checked[key] ?? known[key] ?? problem(of: key, definitions: definitions)
        checked[key] = .some(message)
      }
      guard let message else { continue }
      let start = document.position(of: step.location)
      let range = TextRange(start: start, end: document.endOfLine(start.line))
      found.append(EditorDiagnostic(range: range, severity: .error, message: message))
    }
    known = checked
    return found.sorted { $0.range.start < $1.range.start }
  }

  /// What is wrong with a step text, if anything: no definition, or more than one, matches it.
  private func problem(of step: StepText, definitions: [StepDefinitionInfo]) -> String? {
    let text = step.text
    let outcome = catalogue.matches(text)
    switch outcome.matches.count {
    case 0:
      if let transformError = outcome.transformError {
        return
          "The step \"\(text)\" has a value the step definitions cannot read: \(transformError)"
      }
      return Diagnostics.undefinedStepMessage(
        text, definitions: definitions, matches: { !catalogue.matches($0).matches.isEmpty },
        inOutline: step.inOutline)
    case 1: return nil
    default:
      let lines = outcome.matches.map {
        "  \($0.entry.info.expression) (\($0.entry.info.source))"
      }
      return
        "\(outcome.matches.count) step definitions understand \"\(text)\" (an ambiguous step):\n"
        + lines.joined(separator: "\n")
    }
  }

  /// A Gherkin diagnostic at its range: from its column for its length, or its whole line.
  private func editorDiagnostic(_ diagnostic: Diagnostic, in document: TextDocument)
    -> EditorDiagnostic
  {
    let line = max(1, diagnostic.line ?? 1)
    let start = document.position(of: Location(line: line, column: diagnostic.column ?? 1))
    var end = document.endOfLine(line - 1)
    if diagnostic.column != nil, diagnostic.length > 0 {
      let text = document.line(line - 1)
      let from = document.index(of: start)
      let spanned = text[from...].prefix(diagnostic.length)
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
