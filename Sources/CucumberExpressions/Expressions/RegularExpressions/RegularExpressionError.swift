/// A step definition's regular expression does not compile.
package struct RegularExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The pattern as written.
  package let pattern: String
  /// Foundation's explanation.
  package let reason: String

  package var description: String { "Invalid regular expression /\(pattern)/: \(reason)" }
}
