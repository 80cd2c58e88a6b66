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
