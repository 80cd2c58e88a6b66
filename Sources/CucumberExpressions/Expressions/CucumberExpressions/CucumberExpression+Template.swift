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
  package var template: [TemplatePart] {
    var parts: [TemplatePart] = []
    Self.collect(syntaxTree, into: &parts)
    return parts
  }

  private static func collect(_ node: CucumberExpressionNode, into parts: inout [TemplatePart]) {
    switch node.kind {
    case .text, .optional: parts.append(.text(node.text))
    case .parameter: parts.append(.parameter(node.text))
    case .alternation:
      if let first = node.children.first { collect(first, into: &parts) }
    case .expression, .alternative:
      for child in node.children { collect(child, into: &parts) }
    }
  }
}
