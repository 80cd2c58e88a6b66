/// What a run gives its caller: each test case's status and whether the run passed.
public struct RunOutcome: Sendable, Hashable {
  /// One test case's status.
  public struct CaseResult: Sendable, Hashable {
    /// The pickle it ran.
    public var pickle: Pickle
    /// Its status.
    public var status: TestStatus
  }

  /// The test cases that ran, in order.
  public var results: [CaseResult]
  /// Whether pending and undefined steps failed the run.
  public var strict: Bool
  /// Whether files failed to load or parse, or definitions to register.
  public var hadErrors: Bool
  /// Whether a BeforeAll or AfterAll hook failed.
  public var runHooksFailed: Bool = false

  /// Whether an error-severity ``Diagnostic`` (a suspicious line under strict, a filter
  /// selecting nothing) fails the run.
  public var hadProblems = false

  /// Whether no test case or BeforeAll/AfterAll hook failed the run, nothing failed to load, and
  /// no error-severity problem was found.
  public var success: Bool {
    !hadErrors && !runHooksFailed && !hadProblems
      && !results.contains { $0.status.failsRun(strict: strict) }
  }

  /// The process exit code: 0 passed, 1 a scenario failed, 2 a file or definition was faulty.
  public var exitCode: Int32 {
    if hadErrors { return 2 }
    return success ? 0 : 1
  }
}
