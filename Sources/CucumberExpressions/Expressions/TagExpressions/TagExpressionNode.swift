/// A node of a parsed tag expression.
package indirect enum TagExpressionNode: Sendable, Hashable, CustomStringConvertible {
  case tag(String)
  case not(TagExpressionNode)
  case and(TagExpressionNode, TagExpressionNode)
  case or(TagExpressionNode, TagExpressionNode)

  package func evaluate(_ tags: Set<String>) -> Bool {
    switch self {
    case .tag(let name): tags.contains(name)
    case .not(let operand): !operand.evaluate(tags)
    case .and(let left, let right): left.evaluate(tags) && right.evaluate(tags)
    case .or(let left, let right): left.evaluate(tags) || right.evaluate(tags)
    }
  }

  package var description: String {
    switch self {
    case .tag(let name): name.escaped(where: TagExpressionTokenizer.isEscapable)
    case .not(let operand):
      switch operand {
      case .and, .or: "not \(operand)"
      case .tag, .not: "not ( \(operand) )"
      }
    case .and(let left, let right): "( \(left) and \(right) )"
    case .or(let left, let right): "( \(left) or \(right) )"
    }
  }
}
