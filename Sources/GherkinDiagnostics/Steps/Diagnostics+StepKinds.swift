import GherkinParser

/// What the step-kind and language warnings need of a suite's sentences, given alike by the
/// command line's registry and the editor's catalogue.
package struct Sentences {
  /// Every sentence that exists.
  package var definitions: [StepDefinitionInfo]
  /// The sentences that match a step's text.
  package var matching: (String) -> [StepDefinitionInfo]

  package init(
    definitions: [StepDefinitionInfo], matching: @escaping (String) -> [StepDefinitionInfo]
  ) {
    self.definitions = definitions
    self.matching = matching
  }
}

extension Diagnostics {
  /// The steps written under a keyword of another kind than their sentence: a check (a sentence
  /// only `Then` uses) written under `Given` or `When`, and a sentence that sets the scene or
  /// acts written under `Then`. Each is a warning at the step's keyword, once per step of an
  /// outline, that says what the step does where it is written.
  package static func stepsOfAnotherKind(_ sentences: Sentences, suite: FeatureSuite)
    -> [Diagnostic]
  {
    var seen: Set<String> = []
    var found: [Diagnostic] = []
    for pickle in suite.pickles {
      for step in pickle.steps where !seen.contains(step.stepId) {
        seen.insert(step.stepId)
        guard let written = suite.index.step(of: step), let kind = step.type,
          let message = kindMismatch(kind, text: step.text, written: written, sentences: sentences)
        else { continue }
        found.append(warning(at: written, uri: pickle.uri, message))
      }
    }
    return found
  }

  /// A warning at a step's keyword.
  private static func warning(at step: Step, uri: String, _ message: String) -> Diagnostic {
    Diagnostic(
      .suspiciousLine, severity: .warning, uri: uri, line: step.location.line,
      column: step.location.column, length: step.keyword.trimmingSpace.count, message: message)
  }

  /// Why a step of `kind` does not fit the keyword of the sentences that match its text, and
  /// what it does where it is written; `nil` when it fits (or no sentence, or sentences of
  /// several keywords, match it).
  private static func kindMismatch(
    _ kind: PickleStep.Kind, text: String, written: Step, sentences: Sentences
  ) -> String? {
    let keywords = Set(sentences.matching(text).map(\.keyword))
    guard keywords.count == 1, let keyword = keywords.first else { return nil }
    // Worded only for a step that does not fit: most steps fit.
    var step: String {
      "'\(Wording.shown(written.keyword.trimmingSpace)) \(Wording.shown(written.text))'"
    }
    switch (kind, keyword) {
    case (.context, "Then"), (.action, "Then"):
      return
        "\(step) is a check (its sentence is a Then sentence, which checks what happened), written where steps set the scene or act. It still runs here, as a check, before what it checks has happened: it fails the scenario unless that is already so. Write it under Then, after the When step."
    case (.outcome, "Given"), (.outcome, "When"):
      let does = keyword == "Given" ? "sets the scene" : "acts"
      return
        "\(step) is written where steps check what happened, but its sentence is a \(keyword) sentence, which \(does) and checks nothing. It still runs here and \(does), so the scenario passes without checking it. Write it under \(keyword), or use a Then sentence that checks it (--list-steps lists them)."
    default:
      return nil
    }
  }
}

extension Diagnostics {
  /// The steps of files written in another language than English that match no sentence: only
  /// the keywords translate, so each is named at its line with that rule and the closest
  /// sentences, once per step of an outline. A step translated whole shares no word with any
  /// sentence: the sentences offered then are those of its kind that take the same values.
  package static func untranslatedSentences(
    _ sentences: Sentences, suite: FeatureSuite, dialects: Dialects
  ) -> [Diagnostic] {
    var seen: Set<String> = []
    var found: [Diagnostic] = []
    let matches = { (text: String) in !sentences.matching(text).isEmpty }
    for pickle in suite.pickles where pickle.language != "en" {
      for step in pickle.steps where !seen.contains(step.stepId) && !matches(step.text) {
        seen.insert(step.stepId)
        guard let written = suite.index.step(of: step) else { continue }
        let language = dialects.dialect(for: pickle.language)?.name ?? pickle.language
        let message =
          "'\(Wording.shown(step.text))' matches no sentence. This file is written in \(language) (# language: \(pickle.language)): only the keywords translate, and the sentence after '\(Wording.shown(written.keyword.trimmingSpace))' stays English, as ./feed-specs --list-steps lists them."
        let closest = closestInEnglish(step, sentences: sentences, matches: matches)
        found.append(
          warning(at: written, uri: pickle.uri, ([message] + closest).joined(separator: "\n")))
      }
    }
    return found
  }

  /// The closest sentences to a step of a file in another language: by words, as for any
  /// undefined step, or else by the values the step holds.
  private static func closestInEnglish(
    _ step: PickleStep, sentences: Sentences, matches: (String) -> Bool
  ) -> [String] {
    let byWords = undefinedStep(step.text, definitions: sentences.definitions, matches: matches)
      .filter { $0.hasPrefix("The closest sentences") }
    guard byWords.isEmpty else { return byWords }
    return sameValues(step, in: sentences.definitions)
  }
}
