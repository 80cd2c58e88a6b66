/// A Cucumber Expression proposed for an undefined step, with the parameters it captures.
public struct GeneratedExpression: Sendable, Hashable {
  /// One parameter of the proposal.
  public struct Parameter: Sendable, Hashable {
    /// A unique argument name: the type name, numbered from the second use on (`int`, `int2`).
    public let name: String
    /// The parameter type's name (`int`, `float`, `string`, ...).
    public let typeName: String
    /// The Swift type the step body receives (`Int`, `Double`, `String`, ...).
    public let valueTypeName: String

    /// Creates a parameter.
    public init(name: String, typeName: String, valueTypeName: String) {
      self.name = name
      self.typeName = typeName
      self.valueTypeName = valueTypeName
    }
  }

  /// The expression source, with literal text escaped so it matches the step text.
  public let source: String
  /// The parameters, in order.
  public let parameters: [Parameter]

  /// Creates a proposal.
  public init(source: String, parameters: [Parameter]) {
    self.source = source
    self.parameters = parameters
  }
}
