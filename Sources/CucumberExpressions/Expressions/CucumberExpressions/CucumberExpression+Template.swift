extension CucumberExpression {
  /// A piece of the sentence an expression stands for: literal text, or a parameter named by its
  /// type (`"int"` for `{int}`, `""` for `{}`).
  package enum TemplatePart: Sendable, Hashable {
    case text(String)
    case parameter(String)
  }

  /// The sentence this expression matches, as literal text and parameters, for an editor to offer
  /// as a fill-in template: optional text is included and each alternation gives its first
  /// alternative (`I have {int} cucumber(s) in my belly/stomach` is `I have `, `int`,
  /// ` cucumbers in my belly`).
  package var template: [TemplatePart] { Self.parts(of: syntaxTree) }

  private static func parts(of node: CucumberExpressionNode) -> [TemplatePart] {
    switch node.kind {
    case .text, .optional: [.text(node.text)]
    case .parameter: [.parameter(node.text)]
    case .alternation: node.children.first.map(parts) ?? []
    case .expression, .alternative: node.children.flatMap(parts)
    }
  }
}
