import GherkinParser

/// What a run gives its caller: each test case's status and whether the run passed.
package struct RunOutcome: Sendable, Hashable {
  /// One test case's status.
  package struct CaseResult: Sendable, Hashable {
    /// The pickle it ran.
    package var pickle: Pickle
    /// Its status.
    package var status: TestStatus
    /// The message of the first hook or step of its last attempt that did not pass, as the run
    /// published it (`expected … but the app shows …`); `nil` when there was none.
    package var failure: String? = nil
  }

  /// How a test case's last attempt ended: its status and the message of its first hook or step
  /// that did not pass.
  struct Ending: Sendable, Hashable {
    /// The attempt's status.
    var status: TestStatus
    /// The first message of a hook or step that did not pass, if any.
    var failure: String? = nil
  }

  /// The test cases that ran, in order.
  package var results: [CaseResult]
  /// Whether pending and undefined steps failed the run.
  package var strict: Bool
  /// Whether files failed to load or parse, or definitions to register.
  package var hadErrors: Bool
  /// Whether a BeforeAll or AfterAll hook failed.
  var runHooksFailed: Bool = false

  /// Whether an error-severity ``Diagnostic`` (a suspicious line under strict, a filter
  /// selecting nothing) fails the run.
  var hadProblems = false

  /// Whether no test case or BeforeAll/AfterAll hook failed the run, nothing failed to load, and
  /// no error-severity problem was found.
  package var success: Bool {
    !hadErrors && !runHooksFailed && !hadProblems
      && !results.contains { !$0.pickle.isProposed && $0.status.failsRun(strict: strict) }
  }
}
