import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinRunner

@Suite("Retry, order, run hooks, skipping and attachments")
struct RunnerFeaturesTests {
  @Test("a failed scenario is retried with a fresh world and passes when a retry passes")
  func retryPassesOnSecondAttempt() async {
    let calls = CallCounter()
    var registry = StepRegistry { TestWorld() }
    registry.given("a flaky step") { world in
      let fresh = world.notes.isEmpty
      world.notes.append("ran")
      guard fresh else { throw StepFailure() }
      if calls.next() < 2 { throw StepFailure() }
    }

    let (outcome, envelopes) = await run(
      [makePickle(steps: ["a flaky step"])], registry: registry, options: RunOptions(retry: 2))

    let finished = envelopes.compactMap {
      if case .testCaseFinished(let finished) = $0 { return finished }
      return nil
    }
    #expect(envelopes.caseStatuses == [.failed, .passed])
    #expect(finished.map(\.willBeRetried) == [true, false])
    #expect(outcome.success)
  }

  @Test("a scenario still failing after its retries fails the run; attempts are numbered from 0")
  func retryGivesUp() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("a broken step") { _ in throw StepFailure() }

    let (outcome, envelopes) = await run(
      [makePickle(steps: ["a broken step"])], registry: registry, options: RunOptions(retry: 1))

    let attempts = envelopes.compactMap {
      if case .testCaseStarted(let started) = $0 { return started.attempt }
      return nil
    }
    #expect(attempts == [0, 1])
    #expect(!outcome.success)
  }

  @Test("pending and undefined scenarios are not retried: they would not pass on a retry")
  func retryOnlyFailures() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("not done") { _ in try pending() }

    let (_, envelopes) = await run(
      [makePickle(steps: ["not done"]), makePickle("other", steps: ["no such step"])],
      registry: registry, options: RunOptions(retry: 3))

    #expect(envelopes.caseStatuses == [.pending, .undefined])
  }

  @Test("--order reverse runs the scenarios last to first")
  func reverseOrder() async {
    let pickles = (1...3).map { makePickle("s\($0)", steps: [], line: $0) }

    let (outcome, _) = await run(
      pickles, registry: StepRegistry { TestWorld() }, options: RunOptions(order: .reverse))

    #expect(outcome.results.map(\.pickle.name) == ["s3", "s2", "s1"])
  }

  @Test("a random order is the same for the same seed, so a run can be repeated")
  func seededOrder() {
    let items = Array(1...20)

    let first = RunOrder.random(seed: 42).arrange(items)

    #expect(first == RunOrder.random(seed: 42).arrange(items))
    #expect(first != items)
    #expect(first.sorted() == items)
  }

  @Test("--order reads defined, reverse, random and random:SEED, and nothing else")
  func orderParsing() {
    #expect(RunOrder("defined") == .defined)
    #expect(RunOrder("reverse") == .reverse)
    #expect(RunOrder("random", makeSeed: { 7 }) == .random(seed: 7))
    #expect(RunOrder("random:123") == .random(seed: 123))
    #expect(RunOrder("random:x") == nil)
    #expect(RunOrder("sideways") == nil)
    #expect(RunOrder.random(seed: 9).description == "random:9")
  }

  @Test("a bad --retry or --order, flag or variable, is a usage error naming the value")
  func badOptions() {
    #expect(throws: UsageError.self) { try CommandLineOptions(arguments: ["--retry", "-1"]) }
    #expect(throws: UsageError.self) { try CommandLineOptions(arguments: ["--order", "up"]) }
    var options = CommandLineOptions()
    #expect(throws: UsageError.self) { try options.apply(environment: ["GHERKIN_RETRY": "x"]) }
    #expect(throws: UsageError.self) { try options.apply(environment: ["GHERKIN_ORDER": "y"]) }
  }

  @Test("--retry, --order, GHERKIN_RETRY and GHERKIN_ORDER reach the run options")
  func optionsReachRun() throws {
    let flags = try CommandLineOptions(arguments: ["--retry", "2", "--order", "random:5"])
    var environment = CommandLineOptions()
    try environment.apply(environment: ["GHERKIN_RETRY": "1", "GHERKIN_ORDER": "reverse"])

    #expect(flags.runOptions.retry == 2)
    #expect(flags.runOptions.order == .random(seed: 5))
    #expect(environment.runOptions.retry == 1)
    #expect(environment.runOptions.order == .reverse)
  }

  @Test("a failing BeforeAll hook runs no scenario, still runs AfterAll hooks, and fails the run")
  func beforeAllFailure() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.beforeAll { throw StepFailure() }
    registry.afterAll { await journal.record("after all") }
    registry.given("a step") { _ in await journal.record("step") }

    let (outcome, envelopes) = await run([makePickle(steps: ["a step"])], registry: registry)

    #expect(await journal.entries == ["after all"])
    #expect(outcome.results.isEmpty)
    #expect(!outcome.success)
    let hookResults = envelopes.compactMap {
      if case .testRunHookFinished(let finished) = $0 { return finished.result.status }
      return nil
    }
    #expect(hookResults == [.failed, .passed])
  }

  @Test("AfterAll hooks run in reverse order after the scenarios; one that throws fails the run")
  func afterAllFailure() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.afterAll { await journal.record("first registered") }
    registry.afterAll {
      await journal.record("last registered")
      throw StepFailure()
    }
    registry.given("a step") { _ in await journal.record("step") }

    let (outcome, _) = await run([makePickle(steps: ["a step"])], registry: registry)

    #expect(await journal.entries == ["step", "last registered", "first registered"])
    #expect(outcome.results.map(\.status) == [.passed])
    #expect(!outcome.success)
  }

  @Test("a step that skips itself skips the rest of its scenario, which does not fail the run")
  func skipFromStep() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("no printer") { _ in try skip("no printer here") }
    registry.given("print") { _ in throw StepFailure() }

    let (outcome, envelopes) = await run(
      [makePickle(steps: ["no printer", "print", "undefined thing"])], registry: registry)

    #expect(envelopes.stepStatuses == [.skipped, .skipped, .skipped])
    #expect(envelopes.stepResults.first?.message == "no printer here")
    #expect(envelopes.stepResults.first?.exception?.message == "no printer here")
    #expect(outcome.success)
  }

  @Test("pending with a reason reports the reason as its exception; pending() reports none")
  func pendingExceptions() {
    let withReason = TestRunner<TestWorld>.result(of: PendingError("TODO"))
    let without = TestRunner<TestWorld>.result(of: PendingError())

    #expect(withReason.status == .pending && withReason.exception?.message == "TODO")
    #expect(without.status == .pending && without.exception == nil && without.message == nil)
  }

  @Test("text, bytes, log lines and links attached by a step come before the step's end")
  func attachments() async throws {
    var registry = StepRegistry { TestWorld() }
    registry.given("it attaches") { _ in
      try attach("{}", mediaType: "application/json", fileName: "a.json")
      try attach(Data([0, 1, 2]), mediaType: "image/png")
      try log("hello")
      try link("https://example.com")
    }

    let (_, envelopes) = await run([makePickle(steps: ["it attaches"])], registry: registry)

    let attachments = envelopes.compactMap {
      if case .attachment(let attachment) = $0 { return attachment }
      return nil
    }
    #expect(attachments.map(\.body) == ["{}", "AAEC", "hello", "https://example.com"])
    #expect(attachments.map(\.contentEncoding) == [.identity, .base64, .identity, .identity])
    #expect(
      attachments.map(\.mediaType) == [
        "application/json", "image/png", "text/x.cucumber.log+plain", "text/uri-list",
      ])
    #expect(attachments.first?.fileName == "a.json")
    let finishedIndex = try #require(
      envelopes.firstIndex {
        if case .testStepFinished = $0 { return true }
        return false
      })
    let lastAttachment = try #require(
      envelopes.lastIndex {
        if case .attachment = $0 { return true }
        return false
      })
    #expect(lastAttachment < finishedIndex)
  }

  @Test("attaching outside a running step or hook is an error, not a lost attachment")
  func attachOutsideStep() {
    #expect(throws: AttachmentError.outsideStepOrHook) {
      try attach("x", mediaType: "text/plain")
    }
  }

  @Test("a named hook's message carries its name; registrations are announced in order")
  func namedHooksInOrder() async throws {
    var registry = StepRegistry { TestWorld() }
    registry.before(name: "open the app") { _ in }
    registry.given("a step") { _ in }
    registry.afterAll(name: "clean up") {}

    let (_, envelopes) = await run([makePickle(steps: ["a step"])], registry: registry)

    let glue: [String] = envelopes.compactMap {
      switch $0 {
      case .hook(let hook): return "hook \(hook.name ?? "-") \(hook.type?.rawValue ?? "-")"
      case .stepDefinition(let definition): return "step \(definition.pattern.source)"
      default: return nil
      }
    }
    #expect(
      glue == [
        "hook open the app BEFORE_TEST_CASE", "step a step", "hook clean up AFTER_TEST_RUN",
      ])
  }
}

@Suite("Errors outside any scenario")
struct RunAbortTests {
  @Test("a step definition that does not compile aborts the run before any hook or scenario")
  func badConfigurationAborts() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.beforeAll { await journal.record("before all") }
    registry.given("a step") { _ in await journal.record("step") }
    registry.given("a (broken expression") { _ in }

    let (outcome, envelopes) = await run([makePickle(steps: ["a step"])], registry: registry)

    #expect(await journal.entries.isEmpty)
    #expect(outcome.results.isEmpty)
    #expect(ExitStatus(outcome).code == 2)
    let finished = envelopes.compactMap {
      if case .testRunFinished(let finished) = $0 { return finished }
      return nil
    }
    #expect(finished.first?.exception?.message?.contains("a (broken expression") == true)
    #expect(!envelopes.contains { if case .testCase = $0 { true } else { false } })
  }

  @Test("a step naming an unknown parameter type does not abort: its steps are undefined")
  func unknownParameterTypeRuns() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("{airport} is closed", String.self) { _, _ in }

    let (outcome, envelopes) = await run(
      [makePickle(steps: ["LHR is closed"])], registry: registry)

    #expect(envelopes.stepStatuses == [.undefined])
    #expect(
      envelopes.contains {
        if case .undefinedParameterType(let undefined) = $0 { return undefined.name == "airport" }
        return false
      })
    #expect(ExitStatus(outcome).code == 2)
  }
}

@Suite("What a run tells beside Cucumber's messages")
struct RunOutputTests {
  @Test(
    "the run's problems go out once, in the run's facts just before testRunFinished, which they fail"
  )
  func problemsBeforeTheEnd() async throws {
    var registry = StepRegistry { TestWorld() }
    registry.given("a step") { _ in }
    let problem = Diagnostic(.emptySelection, message: "--tags @x selects no scenario")
    var log = RunLog()

    let outcome = await TestRunner(
      registry: registry, options: RunOptions(stepTimeLimit: hangGuardStepTimeLimit)
    ).run(
      makeSuite([makePickle(steps: ["a step"])]), problems: [problem], to: &log)

    let facts = log.envelopes.compactMap { envelope -> RunFacts? in
      if case .attachment(let attachment) = envelope { return RunFacts(attachment) }
      return nil
    }
    #expect(facts.map(\.problems) == [[problem]])
    guard case .attachment(let last) = log.envelopes.dropLast().last else {
      Issue.record("the run's facts do not come just before testRunFinished")
      return
    }
    #expect(RunFacts(last)?.problems == [problem])
    guard case .testRunFinished(let finished) = log.envelopes.last else {
      Issue.record("the run does not end with testRunFinished")
      return
    }
    #expect(!finished.success)
    #expect(finished.message == "--tags @x selects no scenario")
    #expect(!outcome.success)
  }

  @Test("a plain run without problems publishes no facts, and a verdict with no message")
  func noProblems() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("a step") { _ in }
    var record = TestRunRecord()

    await TestRunner(registry: registry, options: RunOptions(stepTimeLimit: hangGuardStepTimeLimit))
      .run(
        makeSuite([makePickle(steps: ["a step"])]), to: &record)

    #expect(!record.runAttachments.contains { $0.mediaType == RunFacts.mediaType })
    #expect(record.facts == .defaults)
    #expect(record.passed == true)
    #expect(record.testRunFinished?.message == nil)
  }

  @Test("an undefined step's explanation comes just before its suggestion and the record keeps it")
  func explanationBeforeSuggestion() async throws {
    var registry = StepRegistry { TestWorld() }
    registry.given("the cache holds {int} images", Int.self) { _, _ in }
    var log = RunLog()

    await TestRunner(registry: registry, options: RunOptions(stepTimeLimit: hangGuardStepTimeLimit))
      .run(
        makeSuite([makePickle(steps: ["the cache holds three images"])]), to: &log)

    let index = try #require(
      log.outputs.firstIndex { if case .explanation = $0 { true } else { false } })
    guard case .explanation(let lines, let stepId) = log.outputs[index],
      case .envelope(.suggestion(let suggestion)) = log.outputs[index + 1]
    else {
      Issue.record("no suggestion right after the explanation")
      return
    }
    #expect(suggestion.pickleStepId == stepId)
    #expect(lines.joined().contains("the cache holds"))
    var record = TestRunRecord()
    for output in log.outputs { record.publish(output) }
    #expect(record.explanation(forPickleStep: stepId) == lines)
  }
}
