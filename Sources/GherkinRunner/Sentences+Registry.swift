extension Sentences {
  /// The sentences of `registry`, matched as the runner matches them. A text is matched once:
  /// the checks ask for each step, and a suite repeats its step texts; where it matched is kept
  /// in the registry for the run that follows the checks (``StepRegistry/matchRemembering(_:)``).
  package init<World>(_ registry: StepRegistry<World>) {
    let matched = MatchedTexts()
    self.init(definitions: registry.definitions.map { $0.info }) { text in
      if let known = matched.definitions[text] { return known }
      let found = registry.matchRemembering(text).found.map { $0.definition.info }
      matched.definitions[text] = found
      return found
    }
  }
}

/// The definitions each text matched so far, kept by the one ``Sentences`` that made them.
private final class MatchedTexts {
  var definitions: [String: [StepDefinitionInfo]] = [:]
}
