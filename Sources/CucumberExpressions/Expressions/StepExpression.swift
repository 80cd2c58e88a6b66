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

  /// Where the expression matches the whole of `text`, before any parameter type transforms
  /// what it captured: ``match(_:)`` without the transformations, which
  /// ``arguments(of:)`` then makes, as often as asked (a transformer runs every time).
  ///
  /// - Returns: `nil` when the text does not match.
  /// - Throws: the ``CucumberExpressionError`` of a regular expression, built on the first
  ///   match, that does not compile.
  func locate(_ text: String) throws -> StepExpressionMatch?

  /// The arguments of `match`, which ``locate(_:)`` of this expression found, each transformed
  /// by its parameter type.
  ///
  /// - Throws: ``ParameterTransformError`` when a transformer rejects its text.
  func arguments(of match: StepExpressionMatch) throws -> [StepArgument]
}

extension StepExpression {
  package func match(_ text: String) throws -> [StepArgument]? {
    guard let located = try locate(text) else { return nil }
    return try arguments(of: located)
  }
}
