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
  /// Built when first matched, unless a custom parameter type made it necessary to build it at
  /// once (``init(_:parameterTypes:)``).
  private let matcher: LazyArgumentMatcher
  /// The whole expression when it is only text, matched by comparing instead of by `matcher`.
  private let literal: String?

  /// Parses and compiles `source`, resolving parameter names in `parameterTypes`.
  ///
  /// Its regular expression is built when it is first matched, as one of text and built-in
  /// parameter types always compiles; one that uses a custom parameter type is built now, so
  /// that a pattern that does not compile is refused here.
  ///
  /// - Throws: ``CucumberExpressionError`` with Cucumber's message when the expression is
  ///   malformed or names an unknown parameter type.
  package init(
    _ source: String, parameterTypes: ParameterTypeRegistry = ParameterTypeRegistry()
  ) throws(CucumberExpressionError) {
    self.source = source
    syntaxTree = try CucumberExpressionParser.parse(source)
    var compiler = CucumberExpressionCompiler(expression: source, registry: parameterTypes)
    let pattern = try compiler.compile(syntaxTree)
    regexPattern = pattern
    literal = syntaxTree.children.allSatisfy { $0.kind == .text } ? syntaxTree.text : nil
    let parameters = compiler.parameters
    let failure = CucumberExpressionError(
      problem: .invalidRegularExpression(pattern), expression: source, start: 0,
      end: source.unicodeScalars.count)
    matcher = LazyArgumentMatcher { () throws(CucumberExpressionError) in
      guard let regex = try? NSRegularExpression(pattern: pattern) else { throw failure }
      return ArgumentMatcher(
        regex: regex, parameters: parameters,
        nested: CaptureGroupLayout(pattern: pattern).nestedGroupNumbers, wholeText: true)
    }
    if parameters.contains(where: { $0.type?.isBuiltIn == false }) {
      do { _ = try matcher.matcher() } catch { throw failure }
    }
  }

  /// Whether the regular expression has been built (on the first match, or at once for an
  /// expression with a custom parameter type).
  var isRegexBuilt: Bool { matcher.isMade }

  /// The literal text every match starts with (possibly empty): the text nodes before the first
  /// optional, alternation or parameter, so a registry may skip the expression for other text.
  package var literalPrefix: String {
    syntaxTree.children.prefix { $0.kind == .text }.map(\.text).joined()
  }

  package func locate(_ text: String) throws -> StepExpressionMatch? {
    // The same code units, as the regular expression compares them.
    if let literal {
      guard text.utf8.elementsEqual(literal.utf8) else { return nil }
      return StepExpressionMatch(text: text, groups: [])
    }
    return try matcher.matcher().locate(in: text)
  }

  package func arguments(of match: StepExpressionMatch) throws -> [StepArgument] {
    // Text only: no parameter, and no regular expression to build.
    if literal != nil { return [] }
    return try matcher.matcher().arguments(of: match)
  }
}
