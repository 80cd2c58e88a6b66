/// A Cucumber Expression proposed for an undefined step, with the parameters it captures.
package struct GeneratedExpression: Sendable, Hashable {
  /// One parameter of the proposal.
  package struct Parameter: Sendable, Hashable {
    /// A unique argument name: the type name, numbered from the second use on (`int`, `int2`).
    package let name: String
    /// The parameter type's name (`int`, `float`, `string`, ...).
    let typeName: String
    /// The Swift type the step body receives (`Int`, `Double`, `String`, ...).
    package let valueTypeName: String
  }

  /// The expression source, with literal text escaped so it matches the step text.
  package let source: String
  /// The parameters, in order.
  package let parameters: [Parameter]
}
