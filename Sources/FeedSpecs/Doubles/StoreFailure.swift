/// The error a failing cache throws.
public struct StoreFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The fault that was set.
  public let fault: StoreFault

  public var description: String { "the cache was made to fail (\(fault))" }
}
