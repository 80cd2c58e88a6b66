import Gherkin

/// A problem shown in the editor at a range of the document.
struct Diagnostic: Equatable {
  /// How serious the protocol says it is (1 error, 2 warning, 3 information, 4 hint).
  enum Severity: Int {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
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

/// The seam between the server and the checks it publishes: a document in, its problems out.
protocol DiagnosticsProvider: Sendable {
  /// The problems of `document`, already parsed as `analysis`.
  func diagnostics(for document: TextDocument, analysis: FeatureAnalysis) -> [Diagnostic]
}

/// The checks the step registry answers: parse errors where they are, steps no definition
/// matches, and steps more than one definition matches.
struct RegistryDiagnostics: DiagnosticsProvider {
  let catalogue: StepCatalogue

  func diagnostics(for document: TextDocument, analysis: FeatureAnalysis) -> [Diagnostic] {
    let errors = analysis.result.errors
    guard errors.isEmpty else {
      return errors.map { error in
        Diagnostic(
          range: document.rangeToLineEnd(from: error.location), severity: .error,
          message: Self.plain(error))
      }
    }
    return analysis.steps.compactMap { step in
      stepProblem(step, texts: analysis.texts(of: step)).map { message in
        Diagnostic(
          range: document.rangeToLineEnd(from: step.location), severity: .error, message: message)
      }
    }
  }

  /// What is wrong with a step, if anything: the first of its texts that no definition, or more
  /// than one, matches.
  private func stepProblem(_ step: Step, texts: [String]) -> String? {
    for text in texts {
      let outcome = catalogue.matches(text)
      let matches = outcome.matches
      switch matches.count {
      case 0:
        if let transformError = outcome.transformError {
          return
            "The step \"\(text)\" has a value the step definitions cannot read: \(transformError)"
        }
        return "No step definition understands \"\(text)\" (an undefined step)."
      case 1: continue
      default:
        let lines = matches.map { "  \($0.entry.info.expression) (\($0.entry.info.source))" }
        return "\(matches.count) step definitions understand \"\(text)\" (an ambiguous step):\n"
          + lines.joined(separator: "\n")
      }
    }
    return nil
  }

  /// A parse error's message without its `(line:column): ` prefix: the editor shows where.
  static func plain(_ error: ParseError) -> String {
    guard error.message.hasPrefix("("), let close = error.message.firstIndex(of: ")") else {
      return error.message
    }
    let rest = error.message[error.message.index(after: close)...]
    return String(rest.hasPrefix(": ") ? rest.dropFirst(2) : rest)
  }
}
