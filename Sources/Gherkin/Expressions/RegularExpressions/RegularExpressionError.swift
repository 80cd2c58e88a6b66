/// A step definition's regular expression does not compile.
public struct RegularExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  /// Foundation's explanation.
  public let reason: String

  public var description: String { "Invalid regular expression /\(pattern)/: \(reason)" }
}
