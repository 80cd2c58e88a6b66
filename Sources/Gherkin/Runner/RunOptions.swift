/// How a run treats its scenarios.
public struct RunOptions: Sendable, Hashable {
  /// Match steps to definitions without running hooks or steps.
  public var dryRun: Bool
  /// Pending and undefined steps fail the run (the default).
  public var strict: Bool
  /// Stop after the first test case that fails the run.
  public var failFast: Bool

  /// Creates options; the defaults run everything, strictly.
  public init(dryRun: Bool = false, strict: Bool = true, failFast: Bool = false) {
    self.dryRun = dryRun
    self.strict = strict
    self.failFast = failFast
  }
}
