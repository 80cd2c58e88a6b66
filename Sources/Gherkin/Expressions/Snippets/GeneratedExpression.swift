/// A Cucumber Expression proposed for an undefined step, with the parameters it captures.
struct GeneratedExpression: Sendable, Hashable {
  /// One parameter of the proposal.
  struct Parameter: Sendable, Hashable {
    /// A unique argument name: the type name, numbered from the second use on (`int`, `int2`).
    let name: String
    /// The parameter type's name (`int`, `float`, `string`, ...).
    let typeName: String
    /// The Swift type the step body receives (`Int`, `Double`, `String`, ...).
    let valueTypeName: String
  }

  /// The expression source, with literal text escaped so it matches the step text.
  let source: String
  /// The parameters, in order.
  let parameters: [Parameter]
}
