/// The keywords of one Gherkin spoken language, as listed in Cucumber's `gherkin-languages.json`.
package struct Dialect: Sendable, Hashable {
  /// The language code used in `# language: xx`, such as `en` or `pt`.
  package var code: String
  /// The language's English name.
  package var name: String
  /// The language's own name for itself.
  package var native: String
  /// Keywords that open a feature.
  package var feature: [String]
  /// Keywords that open a rule.
  package var rule: [String]
  /// Keywords that open a background.
  package var background: [String]
  /// Keywords that open a scenario.
  package var scenario: [String]
  /// Keywords that open a scenario outline.
  package var scenarioOutline: [String]
  /// Keywords that open an examples table.
  package var examples: [String]
  /// Step keywords of the context kind (with their trailing space, if any).
  package var given: [String]
  /// Step keywords of the action kind.
  package var when: [String]
  /// Step keywords of the outcome kind.
  package var then: [String]
  /// Conjunction step keywords ("and").
  package var and: [String]
  /// Conjunction step keywords ("but").
  package var but: [String]

  /// The keywords that head a block: feature, rule, background, scenario, scenario outline and
  /// examples, in that order.
  package var headingKeywords: [String] {
    feature + rule + background + scenario + scenarioOutline + examples
  }

  /// Every step keyword in matching order (given, when, then, and, but), each with its kind:
  /// a keyword listed under several kinds (such as `* `) is of unknown kind.
  package var stepKeywords: [(keyword: String, type: StepKeywordType)] {
    var kinds: [String: [StepKeywordType]] = [:]
    let groups: [([String], StepKeywordType)] = [
      (given, .context), (when, .action), (then, .outcome), (and, .conjunction),
      (but, .conjunction),
    ]
    for (keywords, type) in groups {
      for keyword in keywords where kinds[keyword]?.contains(type) != true {
        kinds[keyword, default: []].append(type)
      }
    }
    return groups.flatMap { keywords, _ in
      keywords.map { keyword in
        let types = kinds[keyword] ?? []
        return (keyword, types.count == 1 ? types[0] : .unknown)
      }
    }
  }
}
