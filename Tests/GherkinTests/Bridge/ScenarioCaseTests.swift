import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinTesting

@Suite("Swift Testing bridge")
struct ScenarioCaseTests {
  @Test("each scenario and outline row is a case named file.feature:LINE and its name")
  func caseNames() throws {
    let cases = try load()

    #expect(
      cases.map(\.testDescription) == [
        "cache_fixture.feature:4 Fresh cache", "cache_fixture.feature:9 Broken store",
        "cache_fixture.feature:19 Cache of 7 days", "cache_fixture.feature:20 Cache of 8 days",
      ])
  }

  @Test("a case encodes its identity as file:line, so an IDE can re-run that one scenario")
  func encodedIdentity() throws {
    let cases = try load()
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes

    let encoded = try cases.map {
      String(decoding: try encoder.encode(Argument($0)), as: UTF8.self)
    }

    #expect(
      encoded == [
        "\"Bridge/cache_fixture.feature:4\"", "\"Bridge/cache_fixture.feature:9\"",
        "\"Bridge/cache_fixture.feature:19\"", "\"Bridge/cache_fixture.feature:20\"",
      ])
  }

  @Test("GHERKIN_TAGS and GHERKIN_NAME filter the cases as --tags and --name do")
  func environmentFilters() throws {
    let byTag = try load(environment: ["GHERKIN_TAGS": "not @broken"])
    let byName = try load(environment: ["GHERKIN_NAME": "^Cache of 8"])

    #expect(byTag.map(\.line) == [4, 19, 20])
    #expect(byName.map(\.line) == [20])
  }

  @Test("GHERKIN_ORDER orders the cases as --order orders scenarios; a bad value is an error")
  func environmentOrder() throws {
    let defined = try load()
    let reversed = try load(environment: ["GHERKIN_ORDER": "reverse"])

    #expect(defined.count > 1)
    #expect(reversed.map(\.line) == defined.map(\.line).reversed())
    #expect(throws: UsageError.self) { try load(environment: ["GHERKIN_ORDER": "upside-down"]) }
  }

  @Test("GHERKIN_LINES selects one outline row")
  func environmentLines() throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }

    let cases = try Scenarios.load(
      from: directory.url, environment: ["GHERKIN_LINES": "\(directory.path("cache.feature")):19"])

    #expect(cases.map(\.line) == [19])
  }

  @Test(
    "GHERKIN_LINES paths relative to the package or to the features folder select as absolute ones do",
    arguments: ["Features/cache.feature:9", "cache.feature:9"])
  func environmentRelativeLines(argument: String) throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }

    let cases = try Scenarios.load(from: directory.url, environment: ["GHERKIN_LINES": argument])

    #expect(cases.map(\.line) == [9])
  }

  @Test("GHERKIN_LINES runs only the files it names")
  func environmentLinesLimitFiles() throws {
    let directory = try FeatureDirectory([
      "cache.feature": cacheFeature, "other.feature": otherFeature,
    ])
    defer { directory.remove() }

    let cases = try Scenarios.load(
      from: directory.url, environment: ["GHERKIN_LINES": "cache.feature:4 cache.feature:20"])

    #expect(
      cases.map(\.testDescription) == [
        "cache.feature:4 Fresh cache", "cache.feature:20 Cache of 8 days",
      ])
  }

  @Test("an invalid GHERKIN_TAGS is an error, not an empty selection")
  func invalidTags() throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }

    #expect(throws: UsageError.self) {
      try Scenarios.load(from: directory.url, environment: ["GHERKIN_TAGS": "@a and"])
    }
  }

  @Test("a file that does not parse becomes a case at its error line, and the others still load")
  func parseErrorCase() throws {
    let directory = try FeatureDirectory([
      "bad.feature": "Feature: Bad\n  Scenario: x\n    Given a\n  Oops\n",
      "cache.feature": cacheFeature,
    ])
    defer { directory.remove() }

    let cases = try Scenarios.load(from: directory.url, environment: [:])

    #expect(cases.first?.testDescription == "bad.feature:4 (parse error)")
    #expect(cases.count == 5)
  }

  @Test("a @proposed scenario's undefined steps are known issues: it waits, it does not fail")
  func proposedScenarioWaits() async throws {
    let directory = try FeatureDirectory([
      "proposed.feature":
        "Feature: P\n  @proposed\n  Scenario: New\n    Given a new sentence\n    Then it is done\n"
    ])
    defer { directory.remove() }
    let cases = try Scenarios.load(from: directory.url, environment: [:])

    // No withKnownIssue here: an issue recorded as a failure would fail this test.
    await cases[0].run(with: StepRegistry { () })

    #expect(cases.count == 1)
  }

  @Test("a passing scenario records no issue")
  func passingScenario() async throws {
    let cases = try load()

    await cases[0].run(with: makeCacheRegistry())
  }

  @Test("with GHERKIN_RETRY a scenario that passes on a retry records no issue; without, it fails")
  func retriedScenarioRecordsOnlyLastAttempt() async throws {
    let directory = try FeatureDirectory([
      "flaky.feature": "Feature: Flaky\n  Scenario: once\n    Then a step failing once\n"
    ])
    defer { directory.remove() }
    func flakyRegistry() -> StepRegistry<Void> {
      let calls = CallCounter()
      var registry = StepRegistry { () }
      registry.then("a step failing once") { _ in
        if calls.next() == 1 { throw StepFailure() }
      }
      return registry
    }

    let retried = try Scenarios.load(from: directory.url, environment: ["GHERKIN_RETRY": "1"])
    #expect(retried.count == 1, "the scenario's case alone: no warning case for the folder")
    await retried[0].run(with: flakyRegistry())
    let once = try Scenarios.load(from: directory.url, environment: [:])
    await withKnownIssue("expected: without a retry, the step's first failure is the result") {
      await once[0].run(with: flakyRegistry())
    }
  }

  @Test("a failing step records its issue at the feature file's step line")
  func failingStepIssueLocation() async throws {
    let cases = try load()
    let lines = Lines()

    await withKnownIssue(
      "expected: this fixture scenario fails on purpose to prove the issue lands at its step line"
    ) {
      await cases[1].run(with: makeCacheRegistry())
    } matching: { issue in
      lines.add(issue.sourceLocation)
      return true
    }

    #expect(lines.all.map(\.line) == [10])
    #expect(lines.all.first?.fileName == "cache_fixture.feature")
  }

  @Test("a failing #expect inside a step fails that step, at the feature line")
  func expectationFailureIsStepFailure() async throws {
    let cases = try load()
    let lines = Lines()

    await withKnownIssue(
      "expected: this fixture row fails on purpose to prove a failed #expect fails its step"
    ) {
      // 8 days: the step expects 0 images, the row says 5.
      await cases[3].run(with: makeCacheRegistry(usingExpect: true))
    } matching: { issue in
      lines.add(issue.sourceLocation)
      return true
    }

    #expect(lines.all.map(\.line) == [15])
  }

  @Test("an undefined step records an issue with a snippet")
  func undefinedStepIssue() async throws {
    let cases = try load()
    let lines = Lines()

    await withKnownIssue(
      "expected: this fixture scenario has no step definitions on purpose, to prove undefined steps get snippets"
    ) {
      await cases[0].run(with: StepRegistry { () })
    } matching: { issue in
      lines.add(issue.sourceLocation, comment: issue.comments.map(\.rawValue).joined())
      return true
    }

    #expect(lines.all.map(\.line) == [5, 6])
    #expect(lines.comments.first?.contains("registry.given(") == true)
  }

  @Test("GHERKIN_DRY_RUN matches steps without running them, so a failing scenario records nothing")
  func dryRunEnvironment() async throws {
    let cases = try load(environment: ["GHERKIN_DRY_RUN": "1"])

    await cases[1].run(with: makeCacheRegistry())
  }

  @Test("GHERKIN_NO_STRICT does not fail a case on undefined steps, nor passes them silently")
  func noStrictEnvironment() async throws {
    let cases = try load(environment: ["GHERKIN_NO_STRICT": "true"])
    guard case .pickle(let pickle) = cases[0].content else { throw CaseIsNoScenario() }

    let (issues, failed) = await cases[0].stepIssues(running: pickle, with: StepRegistry { () })
    await cases[0].run(with: StepRegistry { () })

    #expect(!failed)
    #expect(issues.map(\.line) == [5, 6])
    #expect(
      issues.allSatisfy {
        $0.knownBecause
          == "Undefined, not passed: tolerated because GHERKIN_NO_STRICT is set"
      })
  }

  @Test("an undefined step's issue explains the slip as the command line does, with no snippet")
  func undefinedStepExplained() async throws {
    let directory = try FeatureDirectory([
      "slip.feature":
        "Feature: S\n  Scenario: Past\n    Given the cache was empty\n    Then it is kept\n"
    ])
    defer { directory.remove() }
    let cases = try Scenarios.load(from: directory.url, environment: [:])
    guard case .pickle(let pickle) = cases[0].content else { throw CaseIsNoScenario() }
    var registry = StepRegistry { () }
    registry.given("the cache is empty") { _ in }
    registry.then("it is kept") { _ in }

    let (issues, failed) = await cases[0].stepIssues(running: pickle, with: registry)

    #expect(failed)
    let text = try #require(issues.first?.text)
    #expect(text.hasPrefix("'the cache was empty' matches no sentence.\n"))
    #expect(text.hasSuffix("\nat slip.feature:3"))
    #expect(
      text.contains(
        "Steps are written in the present tense, as things are at that moment. Write: the cache is empty"
      ))
    #expect(!text.contains("registry.given("), "a slip is corrected, not given a new sentence")
    #expect(issues.first?.knownBecause == nil)
  }

  @Test("GHERKIN_FAIL_FAST: a scenario starting after a failed one does not run its steps")
  func failFastHoldsBackLaterCases() async throws {
    let cases = try load(environment: ["GHERKIN_FAIL_FAST": "1"])
    let spy = StepSpy()

    await withKnownIssue(Self.failsOnPurpose) { await cases[1].run(with: makeCacheRegistry()) }
    await cases[0].run(with: spy.registry())

    #expect(spy.steps.isEmpty)
  }

  @Test("GHERKIN_FAIL_FAST: scenarios run on while none has failed")
  func failFastRunsAfterPasses() async throws {
    let cases = try load(environment: ["GHERKIN_FAIL_FAST": "1"])
    let spy = StepSpy()

    await cases[0].run(with: makeCacheRegistry())
    await cases[0].run(with: spy.registry())

    #expect(spy.steps == ["saved 1 days ago", "displays 2 images"])
  }

  @Test("without GHERKIN_FAIL_FAST a scenario runs after a failed one")
  func noFailFastRunsAfterFailure() async throws {
    let cases = try load()
    let spy = StepSpy()

    await withKnownIssue(Self.failsOnPurpose) { await cases[1].run(with: makeCacheRegistry()) }
    await cases[0].run(with: spy.registry())

    #expect(spy.steps == ["saved 1 days ago", "displays 2 images"])
  }

  @Test("GHERKIN_FAIL_FAST: a failure stops only the cases of the same load")
  func failFastIsPerLoad() async throws {
    let first = try load(environment: ["GHERKIN_FAIL_FAST": "1"])
    let second = try load(environment: ["GHERKIN_FAIL_FAST": "1"])
    let spy = StepSpy()

    await withKnownIssue(Self.failsOnPurpose) { await first[1].run(with: makeCacheRegistry()) }
    await second[0].run(with: spy.registry())

    #expect(spy.steps == ["saved 1 days ago", "displays 2 images"])
  }

  @Test("GHERKIN_FAIL_FAST with GHERKIN_NO_STRICT: an undefined step does not stop later cases")
  func failFastFollowsStrictness() async throws {
    let cases = try load(
      environment: ["GHERKIN_FAIL_FAST": "1", "GHERKIN_NO_STRICT": "1"])
    let spy = StepSpy()

    await cases[1].run(with: StepRegistry { () })
    await cases[0].run(with: spy.registry())

    #expect(spy.steps == ["saved 1 days ago", "displays 2 images"])
  }

  @Test("a failing before hook records an issue at the scenario's line")
  func failingHookIssue() async throws {
    let cases = try load()
    var registry = makeCacheRegistry()
    registry.before { _ in throw StoreFailure() }
    let lines = Lines()

    await withKnownIssue(
      "expected: this fixture's before hook throws on purpose to prove hook failures are reported"
    ) {
      await cases[0].run(with: registry)
    } matching: { issue in
      lines.add(issue.sourceLocation, comment: issue.comments.map(\.rawValue).joined())
      return true
    }

    #expect(lines.all.map(\.line) == [4])
    #expect(lines.comments.first?.contains("before hook") == true)
  }

  @Test("an ambiguous step records an issue at its line naming each definition it matches")
  func ambiguousStepIssue() async throws {
    let directory = try FeatureDirectory([
      "twice.feature": "Feature: Twice\n  Scenario: twice\n    Given a step\n    Then it held\n"
    ])
    defer { directory.remove() }
    var registry = StepRegistry { () }
    registry.given("a step") { _ in }
    registry.given("a {word}", String.self) { _, _ in }
    registry.then("it held") { _ in }
    let cases = try Scenarios.load(from: directory.url, environment: [:])
    let lines = Lines()

    await withKnownIssue("expected: this scenario's step matches two definitions on purpose") {
      await cases[0].run(with: registry)
    } matching: { issue in
      lines.add(issue.sourceLocation, comment: issue.comments.map(\.rawValue).joined())
      return true
    }

    #expect(lines.all.map(\.line) == [3])
    #expect(
      lines.comments.first?.hasPrefix(
        "Ambiguous step at twice.feature:3: a step\nStep \"a step\" matches 2 step definitions:\n  a step ("
      ) == true)
    #expect(lines.comments.first?.contains("\n  a {word} (") == true)
  }

  @Test("a path that does not exist becomes a failing case")
  func missingPath() async throws {
    let cases = try Scenarios.load(
      from: URL(fileURLWithPath: "/nonexistent/Features"), environment: [:])
    let lines = Lines()

    await withKnownIssue(
      "expected: this path does not exist on purpose to prove a missing path fails"
    ) {
      await cases.first?.run(with: makeCacheRegistry())
    } matching: { issue in
      lines.add(issue.sourceLocation, comment: issue.comments.map(\.rawValue).joined())
      return true
    }

    #expect(cases.map(\.testDescription) == ["/nonexistent/Features (cannot load)"])
    #expect(lines.comments.first?.contains("no such file or directory") == true)
  }

  /// The bridge's own fixture (`Tests/GherkinTests/Fixtures/Bridge/cache_fixture.feature`, the
  /// text of `cacheFeature`), never the product's `Features/`: the issues these tests provoke on
  /// purpose name that fixture.
  /// What the fail-fast tests' deliberate failure proves, as the known issue says it.
  private static let failsOnPurpose: Testing.Comment =
    "expected: this fixture scenario fails on purpose to set off fail-fast"

  private func load(environment: [String: String] = [:]) throws -> [ScenarioCase] {
    try Scenarios.load(from: Self.fixtures, environment: environment)
  }

  private static let fixtures = packageRoot.appendingPathComponent(
    "Tests/GherkinTests/Fixtures/Bridge")
}

/// Encodes a case through its test-argument encoding, as Swift Testing does.
private struct Argument: Encodable {
  let scenario: ScenarioCase

  init(_ scenario: ScenarioCase) { self.scenario = scenario }

  func encode(to encoder: any Encoder) throws { try scenario.encodeTestArgument(to: encoder) }
}

/// Records the steps a scenario ran, in order (step bodies may run on any thread).
private final class StepSpy: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var storage: [String] = []

  var steps: [String] { lock.withLock { storage } }

  /// Definitions for `cacheFeature`'s first scenario that only record what ran.
  func registry() -> StepRegistry<Void> {
    var registry = StepRegistry { () }
    registry.given("the cache was saved {int} days ago", Int.self) { _, days in
      self.record("saved \(days) days ago")
    }
    registry.then("the app displays {int} images", Int.self) { _, count in
      self.record("displays \(count) images")
    }
    return registry
  }

  private func record(_ step: String) {
    lock.withLock { storage.append(step) }
  }
}

/// Collects the source locations of matched issues (the matcher is a @Sendable closure).
private final class Lines: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var locations: [SourceLocation] = []
  private var texts: [String] = []

  func add(_ location: SourceLocation?, comment: String = "") {
    lock.withLock {
      if let location { locations.append(location) }
      texts.append(comment)
    }
  }

  var all: [SourceLocation] { lock.withLock { locations } }
  var comments: [String] { lock.withLock { texts } }
}

private let otherFeature = """
  Feature: Other

    Scenario: Elsewhere
      Given the cache was saved 1 days ago
  """

/// A case that holds no scenario where a test needed one.
private struct CaseIsNoScenario: Error {}
