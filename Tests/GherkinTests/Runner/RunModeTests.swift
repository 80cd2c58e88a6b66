import Testing

@testable import GherkinCommandLine

@Suite("Run modes")
struct RunModeTests {
  @Test("dry run matches steps without running hooks or steps")
  func dryRun() async {
    let journal = Journal()
    var registry = StepRegistry { TestWorld() }
    registry.before { _ in await journal.record("hook") }
    registry.given("a step") { _ in await journal.record("step") }

    let (_, envelopes) = await run(
      [makePickle(steps: ["a step", "nothing defines this"])], registry: registry,
      options: RunOptions(dryRun: true))

    #expect(await journal.entries.isEmpty)
    #expect(envelopes.stepStatuses == [.skipped, .skipped, .undefined])
  }

  @Test("fail-fast stops after the first failing scenario")
  func failFast() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("it breaks") { _ in throw StepFailure() }
    registry.given("it works") { _ in }

    let (outcome, _) = await run(
      [
        makePickle("ok", steps: ["it works"], line: 3),
        makePickle("bad", steps: ["it breaks"], line: 6),
        makePickle("never", steps: ["it works"], line: 9),
      ], registry: registry, options: RunOptions(failFast: true))

    #expect(outcome.results.map(\.pickle.name) == ["ok", "bad"])
    #expect(ExitStatus(outcome).code == 1)
  }

  @Test("without fail-fast every scenario runs after a failure")
  func noFailFast() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("it breaks") { _ in throw StepFailure() }
    registry.given("it works") { _ in }

    let (outcome, _) = await run(
      [
        makePickle("bad", steps: ["it breaks"], line: 3),
        makePickle("ok", steps: ["it works"], line: 6),
      ],
      registry: registry)

    #expect(outcome.results.map(\.status) == [.failed, .passed])
  }

  @Test("a run whose scenarios all pass exits 0")
  func allPassed() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("it works") { _ in }

    let (outcome, _) = await run([makePickle(steps: ["it works"])], registry: registry)

    #expect(ExitStatus(outcome).code == 0)
  }
}
