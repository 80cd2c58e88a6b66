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
  func problems(
    of document: TextDocument, analysis: FeatureAnalysis, editing before: ProblemList, limit: Int
  ) -> ProblemList? {
    guard let edit = analysis.lastEdit, !edit.changedBackground, before.limit == limit,
      let others = before.others, let parsed = analysis.document,
      let feature = parsed.feature, !Self.isAboveRule(edit, in: feature)
    else { return nil }
    let titles = Diagnostics.sameTitles(Diagnostics.scenarios(of: parsed), uri: analysis.uri)
    let elsewhere = { (title: Diagnostic) in !edit.lines.contains(title.line ?? 0) }
    guard titles.filter(elsewhere) == others.sameTitles.filter(elsewhere) else { return nil }
    let dialect = parser.dialects.dialect(for: feature.language) ?? .english
    let lines = Diagnostics.splitLines(document.text(ofLines: edit.lines)).prefix(edit.lines.count)
    let sheet = Diagnostics.ScenarioSheet(
      lines: Array(lines), firstLine: edit.lines.lowerBound,
      scenarios: feature.children[edit.children].compactMap(\.scenario), uri: analysis.uri,
      dialect: dialect)
    let checked = sheet.problems(sameTitles: titles.filter { !elsewhere($0) })
    var suspicious = others.suspicious
    suspicious.replaceSubrange(
      suspicious.indices(onLines: edit.lines) { $0 }, with: checked.suspicious)
    guard
      !Diagnostics.readsAsAnotherLanguage(
        problemLines: suspicious, lineCount: document.lineCount,
        text: { String(document.line($0 - 1)) }, dialect: dialect, dialects: parser.dialects)
    else { return nil }
    var found = before.found
    found.replaceSubrange(
      found.indices(onLines: edit.lines) { $0.start.line + 1 },
      with: problems(of: edit, checked: checked.problems, analysis: analysis, in: document))
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
