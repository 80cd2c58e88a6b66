import Foundation

/// The environment variables `essential-feed` reads, injected so that configuration is testable.
struct ProcessEnvironment: Sendable {
  /// The variables, by name.
  let variables: [String: String]

  /// The current process's environment.
  static var current: ProcessEnvironment {
    ProcessEnvironment(variables: ProcessInfo.processInfo.environment)
  }

  /// The value of `name`, or `nil` when it is unset or empty.
  subscript(name: String) -> String? {
    guard let value = variables[name], !value.isEmpty else { return nil }
    return value
  }
}
