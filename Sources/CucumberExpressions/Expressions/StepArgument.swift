/// One argument a ``StepExpression`` extracted from step text.
package struct StepArgument: Sendable {
  /// A capture group nested in an argument's group, as Cucumber's messages report it.
  public struct Group: Sendable, Hashable {
    /// The matched text, or `nil` when the group took no part in the match.
    package let text: String?
    /// The offset of ``text`` from the start of the step text, in `Character`s.
    package let offset: Int?
    /// The groups nested in this one.
    package let children: [Group]
  }

  /// The matched substring, or `nil` when an optional group took no part in the match.
  package let text: String?
  /// Where ``text`` lies in the step text, or `nil` when the group did not match.
  package let range: Range<String.Index>?
  /// The offset of ``text`` from the start of the step text, in `Character`s.
  package let offset: Int?
  /// The value after the parameter type's transformation (an `Int` for `{int}`, a `String` for
  /// `{string}`, ...), or `nil` when the group did not match.
  package let value: (any Sendable)?
  /// The name of the parameter type that produced ``value`` (`""` for the anonymous type `{}`).
  package let parameterTypeName: String?
  /// The capture groups nested in the argument's group, such as a `{string}`'s quoted text.
  package let children: [Group]
}
