/// Builds the syntax tree of a Cucumber Expression from its tokens, following Cucumber's grammar:
///
/// ```
/// expression  := (alternation | optional | parameter | text)*
/// alternation := (?<=left-boundary) alternative* ('/' alternative*)+ (?=right-boundary)
/// left-boundary  := start-of-line | white-space | '}'
/// right-boundary := end-of-line | white-space | '{'
/// alternative := optional | parameter | text
/// optional    := '(' (optional | parameter | text)* ')'
/// parameter   := '{' name* '}'
/// ```
enum CucumberExpressionParser {
  /// Parses `expression` into a tree rooted at an expression node.
  ///
  /// - Throws: ``CucumberExpressionError`` for unbalanced `(`/`{`, a `/` inside `( )`, a reserved
  ///   character in a parameter name, or a tokenizer error.
  static func parse(
    _ expression: String
  ) throws(CucumberExpressionError) -> CucumberExpressionNode {
    let tokens = try CucumberExpressionTokenizer.tokenize(expression)
    let parser = Parser(expression: expression, tokens: tokens)
    return try parser.parseExpression()
  }
}

private typealias ExpressionToken = CucumberExpressionToken
private typealias Node = CucumberExpressionNode

/// One grammar rule: the count of tokens consumed (0 when the rule does not apply) and its nodes.
private typealias RuleResult = (consumed: Int, nodes: [Node])

private enum GrammarRule {
  case alternation, optional, parameter, text, name, alternativeSeparator
}

private struct Parser {
  let expression: String
  let tokens: [ExpressionToken]

  func parseExpression() throws(CucumberExpressionError) -> Node {
    let (consumed, nodes) = try parseUntil(
      [.alternation, .optional, .parameter, .text], from: 1, endingAt: [.endOfLine])
    let last = tokens[1 + consumed]
    return Node(kind: .expression, start: tokens[0].start, end: last.end, children: nodes)
  }

  private func kind(at index: Int) -> ExpressionToken.Kind {
    if index < 0 { return .startOfLine }
    if index >= tokens.count { return .endOfLine }
    return tokens[index].kind
  }

  private func parseUntil(
    _ rules: [GrammarRule], from start: Int, endingAt ends: [ExpressionToken.Kind]
  ) throws(CucumberExpressionError) -> RuleResult {
    var current = start
    var nodes: [Node] = []
    while current < tokens.count, !ends.contains(kind(at: current)) {
      let result = try parseOne(rules, at: current)
      // Every rule list ends with a rule accepting any token that can reach here.
      guard result.consumed > 0 else { break }
      current += result.consumed
      nodes += result.nodes
    }
    return (current - start, nodes)
  }

  private func parseOne(_ rules: [GrammarRule], at index: Int) throws(CucumberExpressionError)
    -> RuleResult
  {
    for rule in rules {
      let result = try parse(rule, at: index)
      if result.consumed > 0 { return result }
    }
    return (0, [])
  }

  private func parse(_ rule: GrammarRule, at index: Int) throws(CucumberExpressionError)
    -> RuleResult
  {
    switch rule {
    case .alternation: return try parseAlternation(at: index)
    case .optional:
      return try parseBetween(
        .optional, open: .beginOptional, close: .endOptional, problem: .unfinishedOptional,
        rules: [.optional, .parameter, .text], at: index)
    case .parameter:
      return try parseBetween(
        .parameter, open: .beginParameter, close: .endParameter, problem: .unfinishedParameter,
        rules: [.name], at: index)
    case .text:
      return try parseText(
        at: index, accepting: [.whiteSpace, .text, .endParameter, .endOptional],
        forbidding: [.alternation], problem: .alternationInOptional)
    case .name:
      return try parseText(
        at: index, accepting: [.whiteSpace, .text],
        forbidding: [.beginOptional, .endOptional, .beginParameter, .endParameter, .alternation],
        problem: .invalidParameterName)
    case .alternativeSeparator:
      guard kind(at: index) == .alternation else { return (0, []) }
      let token = tokens[index]
      return (1, [Node(kind: .alternative, start: token.start, end: token.end, token: token.text)])
    }
  }

  /// A text node for a token of an `accepted` kind, `problem` for one of a `forbidden` kind, and
  /// nothing for any other.
  private func parseText(
    at index: Int, accepting accepted: [ExpressionToken.Kind],
    forbidding forbidden: [ExpressionToken.Kind], problem: CucumberExpressionError.Problem
  ) throws(CucumberExpressionError) -> RuleResult {
    let token = tokens[index]
    if forbidden.contains(token.kind) {
      throw CucumberExpressionError(
        problem: problem, expression: expression, start: token.start, end: token.end)
    }
    guard accepted.contains(token.kind) else { return (0, []) }
    return (1, [Node(kind: .text, start: token.start, end: token.end, token: token.text)])
  }

  private func parseBetween(
    _ nodeKind: Node.Kind, open: ExpressionToken.Kind, close: ExpressionToken.Kind,
    problem: CucumberExpressionError.Problem, rules: [GrammarRule], at index: Int
  ) throws(CucumberExpressionError) -> RuleResult {
    guard kind(at: index) == open else { return (0, []) }
    let inner = try parseUntil(rules, from: index + 1, endingAt: [close, .endOfLine])
    let closing = index + 1 + inner.consumed
    guard kind(at: closing) == close else {
      throw CucumberExpressionError(
        problem: problem, expression: expression, start: tokens[index].start,
        end: tokens[index].end)
    }
    let node = Node(
      kind: nodeKind, start: tokens[index].start, end: tokens[closing].end, children: inner.nodes)
    return (closing + 1 - index, [node])
  }

  private func parseAlternation(at index: Int) throws(CucumberExpressionError) -> RuleResult {
    guard [.startOfLine, .whiteSpace, .endParameter].contains(kind(at: index - 1)) else {
      return (0, [])
    }
    let parts = try parseUntil(
      [.alternativeSeparator, .optional, .parameter, .text], from: index,
      endingAt: [.whiteSpace, .endOfLine, .beginParameter])
    guard parts.nodes.contains(where: { $0.kind == .alternative }) else { return (0, []) }
    let start = tokens[index].start
    let end = tokens[index + parts.consumed].start
    let alternation = Node(
      kind: .alternation, start: start, end: end,
      children: splitAlternatives(parts.nodes, start: start, end: end))
    return (parts.consumed, [alternation])
  }

  /// Groups the nodes between separators into alternative nodes spanning the gaps.
  private func splitAlternatives(_ nodes: [Node], start: Int, end: Int) -> [Node] {
    var separators: [Node] = []
    var groups: [[Node]] = [[]]
    for node in nodes {
      if node.kind == .alternative {
        separators.append(node)
        groups.append([])
      } else {
        groups[groups.count - 1].append(node)
      }
    }
    return groups.enumerated().map { offset, children in
      let from = offset == 0 ? start : separators[offset - 1].end
      let to = offset == groups.count - 1 ? end : separators[offset].start
      return Node(kind: .alternative, start: from, end: to, children: children)
    }
  }
}
