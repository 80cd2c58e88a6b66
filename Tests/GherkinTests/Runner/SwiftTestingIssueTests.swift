import GherkinTesting
import Testing

@testable import GherkinCommandLine

/// A Swift Testing issue recorded inside a step fails that step through the bridge's
/// `IssueCapturingInvoker`, also where no test is running: each run here is in a detached task,
/// outside the running test, where Swift Testing has no test to give the issue to.
@Suite("A Swift Testing issue inside a step fails the step")
struct SwiftTestingIssueTests {
  @Test("a failed #expect fails its step with the expectation's text, and the scenario with it")
  func failedExpectationFailsStep() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("the count is checked") { _ in
      let count = 1
      #expect(count == 2)
    }
    registry.given("it continues") { _ in }

    let (outcome, envelopes) = await runOutsideAnyTest(
      [makePickle(steps: ["the count is checked", "it continues"])], registry: registry)

    #expect(envelopes.stepStatuses == [.failed, .skipped])
    #expect(envelopes.stepResults.first?.message == "Expectation failed: (count → 1) == 2")
    #expect(ExitStatus(outcome).code == 1)
  }

  @Test("Issue.record fails its step with the issue's comment")
  func recordedIssueFailsStep() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("something is off") { _ in Issue.record("the feed is stale") }

    let (_, envelopes) = await runOutsideAnyTest(
      [makePickle(steps: ["something is off"])], registry: registry)

    #expect(envelopes.stepStatuses == [.failed])
    #expect(envelopes.stepResults.first?.message == "Issue recorded\nthe feed is stale")
  }

  @Test("a failed #require fails its step once, with the expectation's text")
  func failedRequirementFailsStep() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("a value is required") { _ in
      let value: Int? = nil
      _ = try #require(value)
    }

    let (_, envelopes) = await runOutsideAnyTest(
      [makePickle(steps: ["a value is required"])], registry: registry)

    #expect(envelopes.stepStatuses == [.failed])
    #expect(envelopes.stepResults.first?.message?.hasPrefix("Expectation failed: ") == true)
  }

  @Test("a warning recorded in a step leaves it passed; a thrown error still fails it")
  func warningsPassErrorsFail() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("a warning is recorded") { _ in
      Issue.record("worth a look", severity: .warning)
    }
    registry.given("it breaks") { _ in throw StepFailure() }

    let (_, envelopes) = await runOutsideAnyTest(
      [makePickle(steps: ["a warning is recorded", "it breaks"])], registry: registry)

    #expect(envelopes.stepStatuses == [.passed, .failed])
    #expect(envelopes.stepResults.last?.message == "step blew up")
  }

  /// Runs `pickles` in a detached task: no test and no Swift Testing configuration is current
  /// there, as in a command line's process.
  private func runOutsideAnyTest(_ pickles: [Pickle], registry: StepRegistry<TestWorld>) async
    -> (outcome: RunOutcome, envelopes: [Envelope])
  {
    let (result, outsideAnyTest) = await Task.detached {
      (
        await run(pickles, registry: registry, invoker: IssueCapturingInvoker()),
        Test.current == nil
      )
    }.value
    #expect(outsideAnyTest)
    return result
  }
}
