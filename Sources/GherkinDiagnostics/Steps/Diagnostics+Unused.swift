extension Diagnostics {
  /// The sentences of `sentences` that match no step of `suite`.
  package static func unusedDefinitions(_ sentences: Sentences, suite: FeatureSuite) -> [Diagnostic]
  {
    let texts = Set(suite.pickles.flatMap { $0.steps.map(\.text) })
    let used = Set(texts.flatMap { sentences.matching($0).map(\.id) })
    return sentences.definitions.filter { !used.contains($0.id) }.map { definition in
      Diagnostic(
        .unusedStepDefinition,
        message:
          "No step uses the sentence '\(definition.keyword) \(definition.sentence)' (\(definition.source)): remove it, or write a scenario that uses it."
      )
    }
  }
}
