import Foundation

/// Writes Cucumber's message protocol as NDJSON, one envelope per line, as the run goes: `meta`,
/// `source`, `gherkinDocument`, `pickle`, `stepDefinition`, `hook`, `testRunStarted`,
/// `testCase`, `testCaseStarted`, `testStepStarted`, `testStepFinished`, `testCaseFinished`
/// and `testRunFinished`.
public struct MessagesReporter: Reporter {
  private var pendingRunStarted: Date?

  /// Creates the reporter.
  public init() {}

  public mutating func handle(_ event: RunEvent) -> String {
    let envelopes: [JSONValue]
    switch event {
    case .runStarted(let timestamp):
      // Cucumber announces the run after the glue code; hold it until the first test case.
      pendingRunStarted = timestamp
      envelopes = [Self.meta]
    case .source(let uri, let text):
      return Envelope.source(Messages.Source(uri: uri, data: text)).ndjsonLine + "\n"
    case .document(let document):
      return Envelope.gherkinDocument(document).ndjsonLine + "\n"
    case .parseError(let uri, let error):
      return Envelope.parseError(Messages.ParseError(error, uri: uri)).ndjsonLine + "\n"
    case .pickle(let pickle):
      return Envelope.pickle(pickle).ndjsonLine + "\n"
    case .registrationError:
      envelopes = []  // the message protocol has no envelope for a faulty definition
    case .stepDefinition(let info):
      envelopes = [Self.stepDefinition(info)]
    case .hook(let info):
      envelopes = [Self.hook(info)]
    case .testCase(let testCase):
      envelopes = takeRunStarted() + [Self.testCase(testCase)]
    case .testCaseStarted(let started):
      envelopes = [
        Self.envelope(
          "testCaseStarted",
          .object([
            ("attempt", .int(0)), ("id", .string(started.id)),
            ("testCaseId", .string(started.testCase.id)),
            ("timestamp", Self.timestamp(started.timestamp)),
          ]))
      ]
    case .testStepStarted(let started):
      envelopes = [
        Self.envelope(
          "testStepStarted",
          .object([
            ("testCaseStartedId", .string(started.testCaseStartedId)),
            ("testStepId", .string(started.testStep.id)),
            ("timestamp", Self.timestamp(started.timestamp)),
          ]))
      ]
    case .testStepFinished(let finished):
      envelopes = [Self.testStepFinished(finished)]
    case .suggestion(let suggestion):
      envelopes = [Self.suggestion(suggestion)]
    case .testCaseFinished(let finished):
      envelopes = [
        Self.envelope(
          "testCaseFinished",
          .object([
            ("testCaseStartedId", .string(finished.testCaseStartedId)),
            ("timestamp", Self.timestamp(finished.timestamp)), ("willBeRetried", .bool(false)),
          ]))
      ]
    case .runFinished(let finished):
      envelopes =
        takeRunStarted() + [
          Self.envelope(
            "testRunFinished",
            .object([
              ("success", .bool(finished.success)),
              ("timestamp", Self.timestamp(finished.timestamp)),
            ]))
        ]
    }
    return envelopes.map { $0.serialized + "\n" }.joined()
  }

  private mutating func takeRunStarted() -> [JSONValue] {
    guard let timestamp = pendingRunStarted else { return [] }
    pendingRunStarted = nil
    return [Self.envelope("testRunStarted", .object([("timestamp", Self.timestamp(timestamp))]))]
  }

  private static func envelope(_ name: String, _ body: JSONValue) -> JSONValue {
    .object([(name, body)])
  }

  private static let meta = envelope(
    "meta",
    .object([
      ("protocolVersion", .string("27.0.0")),
      (
        "implementation", .object([("name", .string("feed-specs")), ("version", .string("1.0.0"))])
      ),
      ("runtime", .object([("name", .string("swift")), ("version", .string("6"))])),
      ("os", .object([("name", .string(operatingSystem))])),
      ("cpu", .object([("name", .string(cpu))])),
    ]))

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

  private static func sourceReference(_ source: SourceReference) -> JSONValue {
    .object([("uri", .string(source.file)), ("location", .object([("line", .int(source.line))]))])
  }

  private static func stepDefinition(_ info: StepDefinitionInfo) -> JSONValue {
    envelope(
      "stepDefinition",
      .object([
        ("id", .string(info.id)),
        (
          "pattern",
          .object([
            ("source", .string(info.expression)), ("type", .string(info.expressionKind.rawValue)),
          ])
        ),
        ("sourceReference", sourceReference(info.source)),
      ]))
  }

  private static func hook(_ info: HookInfo) -> JSONValue {
    envelope(
      "hook",
      .members([
        ("id", .string(info.id)),
        ("sourceReference", sourceReference(info.source)),
        ("tagExpression", info.tagExpression.map(JSONValue.string)),
        ("type", .string(info.phase.rawValue)),
      ]))
  }

  private static func testCase(_ testCase: TestCase) -> JSONValue {
    let steps: [JSONValue] = testCase.steps.map { testStep in
      switch testStep.kind {
      case .hook(let hook):
        return .object([("hookId", .string(hook.id)), ("id", .string(testStep.id))])
      case .step(let step, let matches):
        return .object([
          ("id", .string(testStep.id)),
          ("pickleStepId", .string(step.id)),
          ("stepDefinitionIds", .array(matches.map { .string($0.id) })),
          ("stepMatchArgumentsLists", .array(testStep.matchedArguments.map(argumentsList))),
        ])
      }
    }
    return envelope(
      "testCase",
      .object([
        ("id", .string(testCase.id)), ("pickleId", .string(testCase.pickle.id)),
        ("testSteps", .array(steps)),
      ]))
  }

  private static func argumentsList(_ arguments: [MatchedArgument]) -> JSONValue {
    .object([
      (
        "stepMatchArguments",
        .array(
          arguments.map { argument in
            .members([
              (
                "group",
                .members([
                  ("children", .array([])),
                  ("start", argument.start.map(JSONValue.int)),
                  ("value", argument.text.map(JSONValue.string)),
                ])
              ),
              ("parameterTypeName", argument.parameterTypeName.map(JSONValue.string)),
            ])
          })
      )
    ])
  }

  private static func suggestion(_ suggestion: StepSuggestion) -> JSONValue {
    envelope(
      "suggestion",
      .object([
        ("id", .string("suggestion-\(suggestion.pickleStep.id)")),
        ("pickleStepId", .string(suggestion.pickleStep.id)),
        (
          "snippets",
          .array([.object([("language", .string("swift")), ("code", .string(suggestion.snippet))])])
        ),
      ]))
  }

  private static func testStepFinished(_ finished: TestStepFinished) -> JSONValue {
    let result = finished.result
    return envelope(
      "testStepFinished",
      .object([
        ("testCaseStartedId", .string(finished.testCaseStartedId)),
        ("testStepId", .string(finished.testStep.id)),
        (
          "testStepResult",
          .members([
            ("duration", duration(result.duration)),
            ("message", result.message.map(JSONValue.string)),
            ("status", .string(result.status.rawValue.uppercased())),
          ])
        ),
        ("timestamp", timestamp(finished.timestamp)),
      ]))
  }

  private static func timestamp(_ date: Date) -> JSONValue {
    let interval = date.timeIntervalSince1970
    let seconds = interval.rounded(.down)
    return .object([
      ("seconds", .int(Int(seconds))), ("nanos", .int(Int((interval - seconds) * 1e9))),
    ])
  }

  private static func duration(_ duration: Duration) -> JSONValue {
    let nanos = duration.nanoseconds
    return .object([
      ("seconds", .int64(nanos / 1_000_000_000)), ("nanos", .int64(nanos % 1_000_000_000)),
    ])
  }
}
