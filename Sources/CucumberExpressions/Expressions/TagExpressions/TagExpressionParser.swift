/// Builds a ``TagExpressionNode`` from tokens with the shunting-yard algorithm, so precedence
/// (`not` > `and` > `or`) and the error cases match Cucumber's.
enum TagExpressionParser {
  static func parse(
    _ tokens: [TagExpressionToken], source: String
  ) throws(TagExpressionError) -> TagExpressionNode? {
    var yard = ShuntingYard(source: source)
    for token in tokens { try yard.read(token) }
    return try yard.finish()
  }

  /// The parser's state: the operators waiting for their operands, the operands built so far
  /// and which of the two the next token must be.
  private struct ShuntingYard {
    private enum Expecting { case operand, `operator` }

    let source: String
    private var operators: [TagExpressionToken] = []
    private var operands: [TagExpressionNode] = []
    private var expecting = Expecting.operand

    init(source: String) { self.source = source }

    mutating func read(_ token: TagExpressionToken) throws(TagExpressionError) {
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
        try reduceToOpeningParenthesis()
      case .tag(let name):
        try require(.operand)
        operands.append(.tag(name))
        expecting = .operator
      }
    }

    /// Reduces what is left once every token is read: the whole expression, or `nil` for none.
    mutating func finish() throws(TagExpressionError) -> TagExpressionNode? {
      while let top = operators.popLast() {
        if top == .openParenthesis { throw fail(.unmatchedOpeningParenthesis) }
        try reduce(top)
      }
      return operands.last
    }

    private mutating func reduceToOpeningParenthesis() throws(TagExpressionError) {
      while let top = operators.last, top != .openParenthesis {
        try reduce(operators.removeLast())
      }
      guard operators.popLast() == .openParenthesis else {
        throw fail(.unmatchedClosingParenthesis)
      }
    }

    private mutating func reduce(_ token: TagExpressionToken) throws(TagExpressionError) {
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

    private func require(_ wanted: Expecting) throws(TagExpressionError) {
      guard expecting == wanted else {
        throw fail(expecting == .operand ? .expectedOperand : .expectedOperator)
      }
    }

    private func fail(_ problem: TagExpressionError.Problem) -> TagExpressionError {
      TagExpressionError(expression: source, problem: problem)
    }

    private func precedence(_ token: TagExpressionToken) -> Int {
      TagExpressionParser.precedence(token)
    }
  }

  /// Both binary operators are left-associative (a stacked operator of equal precedence is
  /// reduced first); `not` is a prefix operator that binds tightest.
  fileprivate static func precedence(_ token: TagExpressionToken) -> Int {
    switch token {
    case .or: 0
    case .and: 1
    case .not: 2
    case .openParenthesis, .closeParenthesis, .tag: -1
    }
  }
}
