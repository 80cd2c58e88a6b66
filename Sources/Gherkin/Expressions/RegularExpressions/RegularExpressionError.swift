/// A step definition's regular expression does not compile.
struct RegularExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The pattern as written.
  let pattern: String
  /// Foundation's explanation.
  let reason: String

  var description: String { "Invalid regular expression /\(pattern)/: \(reason)" }
}
