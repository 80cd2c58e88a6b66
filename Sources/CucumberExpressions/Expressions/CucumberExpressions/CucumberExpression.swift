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
  private let matcher: ArgumentMatcher
  /// The whole expression when it is only text, matched by comparing instead of by `matcher`.
  private let literal: String?

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
    literal = syntaxTree.children.allSatisfy { $0.kind == .text } ? syntaxTree.text : nil
    do {
      matcher = ArgumentMatcher(
        regex: try NSRegularExpression(pattern: regexPattern), parameters: compiler.parameters,
        nested: CaptureGroupLayout(pattern: regexPattern).nestedGroupNumbers, wholeText: true)
    } catch {
      throw CucumberExpressionError(
        problem: .invalidRegularExpression(regexPattern), expression: source, start: 0,
        end: source.unicodeScalars.count)
    }
  }

  /// The literal text every match starts with (possibly empty): the text nodes before the first
  /// optional, alternation or parameter, so a registry may skip the expression for other text.
  package var literalPrefix: String {
    syntaxTree.children.prefix { $0.kind == .text }.map(\.text).joined()
  }

  package func match(_ text: String) throws -> [StepArgument]? {
    // The same code units, as the regular expression compares them.
    if let literal { return text.utf8.elementsEqual(literal.utf8) ? [] : nil }
    return try matcher.arguments(in: text)
  }
}
