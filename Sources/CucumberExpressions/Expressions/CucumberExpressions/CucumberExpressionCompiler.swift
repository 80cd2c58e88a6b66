/// Turns a Cucumber Expression's syntax tree into an anchored regular expression, checking the
/// rules the grammar alone does not (no empty optionals or alternatives, known parameter types).
struct CucumberExpressionCompiler {
  /// A parameter in the compiled pattern: its type and the number of its outer capture group.
  struct CompiledParameter: Sendable {
    let type: ParameterType
    let group: Int
    /// Numbers of the type's own top-level capture groups, whose texts feed its transformer.
    let children: [Int]
  }

  let expression: String
  let registry: ParameterTypeRegistry
  private(set) var parameters: [CompiledParameter] = []
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
      return Self.escapeRegex(node.text)
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
      var alternatives: [String] = []
      for alternative in node.children {
        alternatives.append(try compileAll(alternative.children))
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
    var pattern = ""
    for node in nodes { pattern += try compile(node) }
    return pattern
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
      children += layout.topLevel.map { offset + $0 }
      offset += layout.groups.count
    }
    parameters.append(CompiledParameter(type: type, group: outer, children: children))
    nextGroup = offset
    if type.regexps.count == 1 { return "(" + type.regexps[0] + ")" }
    return "((?:" + type.regexps.joined(separator: ")|(?:") + "))"
  }

  private func error(
    _ problem: CucumberExpressionError.Problem, _ node: CucumberExpressionNode
  ) -> CucumberExpressionError {
    CucumberExpressionError(problem: problem, expression: expression, node: node)
  }

  static func escapeRegex(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
