/// A parameter type's transformer rejected the text it matched (e.g. `{int}` beyond `Int.max`).
struct ParameterTransformError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The parameter type whose transformer failed.
  let parameterTypeName: String
  /// The matched text.
  let text: String
  /// The transformer's own error, described.
  let reason: String

  /// `"31 February 2026 at 10:00" cannot be read as {date}: ` and the transformer's reason.
  var description: String {
    "\"\(text)\" cannot be read as {\(parameterTypeName)}: \(reason)"
  }
}
