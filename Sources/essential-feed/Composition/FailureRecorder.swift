/// Remembers the last error a decorated boundary threw, so that a command can explain a fallback
/// it did not see happen (why the cached feed is shown, why the cache was not saved).
actor FailureRecorder {
  /// The last error recorded, or `nil`.
  private(set) var failure: (any Error)?

  func record(_ error: any Error) { failure = error }
}
