import Testing

@testable import GherkinCommandLine
@testable import GherkinRunner

@Suite("BeforeStep and AfterStep hooks")
struct StepHookTests {
  @Test("step hooks run around every step, AfterStep hooks in reverse order, and add no test steps")
  func aroundEveryStep() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.beforeStep { _ in await journal.record("before step") }
    registry.afterStep { _ in await journal.record("after step 1") }
    registry.afterStep { _ in await journal.record("after step 2") }
    registry.given("a step") { _ in await journal.record("a step") }
    registry.given("another step") { _ in await journal.record("another step") }

    let (outcome, envelopes) = await run(
      [makePickle(steps: ["a step", "another step"])], registry: registry)

    #expect(
      await journal.entries == [
        "before step", "a step", "after step 2", "after step 1",
        "before step", "another step", "after step 2", "after step 1",
      ])
    #expect(envelopes.stepStatuses == [.passed, .passed])
    #expect(outcome.results.map(\.status) == [.passed])
  }

  @Test("step hooks share the scenario's world with its steps")
  func sharesWorld() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.beforeStep { world in world.notes.append("before step") }
    registry.afterStep { world in await journal.record("\(world.notes)") }
    registry.given("a step") { world in world.notes.append("step") }

    _ = await run([makePickle(steps: ["a step"])], registry: registry)

    #expect(await journal.entries == [#"["before step", "step"]"#])
  }

  @Test("a failing AfterStep hook fails its step and scenario, and later steps are skipped")
  func failingAfterStep() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.afterStep { _ in throw StepFailure() }
    registry.given("a step") { _ in await journal.record("a step") }

    let (outcome, envelopes) = await run(
      [makePickle(steps: ["a step", "a step"])], registry: registry)

    #expect(await journal.entries == ["a step"])
    #expect(envelopes.stepStatuses == [.failed, .skipped])
    #expect(envelopes.stepResults.first?.message == "step blew up")
    #expect(outcome.results.map(\.status) == [.failed])
    #expect(!outcome.success)
  }

  @Test("a failing BeforeStep hook keeps its step from running; AfterStep hooks still run")
  func failingBeforeStep() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.beforeStep { _ in throw StepFailure() }
    registry.afterStep { _ in await journal.record("after step") }
    registry.given("a step") { _ in await journal.record("a step") }

    let (outcome, envelopes) = await run([makePickle(steps: ["a step"])], registry: registry)

    #expect(await journal.entries == ["after step"])
    #expect(envelopes.stepStatuses == [.failed])
    #expect(outcome.results.map(\.status) == [.failed])
  }

  @Test("a failing step keeps its own error when its AfterStep hook passes")
  func stepErrorKept() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.afterStep { _ in await journal.record("after step") }
    registry.given("it breaks") { _ in throw StepFailure() }

    let (_, envelopes) = await run([makePickle(steps: ["it breaks"])], registry: registry)

    #expect(await journal.entries == ["after step"])
    #expect(envelopes.stepStatuses == [.failed])
    #expect(envelopes.stepResults.first?.message == "step blew up")
  }

  @Test("step hooks with a tag expression run only in scenarios whose tags match")
  func tagLimited() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.beforeStep(tags: "@offline") { _ in await journal.record("before step") }
    registry.afterStep(tags: "not @offline") { _ in await journal.record("after step") }
    registry.given("a step") { _ in }

    _ = await run(
      [
        makePickle("a", steps: ["a step"], tags: ["@offline"], line: 3),
        makePickle("b", steps: ["a step", "a step"], tags: ["@online"], line: 6),
      ], registry: registry)

    #expect(await journal.entries == ["before step", "after step", "after step"])
  }

  @Test("step hooks do not run for steps skipped after a failure, nor for undefined steps")
  func notForSkippedSteps() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.beforeStep { _ in await journal.record("before step") }
    registry.afterStep { _ in await journal.record("after step") }
    registry.given("it breaks") { _ in throw StepFailure() }
    registry.given("a step") { _ in await journal.record("a step") }

    let (_, envelopes) = await run(
      [makePickle(steps: ["it breaks", "a step", "nobody wrote this"])], registry: registry)

    #expect(await journal.entries == ["before step", "after step"])
    #expect(envelopes.stepStatuses == [.failed, .skipped, .undefined])
  }

  @Test("step hooks do not run in a dry run")
  func notInDryRun() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.beforeStep { _ in await journal.record("before step") }
    registry.afterStep { _ in await journal.record("after step") }
    registry.given("a step") { _ in }

    let (_, envelopes) = await run(
      [makePickle(steps: ["a step"])], registry: registry, options: RunOptions(dryRun: true))

    #expect(await journal.entries.isEmpty)
    #expect(envelopes.stepStatuses == [.skipped])
  }

  @Test("a BeforeStep hook that skips skips its step and the rest of the scenario")
  func skippingBeforeStep() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.beforeStep { _ in try skip("not today") }
    registry.given("a step") { _ in await journal.record("a step") }

    let (outcome, envelopes) = await run(
      [makePickle(steps: ["a step", "a step"])], registry: registry)

    #expect(await journal.entries.isEmpty)
    #expect(envelopes.stepStatuses == [.skipped, .skipped])
    #expect(outcome.results.map(\.status) == [.skipped])
  }

  @Test("step hooks are announced as hooks of the BEFORE_TEST_STEP and AFTER_TEST_STEP types")
  func announced() async {
    var registry = StepRegistry { TestWorld() }
    registry.beforeStep(name: "look around") { _ in }
    registry.afterStep(tags: "@ui") { _ in }

    let (_, envelopes) = await run([makePickle(steps: [])], registry: registry)

    let hooks = envelopes.compactMap { envelope -> Messages.Hook? in
      if case .hook(let hook) = envelope { return hook }
      return nil
    }
    #expect(hooks.map(\.type?.rawValue) == ["BEFORE_TEST_STEP", "AFTER_TEST_STEP"])
    #expect(hooks.map(\.name) == ["look around", nil])
    #expect(hooks.map(\.tagExpression) == [nil, "@ui"])
  }

  @Test("a step hook with a malformed tag expression is a registration error")
  func malformedTags() {
    var registry = StepRegistry { TestWorld() }
    registry.beforeStep(tags: "@a or") { _ in }
    registry.afterStep(tags: "(@b") { _ in }

    #expect(registry.hooks(.beforeTestStep).isEmpty)
    #expect(registry.hooks(.afterTestStep).isEmpty)
    #expect(registry.registrationErrors.count == 2)
  }
}
