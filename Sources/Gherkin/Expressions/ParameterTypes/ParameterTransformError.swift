/// A parameter type's transformer rejected the text it matched (e.g. `{int}` beyond `Int.max`).
public struct ParameterTransformError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The parameter type whose transformer failed.
  public let parameterTypeName: String
  /// The matched text.
  public let text: String
  /// The transformer's own error, described.
  public let reason: String

  /// Creates an error.
  public init(parameterTypeName: String, text: String, reason: String) {
    self.parameterTypeName = parameterTypeName
    self.text = text
    self.reason = reason
  }

  public var description: String {
    "Could not transform \"\(text)\" with parameter type {\(parameterTypeName)}: \(reason)"
  }
}
