/// Thrown by a step that is written but not implemented yet; the step's status becomes
/// `pending`, which fails the run unless strict mode is off.
///
/// With a reason, the reason is the step's message and the error is reported as the step's
/// exception (Cucumber's "pending from an error"); without one, the step is simply pending.
public struct PendingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why the step is pending, if the step said.
  public var message: String?

  /// Creates the error.
  public init(_ message: String? = nil) {
    self.message = message
  }

  public var description: String { message ?? "pending" }
}

/// Marks the calling step as pending by throwing ``PendingError``.
///
/// ```swift
/// registry.given("the cache is corrupted") { world in try pending("needs a corrupting store") }
/// ```
public func pending(_ message: String? = nil) throws -> Never {
  throw PendingError(message)
}

/// Thrown by a step or hook to skip the rest of its scenario: its status becomes
/// `skipped`, the remaining steps are skipped, and the run still passes.
///
/// With a reason, the reason is the step's message and the error is reported as its exception.
public struct SkippedError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why the step skipped, if it said.
  public var message: String?

  /// Creates the error.
  public init(_ message: String? = nil) {
    self.message = message
  }

  public var description: String { message ?? "skipped" }
}

/// Skips the calling step (and the rest of its scenario) by throwing ``SkippedError``.
///
/// ```swift
/// registry.given("a printer is attached") { world in
///   guard world.printer != nil else { try skip("no printer on this machine") }
/// }
/// ```
public func skip(_ message: String? = nil) throws -> Never {
  throw SkippedError(message)
}
