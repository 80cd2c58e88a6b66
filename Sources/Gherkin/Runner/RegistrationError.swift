/// A step definition, hook or parameter type that could not be registered, kept so that a run can
/// report it (exit code 2) instead of crashing at registration.
public struct RegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the faulty registration is.
  public var source: SourceReference
  /// What is wrong, such as the expression's parse error.
  public var message: String

  /// Creates the error.
  public init(source: SourceReference, message: String) {
    self.source = source
    self.message = message
  }

  public var description: String { "\(source): \(message)" }
}
