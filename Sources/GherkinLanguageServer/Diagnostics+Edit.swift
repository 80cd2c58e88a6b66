import GherkinDiagnostics

extension LanguageServer {
  /// The problems of `document`, parsed as `analysis` by an edit of some of its Scenarios
  /// (``FeatureAnalysis/lastEdit``) from the version whose problems are `before`: those on the
  /// edited Scenarios' lines found again, the others kept, in the order and with the words
  /// ``problems(of:analysis:limit:blocks:)`` gives them. `nil` when the edit may change a
  /// problem elsewhere, for the caller to find them all:
  /// - a file that did not read as written in its language, before or after the edit (its one
  ///   problem names them all);
  /// - an edit that changes the texts of the Background's steps (they run when a pickle has
  ///   steps), or which Scenario elsewhere has a title that another one has;
  /// - an edit of the Scenario right above a Rule, whose heading reads the steps above it.
  ///
  /// The problems below the edited Scenarios move with their lines when the edit added or
  /// removed some.
  func problems(
    of document: TextDocument, analysis: FeatureAnalysis, editing before: ProblemList, limit: Int
  ) -> ProblemList? {
    guard let edit = analysis.lastEdit, !edit.changedBackground, before.limit == limit,
      let others = before.others, let parsed = analysis.document,
      let feature = parsed.feature, !Self.isAboveRule(edit, in: feature)
    else { return nil }
    let titles = Diagnostics.sameTitles(Diagnostics.scenarios(of: parsed), uri: analysis.uri)
    let elsewhere = { (title: Diagnostic) in !edit.lines.contains(title.line ?? 0) }
    // Those of the lines below moved with them; their words name no line that moved, or differ.
    guard titles.filter(elsewhere) == others.sameTitles.compactMap(edit.moved) else { return nil }
    let dialect = parser.dialects.dialect(for: feature.language) ?? .english
    let lines = Diagnostics.splitLines(document.text(ofLines: edit.lines)).prefix(edit.lines.count)
    let sheet = Diagnostics.ScenarioSheet(
      lines: Array(lines), firstLine: edit.lines.lowerBound,
      scenarios: feature.children[edit.children].compactMap(\.scenario), uri: analysis.uri,
      dialect: dialect)
    let checked = sheet.problems(sameTitles: titles.filter { !elsewhere($0) })
    var suspicious = others.suspicious
    suspicious.splice(
      lines: edit.linesBefore, shift: edit.shift, with: checked.suspicious, line: { $0 },
      moved: +)
    guard
      !Diagnostics.readsAsAnotherLanguage(
        problemLines: suspicious, lineCount: document.lineCount,
        text: { String(document.line($0 - 1)) }, dialect: dialect, dialects: parser.dialects)
    else { return nil }
    var found = before.found
    found.splice(
      lines: edit.linesBefore, shift: edit.shift,
      with: problems(of: edit, checked: checked.problems, analysis: analysis, in: document),
      line: { $0.start.line + 1 }, moved: { $0.moved(by: $1) })
    var list = listing(
      found, limit: limit, others: (suspicious, titles), in: document)
    list.scenariosChecked = edit.children.count
    return list
  }

  /// The problems on the lines of `edit`, in position order: `checked`, Gherkin's, and those of
  /// their steps.
  private func problems(
    of edit: EditedScenarios, checked: [Diagnostic], analysis: FeatureAnalysis,
    in document: TextDocument
  ) -> [FoundProblem] {
    let pickles = Array(
      analysis.suite.files[0].pickles[
        analysis.suite.files[0].pickles.indices(onLines: edit.lines, line: \.location.line)])
    // Their pickles hold the Background's steps too, whose problems are kept.
    let kinds = Diagnostics.stepsOfAnotherKind(
      catalogue.stepSentences, pickles: pickles, suite: analysis.suite
    ).filter { edit.lines.contains($0.line ?? 0) }
    let steps = analysis.steps[analysis.steps.indices(onLines: edit.lines, line: \.location.line)]
    let found = (checked + kinds).map { FoundProblem.explained(editorDiagnostic($0, in: document)) }
    return (found + stepProblems(of: analysis, steps: steps, pickles: pickles, in: document))
      .sorted { $0.start < $1.start }
  }

  /// Whether the child of `feature` below the Scenarios of `edit` is a Rule.
  private static func isAboveRule(_ edit: EditedScenarios, in feature: Feature) -> Bool {
    guard edit.children.upperBound < feature.children.count,
      case .rule = feature.children[edit.children.upperBound]
    else { return false }
    return true
  }
}

extension EditedScenarios {
  /// `diagnostic`, of the text before the edit, on its line after it; `nil` for one on the
  /// lines of the Scenarios the edit replaced.
  func moved(_ diagnostic: Diagnostic) -> Diagnostic? {
    guard let line = diagnostic.line else { return diagnostic }
    guard let after = lineAfter(line) else { return nil }
    var moved = diagnostic
    moved.line = after
    return moved
  }
}

extension FoundProblem {
  /// This problem, `lines` lines further down (up when negative).
  func moved(by lines: Int) -> FoundProblem {
    switch self {
    case .explained(var diagnostic):
      diagnostic.range = diagnostic.range.moved(by: lines)
      return .explained(diagnostic)
    case .step(let range, let text, let inOutline):
      return .step(range.moved(by: lines), text: text, inOutline: inOutline)
    }
  }
}

extension TextRange {
  /// This range, `lines` lines further down (up when negative).
  func moved(by lines: Int) -> TextRange {
    TextRange(
      start: Position(line: start.line + lines, character: start.character),
      end: Position(line: end.line + lines, character: end.character))
  }
}
