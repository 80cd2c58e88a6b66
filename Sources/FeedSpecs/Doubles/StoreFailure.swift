/// The error a failing cache throws.
public struct StoreFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The fault that was set.
  public let fault: StoreFault

  /// Creates the error for `fault`.
  public init(fault: StoreFault) {
    self.fault = fault
  }

  public var description: String { "the cache was made to fail (\(fault))" }
}
