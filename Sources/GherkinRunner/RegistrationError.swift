/// A step definition, hook or parameter type that could not be registered, kept so that a run can
/// report it (exit code 2) instead of crashing at registration.
///
/// It is bad configuration, an error outside any scenario: the run is aborted before its first
/// scenario and reports the error as its exception. The exception is a step definition naming an
/// unknown parameter type: as in Cucumber, its steps are undefined and the scenarios run.
package struct RegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the faulty registration is.
  package var source: SourceReference
  /// What is wrong, such as the expression's parse error.
  package var message: String
  /// Whether the definition named a parameter type nobody registered (this does not abort the
  /// run).
  var namesUnknownParameterType = false

  public var description: String { "\(source): \(message)" }
}
