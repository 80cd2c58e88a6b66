import GherkinDiagnostics
import GherkinRunner

/// A problem shown in the editor at a range of the document.
struct EditorDiagnostic: Equatable {
  /// How serious the protocol says it is (1 error, 2 warning, 3 information).
  enum Severity: Int {
    case error = 1
    case warning = 2
    case information = 3
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

/// A document's own problems in position order: the first ones explained, up to a limit, and
/// where each further one starts. The further ones are not explained: an undefined step's
/// explanation searches the closest sentences, and no one reads thousands of them.
struct ProblemList {
  /// The first problems, explained.
  var listed: [EditorDiagnostic]
  /// Where each further problem starts, in position order.
  var unlisted: [Position]
  /// Every problem in position order, the listed ones explained: an edit of some Scenarios
  /// keeps the others' (``LanguageServer/problems(of:analysis:editing:limit:)``).
  var found: [FoundProblem]
  /// How many problems are listed.
  var limit: Int
  /// For a file that parses and reads as written in its language, what the problems of some of
  /// its Scenarios depend on besides their lines: the lines of the file's suspicious lines, and
  /// the warnings of its Scenarios that share a title; `nil` otherwise.
  var others: (suspicious: [Int], sameTitles: [Diagnostic])?
  /// How many Scenarios' problems were found again, when an edit's were; `nil` when the whole
  /// document's were (for tests to see that an edit checks only the Scenarios it changed).
  var scenariosChecked: Int?
}

/// A problem found: explained already, or a step's, explained when it is listed.
enum FoundProblem {
  case explained(EditorDiagnostic)
  /// A step that not exactly one definition matches, from its keyword to the end of its line.
  case step(TextRange, text: String, inOutline: Bool)

  var start: Position {
    switch self {
    case .explained(let diagnostic): diagnostic.range.start
    case .step(let range, _, _): range.start
    }
  }
}

extension LanguageServer {
  /// At most this many diagnostics are published for a document; when it has more, one more
  /// diagnostic says how many are left out.
  static let diagnosticLimit = 1_000

  /// The problems of `document`, already parsed as `analysis`, as
  /// ``problems(of:analysis:limit:blocks:)`` finds them, published as
  /// ``published(_:adding:in:limit:)`` bounds them.
  func diagnostics(
    for document: TextDocument, analysis: FeatureAnalysis, limit: Int = diagnosticLimit
  ) -> [EditorDiagnostic] {
    published(problems(of: document, analysis: analysis, limit: limit), in: document, limit: limit)
  }

  /// The problems of `document`, already parsed as `analysis`, in position order, the first
  /// `limit` of them explained: Gherkin's plain-words checks (``Diagnostics``: parse errors
  /// explained, suspicious lines, undefined steps with the quote problem, missing Examples
  /// column or closest sentences), placed at their ranges, plus the steps more than one step
  /// definition understands. `blocks` keeps the suspicious-line scans of the document's blocks
  /// from one version to the next.
  func problems(
    of document: TextDocument, analysis: FeatureAnalysis, limit: Int,
    blocks: SuspiciousLineBlocks? = nil
  ) -> ProblemList {
    // Only a file that does not parse has scenarios kept from running to name.
    var running: Set<Int>?
    if !analysis.result.errors.isEmpty {
      running = Diagnostics.scenarioLines(of: analysis.document)
    }
    let checked = Diagnostics.checked(
      source: document.text, uri: analysis.uri, result: analysis.result, dialects: parser.dialects,
      running: running, blocks: blocks)
    let kinds = Diagnostics.stepsOfAnotherKind(catalogue.stepSentences, suite: analysis.suite)
    let found = (checked.problems + kinds).map {
      FoundProblem.explained(editorDiagnostic($0, in: document))
    }
    return listing(
      (found + stepProblems(of: analysis, steps: analysis.steps[...], in: document)).sorted {
        $0.start < $1.start
      }, limit: limit, others: checked.scenarios, in: document)
  }

  /// `found`, problems in position order, the first `limit` of them explained.
  func listing(
    _ found: [FoundProblem], limit: Int, others: (suspicious: [Int], sameTitles: [Diagnostic])?,
    in document: TextDocument
  ) -> ProblemList {
    var found = found
    for index in found.indices.prefix(limit) {
      found[index] = .explained(explained(found[index], in: document))
    }
    return ProblemList(
      listed: found.prefix(limit).map { explained($0, in: document) },
      unlisted: found.dropFirst(limit).map(\.start), found: found, limit: limit, others: others)
  }

  /// The diagnostics to publish for a document with `problems` and `others` (such as a live
  /// run's failing steps): all of them when they are at most `limit`, listed problems first;
  /// otherwise the first `limit` in position order and one more, at the first line left out,
  /// saying how many are left out.
  func published(
    _ problems: ProblemList, adding others: [EditorDiagnostic] = [], in document: TextDocument,
    limit: Int = diagnosticLimit
  ) -> [EditorDiagnostic] {
    let known = problems.listed + others
    guard known.count + problems.unlisted.count > limit else { return known }
    let sorted = known.sorted { $0.range.start < $1.range.start }
    let leftOut = sorted.dropFirst(limit).map(\.range.start) + problems.unlisted
    guard let first = leftOut.min() else { return Array(sorted.prefix(limit)) }
    let count = leftOut.count == 1 ? "1 more problem is" : "\(leftOut.count) more problems are"
    let more = EditorDiagnostic(
      range: document.range(ofLines: first.line...first.line), severity: .information,
      message: "\(count) not listed, from this line on: the editor lists the first \(limit)"
        + " problems of a file. Fix those, or run this file with \(Self.program) to see every one.")
    return Array(sorted.prefix(limit)) + [more]
  }

  /// The steps of `analysis` with a problem: for an outline step, its first Examples row's text
  /// that not exactly one definition matches.
  /// A step of a file in another language that matches no sentence is explained by the
  /// language warning's words, which say that sentences stay English.
  ///
  /// - Parameter pickles: the pickles of `steps` when they are not all of the document's.
  func stepProblems(
    of analysis: FeatureAnalysis, steps: ArraySlice<Step>, pickles: [Pickle]? = nil,
    in document: TextDocument
  ) -> [FoundProblem] {
    let untranslated = untranslatedSteps(of: analysis, pickles: pickles)
    return steps.compactMap { step in
      guard let text = analysis.texts(of: step).first(where: catalogue.hasProblem) else {
        return nil
      }
      let start = document.position(of: step.location)
      let range = TextRange(start: start, end: document.endOfLine(start.line))
      if let message = untranslated[step.location.line] {
        return .explained(EditorDiagnostic(range: range, severity: .error, message: message))
      }
      return .step(range, text: text, inOutline: analysis.outlineSteps.contains(step.id))
    }
  }

  /// The language warning's words for each line of a step of another language that matches no
  /// sentence.
  private func untranslatedSteps(of analysis: FeatureAnalysis, pickles: [Pickle]?) -> [Int: String]
  {
    Dictionary(
      Diagnostics.untranslatedSentences(
        catalogue.stepSentences, suite: analysis.suite, dialects: parser.dialects,
        pickles: pickles
      ).map { ($0.line ?? 0, $0.message) }, uniquingKeysWith: { first, _ in first })
  }

  /// `problem` with its words: a step's explained by the catalogue.
  func explained(_ problem: FoundProblem, in document: TextDocument) -> EditorDiagnostic {
    switch problem {
    case .explained(let diagnostic): diagnostic
    case .step(let range, let text, let inOutline):
      EditorDiagnostic(
        range: range, severity: .error,
        message: catalogue.problem(of: text, inOutline: inOutline) ?? "")
    }
  }

  /// A Gherkin diagnostic at its range: from its column for its length, or its whole line.
  func editorDiagnostic(_ diagnostic: Diagnostic, in document: TextDocument)
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
