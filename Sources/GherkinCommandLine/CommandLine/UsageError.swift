/// A command line that cannot be run as written (exit code 2).
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  package var message: String

  /// Creates the error; `message` says what is wrong, in plain words.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
