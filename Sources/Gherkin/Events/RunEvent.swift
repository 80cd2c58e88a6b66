import Foundation

/// One thing that happened during a run. Reporters build their output from this one stream.
///
/// Order: `runStarted`, then per file `source` and `document` (or `parseError`s) and its
/// `pickle`s, then `stepDefinition`s and `hook`s, every `testCase`, then per test case
/// `testCaseStarted`, `testStepStarted`/`testStepFinished` pairs (with a `suggestion` after an
/// undefined step), `testCaseFinished`, and last `runFinished`.
package enum RunEvent: Sendable, Hashable {
  /// The run began.
  case runStarted(timestamp: Date)
  /// A feature file was read.
  case source(uri: String, text: String)
  /// A feature file parsed.
  case document(GherkinDocument)
  /// A feature file did not parse; one event per error.
  case parseError(uri: String, error: ParseError)
  /// A step definition, hook or parameter type could not be registered.
  case registrationError(RegistrationError)
  /// A scenario or outline row was selected to run.
  case pickle(Pickle)
  /// A step definition is available.
  case stepDefinition(StepDefinitionInfo)
  /// A hook is available.
  case hook(HookInfo)
  /// A custom parameter type is available.
  case parameterType(Messages.ParameterType)
  /// A step definition named a parameter type nobody registered.
  case undefinedParameterType(Messages.UndefinedParameterType)
  /// A BeforeAll or AfterAll hook began.
  case testRunHookStarted(Messages.TestRunHookStarted)
  /// A BeforeAll or AfterAll hook ended.
  case testRunHookFinished(Messages.TestRunHookFinished)
  /// A step or hook attached something.
  case attachment(Messages.Attachment)
  /// A selected pickle was matched to definitions and hooks.
  case testCase(TestCase)
  /// A test case began.
  case testCaseStarted(TestCaseStarted)
  /// A hook or step began.
  case testStepStarted(TestStepStarted)
  /// A hook or step ended.
  case testStepFinished(TestStepFinished)
  /// An undefined step got a snippet.
  case suggestion(StepSuggestion)
  /// A test case ended.
  case testCaseFinished(TestCaseFinished)
  /// The run ended.
  case runFinished(RunFinished)
}

/// A test case began.
package struct TestCaseStarted: Sendable, Hashable, Identifiable {
  /// This attempt's identifier.
  package var id: String
  /// The test case.
  package var testCase: TestCase
  /// When.
  package var timestamp: Date
  /// The attempt's number, from 0 (more than 0 only with `--retry`).
  package var attempt: Int = 0
}

/// A hook or step began.
package struct TestStepStarted: Sendable, Hashable {
  /// The test case attempt it belongs to.
  package var testCaseStartedId: String
  /// The hook or step.
  package var testStep: TestStep
  /// When.
  package var timestamp: Date
}

/// A hook or step ended.
package struct TestStepFinished: Sendable, Hashable {
  /// The test case attempt it belongs to.
  package var testCaseStartedId: String
  /// The hook or step.
  package var testStep: TestStep
  /// How it ended.
  package var result: TestStepResult
  /// When.
  package var timestamp: Date
}

/// A ready-to-paste definition for an undefined step.
package struct StepSuggestion: Sendable, Hashable {
  /// The undefined pickle step.
  package var pickleStep: PickleStep
  /// Swift source defining it.
  package var snippet: String
  /// Why no definition matches, in plain words: quote problems, a placeholder the Examples
  /// table lacks, the closest sentences that exist.
  package var explanation: [String] = []
}

/// A test case ended.
package struct TestCaseFinished: Sendable, Hashable {
  /// The attempt that ended.
  package var testCaseStartedId: String
  /// The test case.
  package var testCase: TestCase
  /// The most severe status of its hooks and steps.
  package var status: TestStatus
  /// When.
  package var timestamp: Date
  /// Whether the test case failed and will be attempted again (with `--retry`).
  package var willBeRetried: Bool = false
}

/// The run ended.
package struct RunFinished: Sendable, Hashable {
  /// Whether the run passed: no parse or registration errors and no failing test case.
  package var success: Bool
  /// When.
  package var timestamp: Date
  /// From `runStarted` to now.
  package var duration: Duration
  /// The error that aborted the run outside any scenario, such as a faulty step definition.
  package var exception: Messages.Exception? = nil
  /// The problems that are not a scenario's result (files not run, suspicious lines, filters
  /// selecting nothing, unused step definitions), listed after the summary.
  package var problems: [Diagnostic] = []
}
