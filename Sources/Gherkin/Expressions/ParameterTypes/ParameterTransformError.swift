/// A parameter type's transformer rejected the text it matched (e.g. `{int}` beyond `Int.max`).
package struct ParameterTransformError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The parameter type whose transformer failed.
  package let parameterTypeName: String
  /// The matched text.
  package let text: String
  /// The transformer's own error, described.
  package let reason: String

  /// Creates an error.
  package init(parameterTypeName: String, text: String, reason: String) {
    self.parameterTypeName = parameterTypeName
    self.text = text
    self.reason = reason
  }

  package var description: String {
    "Could not transform \"\(text)\" with parameter type {\(parameterTypeName)}: \(reason)"
  }
}
