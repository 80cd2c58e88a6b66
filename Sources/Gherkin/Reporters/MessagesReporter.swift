import Foundation

/// Writes Cucumber's message protocol as NDJSON, one ``Envelope`` per line, as the run goes:
/// `meta`, then `source`, `gherkinDocument` and `pickle` per file, the registrations
/// (`parameterType`, `stepDefinition`, `hook`, `undefinedParameterType`) in the order they were
/// made, `testRunStarted`, BeforeAll hooks, `testCase`s, each attempt's steps (with
/// `attachment`s and `suggestion`s), AfterAll hooks, and `testRunFinished`.
struct MessagesReporter: Reporter {
  private var pendingRunStarted: Date?

  /// Creates the reporter.
  init() {}

  mutating func handle(_ event: RunEvent) -> String {
    envelopes(for: event).map { $0.ndjsonLine + "\n" }.joined()
  }

  /// The envelopes one event stands for (none for an event the protocol has no message for).
  mutating func envelopes(for event: RunEvent) -> [Envelope] {
    switch event {
    case .runStarted(let timestamp):
      // Cucumber announces the run after the glue code: hold it until something runs.
      pendingRunStarted = timestamp
      return [.meta(Self.meta)]
    case .source(let uri, let text):
      return [.source(Messages.Source(uri: uri, data: text))]
    case .document(let document): return [.gherkinDocument(document)]
    case .parseError(let uri, let error): return [.parseError(Messages.ParseError(error, uri: uri))]
    case .pickle(let pickle): return [.pickle(pickle)]
    case .registrationError: return []  // the protocol has no envelope for a faulty definition
    case .stepDefinition(let info): return [.stepDefinition(Self.stepDefinition(info))]
    case .hook(let info): return [.hook(Self.hook(info))]
    case .parameterType(let parameterType): return [.parameterType(parameterType)]
    case .undefinedParameterType(let undefined): return [.undefinedParameterType(undefined)]
    case .testRunHookStarted(let started): return takeRunStarted() + [.testRunHookStarted(started)]
    case .testRunHookFinished(let finished): return [.testRunHookFinished(finished)]
    case .attachment(let attachment): return [.attachment(attachment)]
    case .testCase(let testCase): return takeRunStarted() + [.testCase(Self.testCase(testCase))]
    case .testCaseStarted(let started):
      return [
        .testCaseStarted(
          Messages.TestCaseStarted(
            attempt: started.attempt, id: started.id, testCaseId: started.testCase.id,
            timestamp: Messages.Timestamp(started.timestamp)))
      ]
    case .testStepStarted(let started):
      return [
        .testStepStarted(
          Messages.TestStepStarted(
            testCaseStartedId: started.testCaseStartedId, testStepId: started.testStep.id,
            timestamp: Messages.Timestamp(started.timestamp)))
      ]
    case .testStepFinished(let finished):
      return [
        .testStepFinished(
          Messages.TestStepFinished(
            testCaseStartedId: finished.testCaseStartedId, testStepId: finished.testStep.id,
            testStepResult: finished.result.asMessage,
            timestamp: Messages.Timestamp(finished.timestamp)))
      ]
    case .suggestion(let suggestion):
      return [
        .suggestion(
          Messages.Suggestion(
            id: "suggestion-\(suggestion.pickleStep.id)",
            pickleStepId: suggestion.pickleStep.id,
            snippets: [Messages.Snippet(language: "swift", code: suggestion.snippet)]))
      ]
    case .testCaseFinished(let finished):
      return [
        .testCaseFinished(
          Messages.TestCaseFinished(
            testCaseStartedId: finished.testCaseStartedId,
            timestamp: Messages.Timestamp(finished.timestamp),
            willBeRetried: finished.willBeRetried))
      ]
    case .runFinished(let finished):
      return takeRunStarted() + [
        .testRunFinished(
          Messages.TestRunFinished(
            success: finished.success, timestamp: Messages.Timestamp(finished.timestamp),
            exception: finished.exception, testRunStartedId: TestRunner<Void>.testRunStartedId,
            message: finished.exception?.message))
      ]
    }
  }

  private mutating func takeRunStarted() -> [Envelope] {
    guard let timestamp = pendingRunStarted else { return [] }
    pendingRunStarted = nil
    return [
      .testRunStarted(
        Messages.TestRunStarted(
          timestamp: Messages.Timestamp(timestamp), id: TestRunner<Void>.testRunStartedId))
    ]
  }

  static let meta = Messages.Meta(
    protocolVersion: Messages.protocolVersion,
    implementation: Messages.Product(name: "feed-specs", version: "1.0.0"),
    runtime: Messages.Product(name: "swift", version: "6"),
    os: Messages.Product(name: operatingSystem), cpu: Messages.Product(name: cpu))

  private static var operatingSystem: String {
    #if os(Linux)
      "linux"
    #elseif os(macOS)
      "darwin"
    #else
      "unknown"
    #endif
  }

  private static var cpu: String {
    #if arch(x86_64)
      "x64"
    #elseif arch(arm64)
      "arm64"
    #else
      "unknown"
    #endif
  }

  private static func sourceReference(_ source: SourceReference) -> Messages.SourceReference {
    Messages.SourceReference(uri: source.file, location: Location(line: source.line))
  }

  private static func stepDefinition(_ info: StepDefinitionInfo) -> Messages.StepDefinition {
    Messages.StepDefinition(
      id: info.id,
      pattern: Messages.StepDefinitionPattern(
        source: info.expression,
        type: info.expressionKind == .regularExpression ? .regularExpression : .cucumberExpression),
      sourceReference: sourceReference(info.source))
  }

  private static func hook(_ info: HookInfo) -> Messages.Hook {
    Messages.Hook(
      id: info.id, name: info.name, sourceReference: sourceReference(info.source),
      tagExpression: info.tagExpression, type: Messages.Hook.HookType(rawValue: info.phase.rawValue)
    )
  }

  private static func testCase(_ testCase: TestCase) -> Messages.TestCase {
    let steps = testCase.steps.map { testStep in
      switch testStep.kind {
      case .hook(let hook):
        return Messages.TestStep(id: testStep.id, hookId: hook.id)
      case .step(let step, let matches):
        return Messages.TestStep(
          id: testStep.id, pickleStepId: step.id, stepDefinitionIds: matches.map(\.id),
          stepMatchArgumentsLists: testStep.matchedArguments.map { arguments in
            Messages.StepMatchArgumentsList(
              stepMatchArguments: arguments.map { argument in
                Messages.StepMatchArgument(
                  group: Messages.Group(
                    children: argument.children.isEmpty ? nil : argument.children.map(group),
                    start: argument.start, value: argument.text),
                  parameterTypeName: argument.parameterTypeName)
              })
          })
      }
    }
    return Messages.TestCase(
      id: testCase.id, pickleId: testCase.pickle.id, testSteps: steps,
      testRunStartedId: TestRunner<Void>.testRunStartedId)
  }

  private static func group(_ group: StepArgument.Group) -> Messages.Group {
    Messages.Group(
      children: group.children.isEmpty ? nil : group.children.map(Self.group),
      start: group.offset, value: group.text)
  }
}
