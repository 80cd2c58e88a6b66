import Foundation

/// One thing that happened during a run. Reporters build their output from this one stream.
///
/// Order: `runStarted`, then per file `source` and `document` (or `parseError`s) and its
/// `pickle`s, then `stepDefinition`s and `hook`s, every `testCase`, then per test case
/// `testCaseStarted`, `testStepStarted`/`testStepFinished` pairs (with a `suggestion` after an
/// undefined step), `testCaseFinished`, and last `runFinished`.
public enum RunEvent: Sendable, Hashable {
  case runStarted(timestamp: Date)
  case source(uri: String, text: String)
  case document(GherkinDocument)
  case parseError(uri: String, error: ParseError)
  case registrationError(RegistrationError)
  case pickle(Pickle)
  case stepDefinition(StepDefinitionInfo)
  case hook(HookInfo)
  case testCase(TestCase)
  case testCaseStarted(TestCaseStarted)
  case testStepStarted(TestStepStarted)
  case testStepFinished(TestStepFinished)
  case suggestion(StepSuggestion)
  case testCaseFinished(TestCaseFinished)
  case runFinished(RunFinished)
}

/// A test case began.
public struct TestCaseStarted: Sendable, Hashable, Identifiable {
  /// This attempt's identifier.
  public var id: String
  /// The test case.
  public var testCase: TestCase
  /// When.
  public var timestamp: Date
}

/// A hook or step began.
public struct TestStepStarted: Sendable, Hashable {
  /// The test case attempt it belongs to.
  public var testCaseStartedId: String
  /// The hook or step.
  public var testStep: TestStep
  /// When.
  public var timestamp: Date
}

/// A hook or step ended.
public struct TestStepFinished: Sendable, Hashable {
  /// The test case attempt it belongs to.
  public var testCaseStartedId: String
  /// The hook or step.
  public var testStep: TestStep
  /// How it ended.
  public var result: TestStepResult
  /// When.
  public var timestamp: Date
}

/// A ready-to-paste definition for an undefined step.
public struct StepSuggestion: Sendable, Hashable {
  /// The undefined pickle step.
  public var pickleStep: PickleStep
  /// Swift source defining it.
  public var snippet: String
}

/// A test case ended.
public struct TestCaseFinished: Sendable, Hashable {
  /// The attempt that ended.
  public var testCaseStartedId: String
  /// The test case.
  public var testCase: TestCase
  /// The most severe status of its hooks and steps.
  public var status: TestStatus
  /// When.
  public var timestamp: Date
}

/// The run ended.
public struct RunFinished: Sendable, Hashable {
  /// Whether the run passed: no parse or registration errors and no failing test case.
  public var success: Bool
  /// When.
  public var timestamp: Date
  /// From `runStarted` to now.
  public var duration: Duration
}
