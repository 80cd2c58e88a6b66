import Foundation
import Testing

@testable import GherkinCommandLine

/// Counts the steps in flight and the most seen at once.
actor ConcurrencyGauge {
  private(set) var inFlight = 0
  private(set) var most = 0
  private var waitingForOverlap: [CheckedContinuation<Void, Never>] = []

  func enter() {
    inFlight += 1
    most = max(most, inFlight)
    guard most >= 2 else { return }
    for waiting in waitingForOverlap { waiting.resume() }
    waitingForOverlap = []
  }

  func leave() { inFlight -= 1 }

  /// Returns once two steps have been in flight at the same time (at once if they have been).
  func untilOverlapped() async {
    guard most < 2 else { return }
    await withCheckedContinuation { waitingForOverlap.append($0) }
  }
}

@Suite("Running scenarios in parallel")
struct ParallelRunTests {
  /// A registry whose "a slow step" is counted by `gauge`; with `awaitingOverlap`, each such step
  /// lasts until two have been in flight at once (an event, not a length of time: a runner that
  /// never overlaps them fails the step at its time limit).
  private static func gaugedRegistry(_ gauge: ConcurrencyGauge, awaitingOverlap: Bool = false)
    -> StepRegistry<TestWorld>
  {
    var registry = StepRegistry { TestWorld() }
    registry.given("a slow step") { world in
      #expect(world.notes.count < 2, "a scenario's world was shared with another")
      world.notes.append("slow")
      await gauge.enter()
      if awaitingOverlap {
        await gauge.untilOverlapped()
      } else {
        await Task.yield()
      }
      await gauge.leave()
    }
    registry.given("a broken step") { _ in throw StepFailure() }
    return registry
  }

  private static func slowPickles(_ count: Int) -> [Pickle] {
    (1...count).map { makePickle("s\($0)", steps: ["a slow step", "a slow step"], line: $0) }
  }

  @Test(
    "--parallel 4 really runs scenarios at the same time, never more than 4, each in its own world")
  func overlaps() async {
    let gauge = ConcurrencyGauge()

    // The time limit is a hang guard: steps wait for each other, not for a clock.
    let (outcome, _) = await run(
      Self.slowPickles(12), registry: Self.gaugedRegistry(gauge, awaitingOverlap: true),
      options: RunOptions(parallel: 4, stepTimeLimit: .seconds(600)))

    let most = await gauge.most
    #expect(most >= 2)
    #expect(most <= 4)
    #expect(outcome.success)
    #expect(outcome.results.count == 12)
  }

  @Test("without --parallel scenarios run one at a time")
  func serialByDefault() async {
    let gauge = ConcurrencyGauge()

    _ = await run(Self.slowPickles(4), registry: Self.gaugedRegistry(gauge))

    #expect(await gauge.most == 1)
  }

  @Test(
    "parallel and serial runs publish the same results in the same order, whatever finishes first")
  func sameResultsAsSerial() async {
    let gauge = ConcurrencyGauge()
    var pickles = Self.slowPickles(6)
    pickles.insert(makePickle("broken", steps: ["a broken step"], line: 50), at: 2)
    pickles.insert(makePickle("undefined", steps: ["no such step"], line: 51), at: 4)
    let registry = Self.gaugedRegistry(gauge)

    let (serial, serialEvents) = await run(pickles, registry: registry)
    let (parallel, parallelEvents) = await run(
      pickles, registry: registry, options: RunOptions(parallel: 3))

    #expect(parallel.results.map(\.pickle.name) == serial.results.map(\.pickle.name))
    #expect(parallel.results.map(\.status) == serial.results.map(\.status))
    #expect(parallel.success == serial.success)
    #expect(parallelEvents.caseStatuses == serialEvents.caseStatuses)
    #expect(
      parallelEvents.record.attempts.map(\.testCase.pickleId)
        == serialEvents.record.attempts.map(\.testCase.pickleId))
    #expect(parallelEvents.count == serialEvents.count)
  }

  @Test(
    "each scenario's messages come together, from its start to its finish, never mixed with another's"
  )
  func scenariosAreBlocks() async {
    let (_, envelopes) = await run(
      Self.slowPickles(8), registry: Self.gaugedRegistry(ConcurrencyGauge()),
      options: RunOptions(parallel: 4))

    var open: String?
    var finished = 0
    for envelope in envelopes {
      switch envelope {
      case .testCaseStarted(let started):
        #expect(open == nil, "a scenario started before another finished")
        open = started.id
      case .testStepStarted(let step):
        #expect(step.testCaseStartedId == open)
      case .testStepFinished(let step):
        #expect(step.testCaseStartedId == open)
      case .testCaseFinished(let done):
        #expect(done.testCaseStartedId == open)
        open = nil
        finished += 1
      default: break
      }
    }
    #expect(finished == 8)
  }

  @Test("BeforeAll and AfterAll hooks run once around a parallel run")
  func runHooksOnce() async {
    let journal = Journal()
    var registry = Self.gaugedRegistry(ConcurrencyGauge())
    registry.beforeAll { await journal.record("before all") }
    registry.afterAll { await journal.record("after all") }

    _ = await run(Self.slowPickles(6), registry: registry, options: RunOptions(parallel: 4))

    #expect(await journal.entries == ["before all", "after all"])
  }

  @Test("--fail-fast with --parallel starts no scenario after a failure")
  func failFast() async {
    var pickles = [makePickle("broken", steps: ["a broken step"], line: 1)]
    pickles += (2...20).map { makePickle("s\($0)", steps: ["a slow step"], line: $0) }

    let (outcome, _) = await run(
      pickles, registry: Self.gaugedRegistry(ConcurrencyGauge()),
      options: RunOptions(failFast: true, parallel: 2))

    #expect(!outcome.success)
    #expect(outcome.results.first?.status == .failed)
    #expect(outcome.results.count < 20)
  }

  @Test("--retry with --parallel retries a failing scenario with a fresh world until it passes")
  func retry() async {
    let calls = CallCounter()
    var registry = Self.gaugedRegistry(ConcurrencyGauge())
    registry.given("a flaky step") { _ in
      if calls.next() < 2 { throw StepFailure() }
    }
    var pickles = Self.slowPickles(4)
    pickles.append(makePickle("flaky", steps: ["a flaky step"], line: 40))

    let (outcome, envelopes) = await run(
      pickles, registry: registry, options: RunOptions(retry: 2, parallel: 3))

    #expect(outcome.success)
    #expect(outcome.results.map(\.status) == Array(repeating: .passed, count: 5))
    #expect(envelopes.caseStatuses.filter { $0 == .failed }.count == 1)
  }

  @Test("--parallel takes a whole number of 1 or more; anything else is a usage error naming it")
  func parsing() throws {
    #expect(try CommandLineOptions(arguments: ["--parallel", "4"]).runOptions.parallel == 4)
    #expect(try CommandLineOptions(arguments: ["--parallel=2"]).runOptions.parallel == 2)
    #expect(try CommandLineOptions(arguments: []).runOptions.parallel == 1)
    for bad in ["0", "-3", "many", "1.5", ""] {
      #expect(throws: UsageError.self, "\(bad)") {
        try CommandLineOptions(arguments: ["--parallel", bad])
      }
    }
  }
}
