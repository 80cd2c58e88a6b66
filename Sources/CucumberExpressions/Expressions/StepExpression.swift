/// An expression a step definition uses to recognise step text and pull typed arguments out of it.
///
/// Both ``CucumberExpression`` and ``RegularExpression`` conform, so a runner can hold either.
package protocol StepExpression: Sendable {
  /// The expression exactly as the step definition wrote it.
  var source: String { get }

  /// Literal text every match starts with (possibly empty), so that a registry may skip the
  /// expression for text that does not start with it.
  var literalPrefix: String { get }

  /// Matches the whole of `text` (the step text without its keyword).
  ///
  /// - Returns: the arguments in order, or `nil` when the text does not match.
  /// - Throws: ``ParameterTransformError`` when a parameter type's transformer rejects its text;
  ///   a Cucumber Expression whose regular expression, built on its first match, does not
  ///   compile throws its ``CucumberExpressionError`` (one of text and built-in types always
  ///   compiles; one with a custom type is built, and refused, when it is made).
  func match(_ text: String) throws -> [StepArgument]?
}
