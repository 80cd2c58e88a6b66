/// A parameter type's transformer rejected the text it matched (e.g. `{int}` beyond `Int.max`).
struct ParameterTransformError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The parameter type whose transformer failed.
  let parameterTypeName: String
  /// The matched text.
  let text: String
  /// The transformer's own error, described.
  let reason: String

  /// Creates an error.
  init(parameterTypeName: String, text: String, reason: String) {
    self.parameterTypeName = parameterTypeName
    self.text = text
    self.reason = reason
  }

  var description: String {
    "Could not transform \"\(text)\" with parameter type {\(parameterTypeName)}: \(reason)"
  }
}
