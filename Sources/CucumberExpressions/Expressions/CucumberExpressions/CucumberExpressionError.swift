/// Why a Cucumber Expression could not be compiled; ``description`` is Cucumber's message, with a
/// caret line under the offending part of the expression.
package struct CucumberExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The problem found.
  package enum Problem: Sendable, Hashable {
    /// A backslash precedes a character that is neither reserved nor white space.
    case cannotEscape
    /// The expression ends with a lone backslash.
    case escapedEndOfLine
    /// A `{` has no matching `}`.
    case unfinishedParameter
    /// A `(` has no matching `)`.
    case unfinishedOptional
    /// A `/` appears inside `( )`.
    case alternationInOptional
    /// An alternative between `/`s is empty.
    case emptyAlternative
    /// An alternative holds only optional text.
    case alternativeWithOnlyOptionals
    /// `( )` holds no text.
    case emptyOptional
    /// `( )` holds another `( )`.
    case optionalInOptional
    /// `( )` holds a parameter.
    case parameterInOptional
    /// A parameter name holds `{`, `}`, `(`, `)`, `\` or `/`.
    case invalidParameterName
    /// No parameter type with this name is registered.
    case undefinedParameterType(String)
    /// The parameter types' regexps combine into a pattern Foundation cannot compile.
    case invalidRegularExpression(String)
  }

  /// The problem found.
  package let problem: Problem
  /// The expression as written.
  package let expression: String
  /// Offset (in Unicode scalars) of the first offending scalar.
  package let start: Int
  /// Offset just past the offending part.
  package let end: Int

  /// The 1-based column of the problem.
  package var column: Int { start + 1 }

  package var description: String {
    var pointer = String(repeating: " ", count: start) + "^"
    if end > start + 1 {
      pointer += String(repeating: "-", count: end - start - 2) + "^"
    }
    return """
      This Cucumber Expression has a problem at column \(column):

      \(expression)
      \(pointer)
      \(explanation)
      """
  }

  private var explanation: String {
    switch problem {
    case .cannotEscape:
      #"""
      Only the characters '{', '}', '(', ')', '\', '/' and whitespace can be escaped.
      If you did mean to use an '\' you can use '\\' to escape it
      """#
    case .escapedEndOfLine:
      #"""
      The end of line can not be escaped.
      You can use '\\' to escape the '\'
      """#
    case .unfinishedParameter:
      #"""
      The '{' does not have a matching '}'.
      If you did not intend to use a parameter you can use '\{' to escape the a parameter
      """#
    case .unfinishedOptional:
      #"""
      The '(' does not have a matching ')'.
      If you did not intend to use optional text you can use '\(' to escape the optional text
      """#
    case .alternationInOptional:
      #"""
      An alternation can not be used inside an optional.
      If you did not mean to use an alternation you can use '\/' to escape the '/'. Otherwise rephrase your expression or consider using a regular expression instead.
      """#
    case .emptyAlternative:
      #"""
      Alternative may not be empty.
      If you did not mean to use an alternative you can use '\/' to escape the '/'
      """#
    case .alternativeWithOnlyOptionals:
      #"""
      An alternative may not exclusively contain optionals.
      If you did not mean to use an optional you can use '\(' to escape the '('
      """#
    case .emptyOptional:
      #"""
      An optional must contain some text.
      If you did not mean to use an optional you can use '\(' to escape the '('
      """#
    case .optionalInOptional:
      #"""
      An optional may not contain an other optional.
      If you did not mean to use an optional type you can use '\(' to escape the '('. For more complicated expressions consider using a regular expression instead.
      """#
    case .parameterInOptional:
      #"""
      An optional may not contain a parameter type.
      If you did not mean to use an parameter type you can use '\{' to escape the '{'
      """#
    case .invalidParameterName:
      #"""
      Parameter names may not contain '{', '}', '(', ')', '\' or '/'.
      Did you mean to use a regular expression?
      """#
    case .undefinedParameterType(let name):
      """
      Undefined parameter type '\(name)'.
      Please register a ParameterType for '\(name)'
      """
    case .invalidRegularExpression(let pattern):
      """
      The expression compiles to an invalid regular expression: \(pattern)
      Check the regexps of the parameter types it uses
      """
    }
  }
}
