/// The error a failing cache throws.
package struct StoreFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The fault that was set.
  package let fault: StoreFault

  /// Creates the error for `fault`.
  package init(fault: StoreFault) {
    self.fault = fault
  }

  package var description: String { "the cache was made to fail (\(fault))" }
}
