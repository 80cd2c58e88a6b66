import GherkinParser

extension Diagnostics {
  /// The steps written under a keyword of another kind than their sentence: a check (a sentence
  /// only `Then` uses) written under `Given` or `When`, and a sentence that sets the scene or
  /// acts written under `Then`. Each is a warning at the step's line, once per step of an
  /// outline.
  static func stepsOfAnotherKind<World>(_ registry: StepRegistry<World>, suite: FeatureSuite)
    -> [Diagnostic]
  {
    var seen: Set<String> = []
    var found: [Diagnostic] = []
    for pickle in suite.pickles {
      for step in pickle.steps where !seen.contains(step.stepId) {
        seen.insert(step.stepId)
        guard let written = suite.index.step(of: step), let kind = step.type,
          let message = kindMismatch(kind, text: step.text, written: written, registry: registry)
        else { continue }
        found.append(
          Diagnostic(
            .suspiciousLine, severity: .warning, uri: pickle.uri, line: written.location.line,
            column: written.location.column, length: written.keyword.trimmingSpace.count,
            message: message))
      }
    }
    return found
  }

  /// Why a step of `kind` does not fit the keyword of the sentences that match its text, or
  /// `nil` when it fits (or no sentence, or sentences of several keywords, match it).
  private static func kindMismatch<World>(
    _ kind: PickleStep.Kind, text: String, written: Step, registry: StepRegistry<World>
  ) -> String? {
    let keywords = Set(
      registry.definitions.filter { (try? $0.expression.match(text)) != nil }.map(\.info.keyword))
    guard keywords.count == 1, let keyword = keywords.first else { return nil }
    let step = "'\(Wording.shown(written.keyword.trimmingSpace)) \(Wording.shown(written.text))'"
    switch (kind, keyword) {
    case (.context, "Then"), (.action, "Then"):
      return
        "\(step) is a check (its sentence is a Then sentence, which checks what happened), written where steps set the scene or act: write it under Then, after the When step."
    case (.outcome, "Given"), (.outcome, "When"):
      return
        "\(step) is written where steps check what happened, but its sentence is a \(keyword) sentence, which \(keyword == "Given" ? "sets the scene" : "acts") and checks nothing: write it under \(keyword), or use a Then sentence that checks it (--list-steps lists them)."
    default:
      return nil
    }
  }
}

extension Diagnostics {
  /// The steps of files written in another language than English that match no sentence: only
  /// the keywords translate, so each is named at its line with that rule and the closest
  /// sentences, once per step of an outline.
  static func untranslatedSentences<World>(
    _ registry: StepRegistry<World>, suite: FeatureSuite, dialects: Dialects
  ) -> [Diagnostic] {
    var seen: Set<String> = []
    var found: [Diagnostic] = []
    for pickle in suite.pickles where pickle.language != "en" {
      for step in pickle.steps where !seen.contains(step.stepId) && !registry.matches(step.text) {
        seen.insert(step.stepId)
        guard let written = suite.index.step(of: step) else { continue }
        let language = dialects.dialect(for: pickle.language)?.name ?? pickle.language
        let closest = undefinedStep(
          step.text, definitions: registry.definitions.map(\.info), matches: registry.matches
        ).filter { $0.hasPrefix("The closest sentences") }
        let message =
          "'\(Wording.shown(step.text))' matches no sentence. This file is written in \(language) (# language: \(pickle.language)): only the keywords translate, and the sentence after '\(Wording.shown(written.keyword.trimmingSpace))' stays English, as ./feed-specs --list-steps lists them."
        found.append(
          Diagnostic(
            .suspiciousLine, severity: .warning, uri: pickle.uri, line: written.location.line,
            column: written.location.column, length: written.keyword.trimmingSpace.count,
            message: ([message] + closest).joined(separator: "\n")))
      }
    }
    return found
  }
}
