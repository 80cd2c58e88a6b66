import Testing

@testable import GherkinCommandLine
@testable import GherkinRunner

@Suite("Hooks")
struct HookTests {
  @Test("before hooks, steps, then after hooks in reverse order")
  func order() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.before { _ in await journal.record("before 1") }
    registry.before { _ in await journal.record("before 2") }
    registry.after { _ in await journal.record("after 1") }
    registry.after { _ in await journal.record("after 2") }
    registry.given("a step") { _ in await journal.record("step") }

    _ = await run([makePickle(steps: ["a step"])], registry: registry)

    #expect(
      await journal.entries == ["before 1", "before 2", "step", "after 2", "after 1"])
  }

  @Test("a failing before hook fails the scenario, skips its steps and still runs after hooks")
  func failingBeforeHook() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.before { _ in throw StepFailure() }
    registry.after { _ in await journal.record("after") }
    registry.given("a step") { _ in await journal.record("step") }

    let (outcome, envelopes) = await run([makePickle(steps: ["a step"])], registry: registry)

    #expect(envelopes.stepStatuses == [.failed, .skipped, .passed])
    #expect(await journal.entries == ["after"])
    #expect(outcome.results.map(\.status) == [.failed])
  }

  @Test("a failing after hook fails a scenario whose steps passed")
  func failingAfterHook() async {
    var registry = StepRegistry { TestWorld() }
    registry.after { _ in throw StepFailure() }
    registry.given("a step") { _ in }

    let (outcome, _) = await run([makePickle(steps: ["a step"])], registry: registry)

    #expect(outcome.results.map(\.status) == [.failed])
  }

  @Test("after hooks run after a failing step")
  func afterHookAfterFailure() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.after { _ in await journal.record("after") }
    registry.given("it breaks") { _ in throw StepFailure() }

    _ = await run([makePickle(steps: ["it breaks"])], registry: registry)

    #expect(await journal.entries == ["after"])
  }

  @Test("a hook with a tag expression runs only for scenarios whose tags match")
  func taggedHook() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.before(tags: "@offline and not @slow") { _ in await journal.record("offline") }
    registry.given("a step") { _ in }

    _ = await run(
      [
        makePickle("a", steps: ["a step"], tags: ["@offline"], line: 3),
        makePickle("b", steps: ["a step"], tags: ["@online"], line: 6),
        makePickle("c", steps: ["a step"], tags: ["@offline", "@slow"], line: 9),
      ], registry: registry)

    #expect(await journal.entries == ["offline"])
  }

  @Test("a hook's world is the one its scenario's steps see")
  func hookSharesWorld() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.before { world in world.notes.append("from hook") }
    registry.given("a step") { world in await journal.record("\(world.notes)") }

    _ = await run([makePickle(steps: ["a step"])], registry: registry)

    #expect(await journal.entries == [#"["from hook"]"#])
  }

  @Test("a malformed hook tag expression is a registration error")
  func malformedHookTags() {
    var registry = StepRegistry { TestWorld() }
    registry.before(tags: "@a and") { _ in }

    #expect(registry.hooks(.beforeTestCase).isEmpty)
    #expect(registry.registrationErrors.count == 1)
  }
}
