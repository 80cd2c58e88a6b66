/// Builds a ``TagExpressionNode`` from tokens with the shunting-yard algorithm, so precedence
/// (`not` > `and` > `or`) and the error cases match Cucumber's.
enum TagExpressionParser {
  private enum Expecting { case operand, `operator` }

  static func parse(
    _ tokens: [TagExpressionToken], source: String
  ) throws(TagExpressionError) -> TagExpressionNode? {
    var operators: [TagExpressionToken] = []
    var operands: [TagExpressionNode] = []
    var expecting = Expecting.operand

    func fail(_ problem: TagExpressionError.Problem) -> TagExpressionError {
      TagExpressionError(expression: source, problem: problem)
    }
    func require(_ wanted: Expecting) throws(TagExpressionError) {
      guard expecting == wanted else {
        throw fail(expecting == .operand ? .expectedOperand : .expectedOperator)
      }
    }
    func reduce(_ token: TagExpressionToken) throws(TagExpressionError) {
      switch token {
      case .not:
        guard let operand = operands.popLast() else { throw fail(.expectedOperand) }
        operands.append(.not(operand))
      case .and, .or:
        guard let right = operands.popLast(), let left = operands.popLast() else {
          throw fail(.expectedOperand)
        }
        operands.append(token == .and ? .and(left, right) : .or(left, right))
      case .openParenthesis, .closeParenthesis, .tag:
        break
      }
    }

    for token in tokens {
      switch token {
      case .not, .openParenthesis:
        try require(.operand)
        operators.append(token)
      case .and, .or:
        try require(.operator)
        while let top = operators.last, precedence(top) >= precedence(token) {
          try reduce(operators.removeLast())
        }
        operators.append(token)
        expecting = .operand
      case .closeParenthesis:
        try require(.operator)
        while let top = operators.last, top != .openParenthesis {
          try reduce(operators.removeLast())
        }
        guard operators.popLast() == .openParenthesis else {
          throw fail(.unmatchedClosingParenthesis)
        }
      case .tag(let name):
        try require(.operand)
        operands.append(.tag(name))
        expecting = .operator
      }
    }
    while let top = operators.popLast() {
      if top == .openParenthesis { throw fail(.unmatchedOpeningParenthesis) }
      try reduce(top)
    }
    return operands.last
  }

  /// Both binary operators are left-associative (a stacked operator of equal precedence is
  /// reduced first); `not` is a prefix operator that binds tightest.
  private static func precedence(_ token: TagExpressionToken) -> Int {
    switch token {
    case .or: 0
    case .and: 1
    case .not: 2
    case .openParenthesis, .closeParenthesis, .tag: -1
    }
  }
}
