/// What a report needs to know about a step definition, without its body.
package struct StepDefinitionInfo: Sendable, Hashable, Identifiable {
  /// How the expression is written: as the step definition's message says it.
  package typealias ExpressionKind = Messages.StepDefinitionPattern.PatternType

  /// A stable identifier within the registry.
  public var id: String
  /// The keyword it was registered with (`Given`, `When`, `Then` or `Step`); matching ignores it.
  package var keyword: String
  /// The expression text as written.
  package var expression: String
  /// How ``expression`` is written.
  package var expressionKind: ExpressionKind
  /// Where it was declared.
  package var source: SourceReference
  /// What the sentence sets up or checks, in a product owner's words.
  package var summary: String?
  /// The story or screen it belongs to.
  package var topic: String?

  /// Creates the description of a definition.
  package init(
    id: String, keyword: String, expression: String, expressionKind: ExpressionKind,
    source: SourceReference, topic: String? = nil
  ) {
    self.topic = topic
    self.id = id
    self.keyword = keyword
    self.expression = expression
    self.expressionKind = expressionKind
    self.source = source
  }
}
