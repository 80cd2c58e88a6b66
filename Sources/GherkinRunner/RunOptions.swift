/// How a run treats its scenarios.
public struct RunOptions: Sendable, Hashable {
  /// Match steps to definitions without running hooks or steps.
  public var dryRun: Bool
  /// Pending and undefined steps fail the run (the default).
  public var strict: Bool
  /// Stop after the first test case that fails the run.
  public var failFast: Bool
  /// How many more times a failed test case is attempted, each time with a fresh world; a
  /// test case that passes on a retry passes. Only failures are retried (not pending,
  /// undefined or ambiguous steps).
  public var retry: Int
  /// The order test cases run in.
  public var order: RunOrder
  /// How many test cases run at the same time (1, the default, runs them one after another).
  /// Each runs in its own fresh world; a test case's messages are published together when it
  /// finishes, so reports show each scenario as one block.
  public var parallel: Int
  /// How long a hook or step may run before it fails as timed out (5 seconds, as in Cucumber,
  /// unless set); a step definition may set its own (``StepRegistry/timeLimit(_:_:)``). A step
  /// that times out is left running; its scenario's After hooks run and the run goes on.
  public var stepTimeLimit: Duration

  /// The limit of a hook or step unless the run or its definition says otherwise: Cucumber's,
  /// 5 seconds.
  public static let defaultStepTimeLimit = Duration.seconds(5)

  /// Creates options; the defaults run everything once, strictly, in the order defined, each
  /// hook and step for at most 5 seconds.
  public init(
    dryRun: Bool = false, strict: Bool = true, failFast: Bool = false, retry: Int = 0,
    order: RunOrder = .defined, parallel: Int = 1,
    stepTimeLimit: Duration = defaultStepTimeLimit
  ) {
    self.dryRun = dryRun
    self.strict = strict
    self.failFast = failFast
    self.retry = retry
    self.order = order
    self.parallel = max(1, parallel)
    self.stepTimeLimit = stepTimeLimit
  }
}
