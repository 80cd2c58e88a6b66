/// Turns a Cucumber Expression's syntax tree into an anchored regular expression, checking the
/// rules the grammar alone does not (no empty optionals or alternatives, known parameter types).
struct CucumberExpressionCompiler {
  let expression: String
  let registry: ParameterTypeRegistry
  /// Each parameter's outer capture group, the type's own top-level groups and the type.
  private(set) var parameters: [CapturedParameter] = []
  private var nextGroup = 1

  init(expression: String, registry: ParameterTypeRegistry) {
    self.expression = expression
    self.registry = registry
  }

  mutating func compile(_ node: CucumberExpressionNode) throws(CucumberExpressionError) -> String {
    switch node.kind {
    case .expression:
      return "^" + (try compileAll(node.children)) + "$"
    case .text:
      // By scalars, as the regex reads them: `(` and a combining mark are one Character.
      return node.text.unicodeScalars.map {
        "\\^$.|?*+()[]{}".unicodeScalars.contains($0) ? "\\\($0)" : "\($0)"
      }.joined()
    case .optional:
      if let parameter = node.children.first(where: { $0.kind == .parameter }) {
        throw error(.parameterInOptional, parameter)
      }
      if let optional = node.children.first(where: { $0.kind == .optional }) {
        throw error(.optionalInOptional, optional)
      }
      guard node.children.contains(where: { $0.kind == .text }) else {
        throw error(.emptyOptional, node)
      }
      return "(?:" + (try compileAll(node.children)) + ")?"
    case .alternation:
      for alternative in node.children {
        if alternative.children.isEmpty { throw error(.emptyAlternative, alternative) }
        guard alternative.children.contains(where: { $0.kind == .text }) else {
          throw error(.alternativeWithOnlyOptionals, alternative)
        }
      }
      let alternatives = try node.children.map { alternative throws(CucumberExpressionError) in
        try compileAll(alternative.children)
      }
      return "(?:" + alternatives.joined(separator: "|") + ")"
    case .alternative:
      return try compileAll(node.children)
    case .parameter:
      return try compileParameter(node)
    }
  }

  private mutating func compileAll(
    _ nodes: [CucumberExpressionNode]
  ) throws(CucumberExpressionError) -> String {
    try nodes.map { node throws(CucumberExpressionError) in try compile(node) }.joined()
  }

  private mutating func compileParameter(
    _ node: CucumberExpressionNode
  ) throws(CucumberExpressionError) -> String {
    let name = node.text
    guard let type = registry[name] else { throw error(.undefinedParameterType(name), node) }
    let outer = nextGroup
    var children: [Int] = []
    var offset = outer + 1
    for layout in type.layouts {
      // The layout numbers the regexp's own groups from 1; they follow the group at `offset - 1`.
      children += layout.nestedGroupNumbers[0].map { offset - 1 + $0 }
      offset += layout.groups.count
    }
    parameters.append(CapturedParameter(group: outer, children: children, type: type))
    nextGroup = offset
    if type.regexps.count == 1 { return "(" + type.regexps[0] + ")" }
    return "((?:" + type.regexps.joined(separator: ")|(?:") + "))"
  }

  private func error(
    _ problem: CucumberExpressionError.Problem, _ node: CucumberExpressionNode
  ) -> CucumberExpressionError {
    CucumberExpressionError(
      problem: problem, expression: expression, start: node.start, end: node.end)
  }
}

extension String {
  /// The text with a backslash before each character `isReserved` picks out.
  package func escaped(where isReserved: (Character) -> Bool) -> String {
    String(flatMap { isReserved($0) ? ["\\", $0] : [$0] })
  }
}
