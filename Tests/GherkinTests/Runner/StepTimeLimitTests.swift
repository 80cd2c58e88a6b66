import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinRunner
@testable import GherkinTesting

/// A step or hook that never returns fails once its time limit runs out, instead of hanging the
/// run. The bodies here wait for a continuation that is never resumed: nothing sleeps, and the
/// assertions are on what the run reports, never on how long it took.
@Suite("The time limit of a step")
struct StepTimeLimitTests {
  /// A short limit: the run waits this long for each step that never returns.
  private static let short = Duration.milliseconds(200)

  /// Waits for ever: for a continuation nobody resumes (kept, so it is never reported leaked).
  /// The worker's tests (`StepWorkerTests`) use it too.
  static func neverReturn() async {
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      Abandoned.keep(continuation)
    }
  }

  private static func hangingRegistry(_ journal: Journal) -> StepRegistry<TestWorld> {
    var registry = StepRegistry { TestWorld() }
    registry.given("the feed loads") { world in
      world.notes.append("started")
      await neverReturn()
    }
    registry.given("a quick step") { world in world.notes.append("quick") }
    registry.then("the feed is shown") { world in world.notes.append("shown") }
    registry.after { world in await journal.record("after: \(world.notes)") }
    return registry
  }

  @Test(
    "a step that never returns fails at its limit with Cucumber's sentence naming it; the After hook runs and the next scenario runs"
  )
  func neverReturningStepTimesOut() async {
    let journal = Journal()
    let pickles = [
      makePickle("hangs", steps: ["the feed loads", "a quick step"], line: 3),
      makePickle("next", steps: ["a quick step"], line: 9),
    ]

    let (outcome, envelopes) = await run(
      pickles, registry: Self.hangingRegistry(journal),
      options: RunOptions(stepTimeLimit: Self.short))

    let failed = envelopes.stepResults.first { $0.status == .failed }
    #expect(failed?.message == "step timed out after 0.2 s: the feed loads")
    #expect(envelopes.caseStatuses == [.failed, .passed])
    #expect(envelopes.stepStatuses == [.failed, .skipped, .passed, .passed, .passed])
    #expect(!outcome.success)
    #expect(ExitStatus(outcome).code == 1)
    // The world goes on as it was before the step that was left running.
    #expect(await journal.entries == ["after: []", "after: [\"quick\"]"])
  }

  @Test("a hook that never returns fails as timed out, naming the hook, and the run goes on")
  func neverReturningHookTimesOut() async {
    var registry = StepRegistry { TestWorld() }
    registry.before { _ in await Self.neverReturn() }
    registry.given("a quick step") { _ in }

    let (outcome, envelopes) = await run(
      [makePickle(steps: ["a quick step"])], registry: registry,
      options: RunOptions(stepTimeLimit: Self.short))

    #expect(envelopes.stepResults.first?.message == "Before hook timed out after 0.2 s")
    #expect(envelopes.caseStatuses == [.failed])
    #expect(!outcome.success)
  }

  @Test("a step definition's own time limit replaces the run's for its steps only")
  func definitionLimitReplacesTheRunLimit() async {
    var registry = StepRegistry { TestWorld() }
    registry.timeLimit(Self.short) { registry in
      registry.given("the catalogue imports") { _ in await Self.neverReturn() }
    }

    let (_, envelopes) = await run(
      [makePickle(steps: ["the catalogue imports"])], registry: registry,
      options: RunOptions(stepTimeLimit: .seconds(3600)))

    #expect(
      envelopes.stepResults.map(\.message) == ["step timed out after 0.2 s: the catalogue imports"])
  }

  @Test("a step that returns in time keeps what it did to the world, even when it throws")
  func stepInTimeKeepsItsWorld() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given("a step that notes and fails") { world in
      world.notes.append("noted")
      throw StepFailure()
    }
    registry.after { world in await journal.record("after: \(world.notes)") }

    let (_, envelopes) = await run(
      [makePickle(steps: ["a step that notes and fails"])], registry: registry)

    #expect(envelopes.stepResults.first?.message == "step blew up")
    #expect(await journal.entries == ["after: [\"noted\"]"])
  }

  @Test(
    "--step-timeout and GHERKIN_STEP_TIMEOUT set the run's limit; 5 s by default, as Cucumber's")
  func optionAndVariableSetTheLimit() throws {
    let flags = try CommandLineOptions(arguments: ["--step-timeout", "0.5"])
    var environment = CommandLineOptions()
    try environment.apply(environment: ["GHERKIN_STEP_TIMEOUT": "30"])

    #expect(CommandLineOptions().runOptions.stepTimeLimit == .seconds(5))
    #expect(flags.runOptions.stepTimeLimit == .milliseconds(500))
    #expect(environment.runOptions.stepTimeLimit == .seconds(30))
  }

  @Test("under swift test the limit is 60 s unless GHERKIN_STEP_TIMEOUT sets it")
  func bridgeDefaultLimit() throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }

    let plain = try Scenarios.load(from: directory.url, environment: [:])
    let set = try Scenarios.load(from: directory.url, environment: ["GHERKIN_STEP_TIMEOUT": "2"])

    #expect(plain.first?.options.stepTimeLimit == .seconds(60))
    #expect(set.first?.options.stepTimeLimit == .seconds(2))
  }

  @Test("a --step-timeout that is not a number of seconds above 0 is a usage error naming it")
  func badLimitIsAUsageError() {
    for text in ["0", "-1", "soon", "nan", "100000"] {
      #expect(throws: UsageError.self, "\(text)") {
        try CommandLineOptions(arguments: ["--step-timeout", text])
      }
    }
    var options = CommandLineOptions()
    #expect(throws: UsageError.self) {
      try options.apply(environment: ["GHERKIN_STEP_TIMEOUT": "x"])
    }
  }

  @Test("the command line's run fails with exit 1 and names the timed-out step in its report")
  func commandLineReportsTheTimeout() async throws {
    let directory = try FeatureDirectory([
      "hang.feature": """
      Feature: Hanging
        Scenario: the load never completes
          Given the feed loads
      """
    ])
    defer { directory.remove() }

    let result = await runFeedSpecs(
      ["--step-timeout", "0.2"], defaultPath: directory.url.path,
      registry: Self.hangingRegistry(Journal()))

    #expect(result.code == 1)
    #expect(
      result.output.contains("step timed out after 0.2 s: the feed loads"), "\(result.output)")
  }

  @Test("under swift test, GHERKIN_STEP_TIMEOUT fails a step that never returns at its line")
  func bridgeTimesOutAStep() async throws {
    let directory = try FeatureDirectory([
      "hang.feature": """
      Feature: Hanging
        Scenario: the load never completes
          Given the feed loads
          Then the feed is shown
      """
    ])
    defer { directory.remove() }
    let cases = try Scenarios.load(
      from: directory.url, environment: ["GHERKIN_STEP_TIMEOUT": "0.2"])
    let issues = IssueTexts()

    await withKnownIssue("expected: the step never returns, so it times out") {
      await cases[0].run(with: Self.hangingRegistry(Journal()))
    } matching: { issue in
      issues.add(issue.comments.map(\.rawValue).joined(), line: issue.sourceLocation?.line)
      return true
    }

    #expect(issues.lines == [3])
    #expect(
      issues.texts.first?.contains("step timed out after 0.2 s: the feed loads") == true,
      "\(issues.texts)")
  }
}

/// Continuations the time-limit tests never resume, kept so that none is reported as leaked.
private enum Abandoned {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var kept: [UnsafeContinuation<Void, Never>] = []

  static func keep(_ continuation: UnsafeContinuation<Void, Never>) {
    lock.withLock { kept.append(continuation) }
  }
}

/// The texts and lines of the issues a bridge run recorded; the matcher may run on any thread.
private final class IssueTexts: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [(text: String, line: Int?)] = []

  func add(_ text: String, line: Int?) { lock.withLock { entries.append((text, line)) } }
  var texts: [String] { lock.withLock { entries.map(\.text) } }
  var lines: [Int?] { lock.withLock { entries.map(\.line) } }
}
