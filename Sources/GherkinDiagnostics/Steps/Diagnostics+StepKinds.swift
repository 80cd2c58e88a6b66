import GherkinParser

/// What the step-kind and language warnings need of a suite's sentences, given alike by the
/// command line's registry and the editor's catalogue.
package struct Sentences {
  /// Every sentence that exists.
  package var definitions: [StepDefinitionInfo]
  /// The sentences that match a step's text.
  package var matching: (String) -> [StepDefinitionInfo]
  /// The one keyword of the sentences that match a step's text (``soleKeyword(of:)``).
  package var keyword: (String) -> String?

  /// Sentences matched by `matching`; `keyword` answers from `matching` unless given (a caller
  /// that keeps its matches answers it without copying them).
  package init(
    definitions: [StepDefinitionInfo], matching: @escaping (String) -> [StepDefinitionInfo],
    keyword: ((String) -> String?)? = nil
  ) {
    self.definitions = definitions
    self.matching = matching
    self.keyword = keyword ?? { Self.soleKeyword(of: matching($0)) }
  }

  /// The keyword all of `matching` share: `nil` when there are none, or when they have several.
  package static func soleKeyword(of matching: some Sequence<StepDefinitionInfo>) -> String? {
    var sole: String?
    for sentence in matching {
      guard let found = sole else {
        sole = sentence.keyword
        continue
      }
      if found != sentence.keyword { return nil }
    }
    return sole
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
    stepsOfAnotherKind(sentences, pickles: suite.files.lazy.flatMap(\.pickles), suite: suite)
  }

  /// The steps of `pickles` (of `suite`) written under a keyword of another kind than their
  /// sentence, as ``stepsOfAnotherKind(_:suite:)`` finds them in the whole suite.
  package static func stepsOfAnotherKind(
    _ sentences: Sentences, pickles: some Sequence<Pickle>, suite: FeatureSuite
  ) -> [Diagnostic] {
    var seen: Set<String> = []
    var found: [Diagnostic] = []
    for pickle in pickles {
      for step in pickle.steps {
        // An outline's step is judged by its first row's text, a background's step once.
        guard seen.insert(step.stepId).inserted, let kind = step.type,
          let keyword = sentences.keyword(step.text),
          let mismatch = KindMismatch(kind, sentenceKeyword: keyword),
          let written = suite.index.step(of: step, in: pickle)
        else { continue }
        found.append(warning(at: written, uri: pickle.uri, mismatch.message(for: written)))
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

  /// How a step's kind does not fit the keyword of the sentences that match its text (most steps
  /// fit, and a step that no sentence, or sentences of several keywords, match is not judged).
  private enum KindMismatch {
    /// A check (a sentence only `Then` uses) written where steps set the scene or act.
    case checkBeforeItsTime
    /// A sentence that sets the scene or acts (of this keyword) written where steps check.
    case checksNothing(keyword: String)

    init?(_ kind: PickleStep.Kind, sentenceKeyword keyword: String) {
      switch (kind, keyword) {
      case (.context, "Then"), (.action, "Then"): self = .checkBeforeItsTime
      case (.outcome, "Given"), (.outcome, "When"): self = .checksNothing(keyword: keyword)
      default: return nil
      }
    }

    /// What the step `written` does where it is written.
    func message(for written: Step) -> String {
      let step = "'\(Wording.shown(written.keyword.trimmingSpace)) \(Wording.shown(written.text))'"
      switch self {
      case .checkBeforeItsTime:
        return
          "\(step) is a check (its sentence is a Then sentence, which checks what happened), written where steps set the scene or act. It still runs here, as a check, before what it checks has happened: it fails the scenario unless that is already so. Write it under Then, after the When step."
      case .checksNothing(let keyword):
        let does = keyword == "Given" ? "sets the scene" : "acts"
        return
          "\(step) is written where steps check what happened, but its sentence is a \(keyword) sentence, which \(does) and checks nothing. It still runs here and \(does), so the scenario passes without checking it. Write it under \(keyword), or use a Then sentence that checks it (--list-steps lists them)."
      }
    }
  }
}

extension Diagnostics {
  /// The steps of files written in another language than English that match no sentence: only
  /// the keywords translate, so each is named at its line with that rule and the closest
  /// sentences, once per step of an outline. A step translated whole shares no word with any
  /// sentence: the sentences offered then are those of its kind that take the same values.
  ///
  /// - Parameter pickles: the pickles of `suite` whose steps to judge; `nil` judges them all,
  ///   read in place (``FeatureSuite/pickles`` would copy them).
  package static func untranslatedSentences(
    _ sentences: Sentences, suite: FeatureSuite, dialects: Dialects, pickles: [Pickle]? = nil
  ) -> [Diagnostic] {
    guard let pickles else {
      return untranslatedSentences(
        sentences, suite: suite, dialects: dialects, judging: suite.files.lazy.flatMap(\.pickles))
    }
    return untranslatedSentences(sentences, suite: suite, dialects: dialects, judging: pickles)
  }

  /// The steps of `pickles`, of `suite`, that ``untranslatedSentences(_:suite:dialects:pickles:)``
  /// names.
  private static func untranslatedSentences(
    _ sentences: Sentences, suite: FeatureSuite, dialects: Dialects,
    judging pickles: some Sequence<Pickle>
  ) -> [Diagnostic] {
    var seen: Set<String> = []
    var found: [Diagnostic] = []
    let matches = { (text: String) in !sentences.matching(text).isEmpty }
    for pickle in pickles where pickle.language != "en" {
      for step in pickle.steps where !seen.contains(step.stepId) && !matches(step.text) {
        seen.insert(step.stepId)
        guard let written = suite.index.step(of: step, in: pickle) else { continue }
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
