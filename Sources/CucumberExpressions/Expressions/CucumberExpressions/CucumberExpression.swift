import Foundation

/// A step expression in Cucumber's own syntax, e.g. `I have {int} cucumber(s) in my belly/stomach`.
///
/// - `{name}` captures a parameter of a registered type (`{}` captures anything as a `String`);
/// - `(text)` is optional text; `a/b` are alternative words;
/// - a backslash escapes `(`, `)`, `{`, `}`, `/`, `\` or white space.
///
/// ```swift
/// let expression = try CucumberExpression("I have {int} cucumber(s)", parameterTypes: .init())
/// try expression.match("I have 42 cucumbers")?.first?.value  // 42 as Int
/// ```
package struct CucumberExpression: StepExpression {
  package let source: String
  /// The anchored regular expression the expression compiles to.
  let regexPattern: String
  /// The syntax tree.
  let syntaxTree: CucumberExpressionNode
  private let regex: NSRegularExpression
  private let parameters: [CucumberExpressionCompiler.CompiledParameter]
  private let nestedGroups: [[Int]]

  /// Parses and compiles `source`, resolving parameter names in `parameterTypes`.
  ///
  /// - Throws: ``CucumberExpressionError`` with Cucumber's message when the expression is
  ///   malformed or names an unknown parameter type.
  package init(
    _ source: String, parameterTypes: ParameterTypeRegistry = ParameterTypeRegistry()
  ) throws(CucumberExpressionError) {
    self.source = source
    syntaxTree = try CucumberExpressionParser.parse(source)
    var compiler = CucumberExpressionCompiler(expression: source, registry: parameterTypes)
    regexPattern = try compiler.compile(syntaxTree)
    parameters = compiler.parameters
    nestedGroups = CaptureGroupLayout(pattern: regexPattern).nestedGroupNumbers
    do {
      regex = try NSRegularExpression(pattern: regexPattern)
    } catch {
      throw CucumberExpressionError(
        problem: .invalidRegularExpression(regexPattern), expression: source, start: 0,
        end: source.unicodeScalars.count)
    }
  }

  /// The parameter types of the expression's parameters, in order.
  package var parameterTypes: [ParameterType] {
    parameters.map(\.type)
  }

  package func match(_ text: String) throws -> [StepArgument]? {
    let whole = NSRange(text.startIndex..<text.endIndex, in: text)
    guard let result = regex.firstMatch(in: text, range: whole), result.range == whole else {
      return nil
    }
    let groups = MatchedGroups(result: result, text: text)
    return try parameters.map { parameter throws(ParameterTransformError) in
      try groups.argument(
        group: parameter.group, childGroups: parameter.children, parameterType: parameter.type,
        nested: nestedGroups)
    }
  }
}
