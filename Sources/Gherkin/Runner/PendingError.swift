/// Thrown by a step that is written but not implemented yet; the step's status becomes
/// ``TestStatus/pending``, which fails the run unless strict mode is off.
public struct PendingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why the step is pending.
  public var message: String

  /// Creates the error.
  public init(_ message: String = "TODO: implement me") {
    self.message = message
  }

  public var description: String { message }
}

/// Marks the calling step as pending by throwing ``PendingError``.
///
/// ```swift
/// registry.given("the cache is corrupted") { world in try pending("needs a corrupting store") }
/// ```
public func pending(_ message: String = "TODO: implement me") throws -> Never {
  throw PendingError(message)
}
