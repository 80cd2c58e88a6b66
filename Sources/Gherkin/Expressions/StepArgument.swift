/// One argument a ``StepExpression`` extracted from step text.
public struct StepArgument: Sendable {
  /// The matched substring, or `nil` when an optional group took no part in the match.
  public let text: String?
  /// Where ``text`` lies in the step text, or `nil` when the group did not match.
  public let range: Range<String.Index>?
  /// The offset of ``text`` from the start of the step text, in `Character`s.
  public let offset: Int?
  /// The value after the parameter type's transformation (an `Int` for `{int}`, a `String` for
  /// `{string}`, ...), or `nil` when the group did not match.
  public let value: (any Sendable)?
  /// The name of the parameter type that produced ``value`` (`""` for the anonymous type `{}`).
  public let parameterTypeName: String?

  /// Creates an argument.
  public init(
    text: String?, range: Range<String.Index>?, offset: Int?, value: (any Sendable)?,
    parameterTypeName: String?
  ) {
    self.text = text
    self.range = range
    self.offset = offset
    self.value = value
    self.parameterTypeName = parameterTypeName
  }
}
