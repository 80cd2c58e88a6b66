import Foundation
import Testing

@testable import GherkinRunner

/// The hooks and steps of a test case's attempt run one after another in one worker task; a
/// body that runs out of time leaves its worker behind, and the attempt goes on in a fresh one
/// from where that body started. Nothing here sleeps: a body that never returns waits for a
/// continuation, and the worker's own tests end its bodies by hand.
@Suite("The worker that runs a test case's steps")
struct StepWorkerTests {
  /// A short limit: the run waits this long for each body that never returns.
  private static let short = Duration.milliseconds(200)

  @Test(
    "the hooks and steps of one test case run in one task: a priority a step raises holds for the next"
  )
  func stepsShareOneTask() async throws {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given("a step raises its task's priority") { _ in
      await journal.record("\(Task.currentPriority)")
      withUnsafeCurrentTask { $0?.escalatePriority(to: .high) }
    }
    registry.given("a step notes its task's priority") { _ in
      await journal.record("\(Task.currentPriority)")
    }
    registry.after { _ in await journal.record("after: \(Task.currentPriority)") }
    let steps = ["a step raises its task's priority", "a step notes its task's priority"]

    let raising = Task(priority: .low) {
      await run(
        [makePickle("raises", steps: steps), makePickle("next", steps: [steps[1]])],
        registry: registry)
    }
    let (_, envelopes) = await raising.value

    #expect(envelopes.caseStatuses == [.passed, .passed])
    // The next test case has a worker of its own, at the run's priority.
    #expect(
      await journal.entries == [
        "\(TaskPriority.low)", "\(TaskPriority.high)", "after: \(TaskPriority.high)",
        "\(TaskPriority.low)", "after: \(TaskPriority.low)",
      ])
  }

  @Test(
    "after a step runs out of time, its AfterStep hook and the After hook run in a fresh worker on the world as it was before the step"
  )
  func timedOutStepGoesOnInAFreshWorker() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given("a quick step") { world in world.notes.append("quick") }
    registry.given("the feed loads") { world in
      world.notes.append("started")
      await StepTimeLimitTests.neverReturn()
    }
    registry.afterStep { world in await journal.record("after step: \(world.notes)") }
    registry.after { world in await journal.record("after: \(world.notes)") }
    let pickles = [
      makePickle("hangs", steps: ["a quick step", "the feed loads", "a quick step"]),
      makePickle("next", steps: ["a quick step"]),
    ]

    let (_, envelopes) = await run(
      pickles, registry: registry, options: RunOptions(stepTimeLimit: Self.short))

    #expect(envelopes.caseStatuses == [.failed, .passed])
    #expect(
      envelopes.stepStatuses == [.passed, .failed, .skipped, .passed, .passed, .passed])
    #expect(
      envelopes.stepResults.map(\.message)[1] == "step timed out after 0.2 s: the feed loads")
    #expect(
      await journal.entries == [
        #"after step: ["quick"]"#, #"after step: ["quick"]"#, #"after: ["quick"]"#,
        #"after step: ["quick"]"#, #"after: ["quick"]"#,
      ])
  }

  @Test(
    "a BeforeStep hook that runs out of time fails its step, whose body does not run; the AfterStep hook does"
  )
  func timedOutBeforeStepHookSkipsTheBody() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.beforeStep { _ in await StepTimeLimitTests.neverReturn() }
    registry.given("a quick step") { _ in await journal.record("body") }
    registry.afterStep { _ in await journal.record("after step") }

    let (_, envelopes) = await run(
      [makePickle(steps: ["a quick step", "a quick step"])], registry: registry,
      options: RunOptions(stepTimeLimit: Self.short))

    #expect(envelopes.stepStatuses == [.failed, .skipped])
    #expect(
      envelopes.stepResults.first?.message
        == "BeforeStep hook timed out after 0.2 s: a quick step")
    #expect(await journal.entries == ["after step"])
  }

  @Test(
    "an After hook that runs out of time as the last test step fails it; the fresh worker has no step left and the next test case runs"
  )
  func timedOutAfterHookEndsTheAttempt() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given("a quick step") { _ in await journal.record("quick") }
    registry.after { _ in await StepTimeLimitTests.neverReturn() }
    let pickles = [
      makePickle("hangs", steps: ["a quick step"]), makePickle("next", steps: ["a quick step"]),
    ]

    let (_, envelopes) = await run(
      pickles, registry: registry, options: RunOptions(stepTimeLimit: Self.short))

    #expect(envelopes.caseStatuses == [.failed, .failed])
    #expect(envelopes.stepStatuses == [.passed, .failed, .passed, .failed])
    #expect(
      envelopes.stepResults.map(\.message)[1] == "After hook timed out after 0.2 s")
    #expect(envelopes.caseFinishes == 2)
    #expect(await journal.entries == ["quick", "quick"])
  }

  @Test(
    "when the first of two AfterStep hooks runs out of time, the second runs in the fresh worker on the step's world, and the step fails"
  )
  func timedOutAfterStepHookRunsTheNextOne() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.given("a quick step") { world in world.notes.append("quick") }
    // AfterStep hooks run in the reverse of the order they were registered in.
    registry.afterStep { world in await journal.record("second: \(world.notes)") }
    registry.afterStep { _ in await StepTimeLimitTests.neverReturn() }

    let (_, envelopes) = await run(
      [makePickle(steps: ["a quick step", "a quick step"])], registry: registry,
      options: RunOptions(stepTimeLimit: Self.short))

    #expect(envelopes.stepStatuses == [.failed, .skipped])
    #expect(
      envelopes.stepResults.first?.message
        == "AfterStep hook timed out after 0.2 s: a quick step")
    #expect(await journal.entries == [#"second: ["quick"]"#])
  }

  @Test(
    "an attempt with a step that runs out of time is retried: it says it will be, and the next attempt runs with a fresh world"
  )
  func timedOutAttemptIsRetried() async {
    let calls = CallCounter()
    var registry = StepRegistry { TestWorld() }
    registry.given("the feed loads") { world in
      world.notes.append("loaded")
      if calls.next() == 1 { await StepTimeLimitTests.neverReturn() }
    }
    registry.then("the feed is shown") { world in
      guard world.notes == ["loaded"] else { throw StepFailure() }
    }

    let (outcome, envelopes) = await run(
      [makePickle(steps: ["the feed loads", "the feed is shown"])], registry: registry,
      options: RunOptions(retry: 1, stepTimeLimit: Self.short))

    #expect(envelopes.caseStatuses == [.failed, .passed])
    #expect(envelopes.record.attempts.map(\.willBeRetried) == [true, false])
    #expect(envelopes.stepStatuses == [.failed, .skipped, .passed, .passed])
    #expect(
      envelopes.stepResults.first?.message == "step timed out after 0.2 s: the feed loads")
    #expect(outcome.success)
  }

  @Test(
    "a body that attaches and returns after its limit ran out, while the run goes on, adds nothing to any report: what it attached in time stays with its step"
  )
  func lateBodyAddsNothingToTheRun() async {
    let late = LateAttacher()
    var registry = StepRegistry { TestWorld() }
    registry.timeLimit(Self.short) { $0.given("the feed loads") { _ in try await late.body() } }
    registry.given("a quick step") { _ in }
    // Runs in the fresh worker, once the body was left behind: lets the body go on and waits
    // until it attached (under the run's limit, long: however busy the machine, the hook waits
    // for an event and does not time out itself).
    registry.after { _ in await late.letGo() }

    let (_, envelopes) = await run(
      [makePickle(steps: ["the feed loads", "a quick step"])], registry: registry,
      options: RunOptions(stepTimeLimit: .seconds(600)))

    #expect(envelopes.stepStatuses == [.failed, .skipped, .passed])
    #expect(envelopes.attached == [[["in time"], [], []]])
    #expect(envelopes.caseFinishes == 1)
  }

  @Test(
    "what a body left behind attaches before its step ends in the fresh worker is not reported under that step"
  )
  func lateAttachmentMissesItsStep() async {
    let late = LateAttacher()
    var registry = StepRegistry { TestWorld() }
    registry.timeLimit(Self.short) { $0.given("the feed loads") { _ in try await late.body() } }
    // Runs in the fresh worker, in the step that timed out: lets the body go on and waits until
    // it attached, so the late attachment comes before the step's end (under the run's limit,
    // long: the hook waits for an event and does not time out itself).
    registry.afterStep { _ in await late.letGo() }

    let (_, envelopes) = await run(
      [makePickle(steps: ["the feed loads"])], registry: registry,
      options: RunOptions(stepTimeLimit: .seconds(600)))

    #expect(envelopes.stepStatuses == [.failed])
    #expect(envelopes.attached == [[["in time"]]])
  }

  @Test(
    "a worker whose body ran out of time is left behind: the body's late return stops it, and what it publishes is dropped"
  )
  func leftBehindWorkerStops() async {
    var log = RunLog()
    let checks = AsyncStream<Bool>.makeStream()
    let outcome = await StepWorker<TestWorld>.run(&log) { worker in
      let ticket = worker.begin(Self.body(notes: ["before"]))
      // The watchdog's part, by hand: the limit runs out before the body returns.
      worker.expire(ticket)
      let goesOn = worker.end(ticket)
      var sink = worker.publisher
      sink.publish(.meta(.feedSpecs))
      worker.finish(RunOutcome.Ending(status: .passed))
      checks.continuation.yield(goesOn)
      checks.continuation.finish()
    }
    var goesOn: [Bool] = []
    for await check in checks.stream { goesOn.append(check) }

    guard case .timedOut(let body) = outcome else {
      Issue.record("expected a timeout, got \(outcome)")
      return
    }
    #expect(body.progress.world.notes == ["before"])
    #expect(body.error.description == "step timed out after 0.2 s: a step")
    #expect(goesOn == [false])
    #expect(log.envelopes.isEmpty)
  }

  @Test("a worker whose body returned in time goes on: a limit running out after that is ignored")
  func bodyInTimeKeepsTheWorker() async {
    var log = RunLog()
    let outcome = await StepWorker<TestWorld>.run(&log) { worker in
      let ticket = worker.begin(Self.body(notes: []))
      let goesOn = worker.end(ticket)
      worker.expire(ticket)
      var sink = worker.publisher
      sink.publish(.meta(.feedSpecs))
      worker.finish(RunOutcome.Ending(status: goesOn ? .passed : .failed))
    }

    guard case .finished(let ending) = outcome else {
      Issue.record("expected the worker to finish, got \(outcome)")
      return
    }
    #expect(ending.status == .passed)
    #expect(log.envelopes.count == 1)
  }

  /// A body about to run on a world with `notes`.
  private static func body(notes: [String]) -> TimedOutBody<TestWorld> {
    TimedOutBody(
      progress: StepProgress(world: TestWorld(notes: notes)),
      error: StepTimedOut(what: "step", text: "a step", limit: short),
      started: ContinuousClock.now)
  }
}

extension [Envelope] {
  /// What each hook and step of each attempt attached (the bodies), in order.
  fileprivate var attached: [[[String]]] {
    record.attempts.map { $0.steps.map { $0.attachments.map(\.body) } }
  }

  /// How many attempts finished.
  fileprivate var caseFinishes: Int {
    count {
      if case .testCaseFinished = $0 { return true }
      return false
    }
  }
}

/// A step body that attaches "in time", then waits, past its time limit, until the test lets it
/// go on, and attaches "late".
private struct LateAttacher {
  let released = Gate()
  let attached = Gate()

  func body() async throws {
    try attach("in time", mediaType: "text/plain")
    await released.wait()
    try attach("late", mediaType: "text/plain")
    attached.open()
  }

  /// Lets the body go on and returns once it attached late.
  func letGo() async {
    released.open()
    await attached.wait()
  }
}

/// A signal a test gives by hand, once. Waiting for it ignores cancellation: a body its worker
/// left behind (whose task is cancelled) still waits until the test lets it go on.
private final class Gate: @unchecked Sendable {
  private let lock = NSLock()
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Returns once the gate is open (at once if it is).
  func wait() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let open = lock.withLock {
        if !isOpen { waiting.append(continuation) }
        return isOpen
      }
      if open { continuation.resume() }
    }
  }

  /// Opens the gate: every waiter goes on.
  func open() {
    let woken = lock.withLock {
      isOpen = true
      defer { waiting = [] }
      return waiting
    }
    for continuation in woken { continuation.resume() }
  }
}
