import Foundation
import TestSupport
import Testing

@testable import GherkinCommandLine
@testable import GherkinTesting

/// One truth wherever people look: each fixture, a scenario that ends one way, runs through the
/// command line (`GherkinCommand`, in-process unless the row says otherwise), `report` of its
/// message file and the `swift test` bridge; every format of both runs (the summary's counts,
/// pretty's step symbol, progress's character, progress-lines' label, JUnit, the HTML page's
/// badge, Cucumber JSON, the messages) and both exit statuses must say what the fixture's row
/// says, and the bridge must pass, fail or know the issue as the row says.
///
/// Messages and Cucumber JSON keep each step's own result, as Cucumber's tools read it: a waiting
/// proposal's failed step stays `failed` there (``Fixture/recorded``); every report made for
/// people shows it as waiting.
///
/// The failing `#expect` runs through a team's command line as a process of its own
/// (`gherkin-editor-fixture`, whose steps import Swift Testing), as it runs for its users: where
/// no Swift Testing test runs, the step's issue reaches the command line, which fails the step as
/// the bridge does. (In this test process Swift Testing gives every issue to its tests instead.)
@Suite(
  "One status per scenario in the command line, report, the swift test bridge and every format")
struct StatusAgreementTests {
  /// How the `swift test` bridge ends a case.
  enum Bridge: Sendable {
    /// No issue.
    case passes
    /// An issue that fails the test.
    case fails
    /// Issues known and not failing the test (a waiting proposal).
    case known
  }

  /// A scenario that ends one way, and what every place says of it.
  struct Fixture: Sendable, CustomTestStringConvertible {
    var name: String
    /// The scenario's tags line, or empty.
    var tags = ""
    /// The scenario's steps.
    var steps: [String]
    /// The options of the command line's run (`--retry 1`), and the bridge's environment.
    var retry = false
    /// Whether the run is not strict: `--no-strict` for the command line, `GHERKIN_NO_STRICT`
    /// for the bridge.
    var notStrict = false
    /// The status the reports for people show: the summary's count, the HTML badge.
    var shown: String
    /// The scenario's status in the messages and Cucumber JSON: its worst step's.
    var recorded: TestStatus
    /// The symbol among pretty's step lines of the last attempt.
    var icon: Character
    /// The character among progress's.
    var character: Character
    /// progress-lines' label.
    var label: String
    /// Whether the run passes: exit 0, a page headed Passed, no JUnit failure.
    var passes: Bool
    /// How the `swift test` bridge ends it.
    var bridge: Bridge
    /// Whether the command line runs as a process of its own, the team's command line
    /// `gherkin-editor-fixture`, which has the fixture's step (one that records an issue).
    var ownProcess = false

    var testDescription: String { name }
  }

  static let fixtures: [Fixture] = [
    Fixture(
      name: "passed", steps: ["Given a step that passes"], shown: "passed", recorded: .passed,
      icon: "✔", character: ".", label: "PASS", passes: true, bridge: .passes),
    Fixture(
      name: "failed", steps: ["Given a step that fails"], shown: "failed", recorded: .failed,
      icon: "✘", character: "F", label: "FAIL", passes: false, bridge: .fails),
    Fixture(
      name: "pending", steps: ["Given a step that is pending"], shown: "pending",
      recorded: .pending, icon: "■", character: "P", label: "FAIL", passes: false, bridge: .fails),
    Fixture(
      name: "undefined", steps: ["Given a step nobody wrote"], shown: "undefined",
      recorded: .undefined, icon: "■", character: "U", label: "FAIL", passes: false,
      bridge: .fails),
    Fixture(
      name: "pending, not strict", steps: ["Given a step that is pending"], notStrict: true,
      shown: "pending", recorded: .pending, icon: "■", character: "P", label: "PENDING",
      passes: true, bridge: .known),
    Fixture(
      name: "undefined, not strict", steps: ["Given a step nobody wrote"], notStrict: true,
      shown: "undefined", recorded: .undefined, icon: "■", character: "U", label: "UNDEFINED",
      passes: true, bridge: .known),
    Fixture(
      name: "ambiguous", steps: ["Given an ambiguous step"], shown: "ambiguous",
      recorded: .ambiguous, icon: "✘", character: "A", label: "FAIL", passes: false,
      bridge: .fails),
    Fixture(
      name: "a failing hook", tags: "@brokenhook", steps: ["Given a step that passes"],
      shown: "failed", recorded: .failed, icon: "↷", character: "F", label: "FAIL",
      passes: false, bridge: .fails),
    Fixture(
      name: "a failing #expect", steps: ["Given a step whose expectation fails"],
      shown: "failed", recorded: .failed, icon: "✘", character: "F", label: "FAIL",
      passes: false, bridge: .fails, ownProcess: true),
    Fixture(
      name: "a proposal that fails waits", tags: "@proposed", steps: ["Given a step that fails"],
      shown: "waiting", recorded: .failed, icon: "⧗", character: "W", label: "WAIT",
      passes: true, bridge: .known),
    Fixture(
      name: "a proposal that passes", tags: "@proposed", steps: ["Given a step that passes"],
      shown: "passed", recorded: .passed, icon: "✔", character: ".", label: "PASS", passes: true,
      bridge: .passes),
    Fixture(
      name: "a retried scenario that fails, then passes", steps: ["Given a step that fails once"],
      retry: true, shown: "passed", recorded: .passed, icon: "✔", character: ".", label: "PASS",
      passes: true, bridge: .passes),
  ]

  @Test(
    "every format, report and the swift test bridge agree on the scenario and the run",
    arguments: fixtures)
  func agree(_ fixture: Fixture) async throws {
    let directory = try FeatureDirectory(["agreement.feature": Self.feature(fixture)])
    defer { directory.remove() }
    let folder = directory.url.deletingLastPathComponent()

    let run = await Self.commandLine(fixture, folder: folder, directory: directory)
    let report = await runFeedSpecs(
      ["report", folder.appendingPathComponent("run/m.ndjson").path]
        + Self.formats(in: folder.appendingPathComponent("report"), live: false),
      defaultPath: directory.url.path, registry: Self.registry(), plugins: [.scenarioLines])

    #expect(run.code == (fixture.passes ? 0 : 1), "\(run.output)\(run.errors)")
    #expect(report.code == run.code, "\(report.output)\(report.errors)")
    for output in ["run", "report"] {
      let seen = try Seen(folder.appendingPathComponent(output))
      seen.check(fixture, output)
    }
    try await Self.checkBridge(fixture, directory: directory)
  }

  @Test("an undefined step's issue under swift test reads as the command line's explanation")
  func undefinedReadsTheSame() async throws {
    let (text, run) = try await Self.bridgeAndCommandLine("undefined", reading: "p.txt")
    let printed = Set(run.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })

    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "'a step nobody wrote' matches no sentence.", "\(text)")
    #expect(lines.last == "at agreement.feature:4", "\(text)")
    for line in lines.dropLast() {
      #expect(printed.contains(line.trimmingCharacters(in: .whitespaces)), "\(line)")
    }
  }

  @Test("a failed #expect's failure reads the same in the command line and under swift test")
  func failedExpectationReadsTheSame() async throws {
    let failure = "Expectation failed: (shown → 1) == 2\nthe app shows one image"

    let (text, messages) = try await Self.bridgeAndCommandLine(
      "a failing #expect", reading: "m.ndjson")

    let stepMessages = messages.split(separator: "\n").compactMap { line in
      let envelope = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      let finished = envelope?["testStepFinished"] as? [String: Any]
      return (finished?["testStepResult"] as? [String: Any])?["message"] as? String
    }
    #expect(stepMessages == [failure], "\(messages)")
    #expect(
      text == "Failed step at agreement.feature:4: a step whose expectation fails\n\(failure)",
      "\(text)")
  }

  // MARK: - Runs

  /// Runs the fixture `name` through the command line and the bridge: the text of the bridge's
  /// first issue, and the command line's report `file`.
  static func bridgeAndCommandLine(_ name: String, reading file: String) async throws -> (
    issue: String, report: String
  ) {
    let fixture = try #require(fixtures.first { $0.name == name })
    let directory = try FeatureDirectory(["agreement.feature": feature(fixture)])
    defer { directory.remove() }
    let folder = directory.url.deletingLastPathComponent()
    _ = await commandLine(fixture, folder: folder, directory: directory)
    let report = try String(
      contentsOf: folder.appendingPathComponent("run/\(file)"), encoding: .utf8)
    let issue = try #require(try await bridgeIssues(fixture, directory: directory).first?.text)
    return (issue, report)
  }

  /// The fixture's feature file: one scenario at line 3.
  static func feature(_ fixture: Fixture) -> String {
    "Feature: Agreement\n  \(fixture.tags)\n  Scenario: One way\n"
      + fixture.steps.map { "    \($0)\n" }.joined()
  }

  /// `--format NAME:FILE` for every format, each file in `folder`; `live: false` leaves out
  /// progress-lines, which `report` does not make.
  static func formats(in folder: URL, live: Bool = true) -> [String] {
    let formats = [
      ("message", "m.ndjson"), ("summary", "s.txt"), ("pretty", "p.txt"), ("progress", "g.txt"),
      ("junit", "j.xml"), ("html", "h.html"), ("json", "c.json"), ("proposals", "pr.md"),
    ]
    return (formats + (live ? [("progress-lines", "l.txt")] : [])).flatMap { format, file in
      ["--format", "\(format):\(folder.appendingPathComponent(file).path)"]
    }
  }

  /// The command line's run of the fixture, its reports in `folder/run`.
  static func commandLine(_ fixture: Fixture, folder: URL, directory: FeatureDirectory) async -> (
    code: Int32, output: String, errors: String
  ) {
    let arguments =
      [directory.url.path] + (fixture.retry ? ["--retry", "1"] : [])
      + (fixture.notStrict ? ["--no-strict"] : [])
      + formats(in: folder.appendingPathComponent("run"))
    try? FileManager.default.createDirectory(
      at: folder.appendingPathComponent("run"), withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(
      at: folder.appendingPathComponent("report"), withIntermediateDirectories: true)
    guard fixture.ownProcess else {
      return await runFeedSpecs(
        arguments, defaultPath: directory.url.path, registry: registry(),
        plugins: [.scenarioLines])
    }
    do {
      let fixture = try BuiltProducts.executable(named: "gherkin-editor-fixture")
      let (code, output) = try runProcess(fixture.path, arguments)
      return (code, output, "")
    } catch {
      return (-1, "", "\(error)")
    }
  }

  /// The bridge's issues for the fixture's case, and whether it fails.
  static func bridgeIssues(_ fixture: Fixture, directory: FeatureDirectory) async throws
    -> [ScenarioCase.StepIssue]
  {
    try await bridge(fixture, directory: directory).issues
  }

  static func bridge(_ fixture: Fixture, directory: FeatureDirectory) async throws -> (
    issues: [ScenarioCase.StepIssue], failed: Bool
  ) {
    var environment = fixture.retry ? ["GHERKIN_RETRY": "1"] : [:]
    if fixture.notStrict { environment["GHERKIN_NO_STRICT"] = "1" }
    let cases = try Scenarios.load(from: directory.url, environment: environment)
    // The fixtures' scenarios have no Then step, so the folder also has a case for that
    // warning: the scenario's case is the one that runs a pickle.
    for scenario in cases {
      if case .pickle(let pickle) = scenario.content {
        return await scenario.stepIssues(running: pickle, with: registry())
      }
    }
    throw NoScenario()
  }

  static func checkBridge(_ fixture: Fixture, directory: FeatureDirectory) async throws {
    let (issues, failed) = try await bridge(fixture, directory: directory)
    let ended: Bridge =
      failed
      ? .fails
      : issues.isEmpty ? .passes : issues.allSatisfy { $0.knownBecause != nil } ? .known : .fails
    #expect(ended == fixture.bridge, "\(issues.map(\.text))")
    if fixture.notStrict {
      let reason =
        "\(fixture.shown.capitalized), not passed: tolerated because GHERKIN_NO_STRICT is set"
      #expect(issues.map(\.knownBecause) == [reason], "\(issues.map(\.text))")
    }
  }

  /// The steps every fixture uses, made afresh for each run (the step that fails once counts
  /// its own calls).
  static func registry() -> StepRegistry<Void> {
    let calls = Calls()
    var registry = StepRegistry { () }
    registry.given("a step that passes") { _ in }
    registry.given("a step that fails") { _ in
      throw Failure("expected 2 images but the app shows 1")
    }
    registry.given("a step that is pending") { _ in try pending("the store is not written yet") }
    registry.given("an ambiguous step") { _ in }
    registry.given("an ambiguous {word}", String.self) { _, _ in }
    registry.given("a step whose expectation fails") { _ in
      let shown = 1
      #expect(shown == 2, "the app shows one image")
    }
    registry.given("a step that fails once") { _ in
      if calls.next() == 1 { throw Failure("expected the feed but the app shows a spinner") }
    }
    registry.before(tags: "@brokenhook") { _ in throw Failure("the hook cannot open the store") }
    return registry
  }

  /// Counts the calls of the step that fails once; the step may run on any thread.
  final class Calls: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var count = 0

    /// The number of this call, from 1.
    func next() -> Int {
      lock.withLock {
        count += 1
        return count
      }
    }
  }

  struct NoScenario: Error {}

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}

/// What each format of one run says of the fixture's scenario and of the run, read with a small
/// parser per format.
struct Seen {
  var summary: String
  var pretty: String
  var progress: String
  /// progress-lines' text; `report` does not make it.
  var lines: String?
  var junit: String
  var html: String
  var json: Data
  var messages: String
  var proposals: String

  init(_ folder: URL) throws {
    func text(_ name: String) throws -> String {
      try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    summary = try text("s.txt")
    pretty = try text("p.txt")
    progress = try text("g.txt")
    lines = try? text("l.txt")
    junit = try text("j.xml")
    html = try text("h.html")
    json = try Data(contentsOf: folder.appendingPathComponent("c.json"))
    messages = try text("m.ndjson")
    proposals = try text("pr.md")
  }

  /// Checks every format against `fixture`; `output` names the run (`run` or `report`).
  func check(_ fixture: StatusAgreementTests.Fixture, _ output: String) {
    let context = "\(fixture.name), \(output)"
    #expect(countedStatus(summary) == fixture.shown, "\(context): \(summary)")
    #expect(countedStatus(pretty) == fixture.shown, "\(context): \(pretty)")
    #expect(countedStatus(progress) == fixture.shown, "\(context): \(progress)")
    #expect(prettyIcons.contains(fixture.icon), "\(context): \(pretty)")
    #expect(progressCharacters.contains(fixture.character), "\(context): \(progress)")
    if let lines { #expect(label(lines) == fixture.label, "\(context): \(lines)") }
    #expect(junitStatus == junitExpected(fixture), "\(context): \(junit)")
    #expect(htmlBadge == fixture.shown, "\(context): \(html)")
    #expect(jsonStatus == fixture.recorded, "\(context): \(String(decoding: json, as: UTF8.self))")
    #expect(messageStatus == fixture.recorded, "\(context): \(messages)")
    // The run's verdict.
    #expect(
      htmlVerdict.hasPrefix(fixture.passes ? "Passed" : "Failed"), "\(context): \(htmlVerdict)")
    #expect(junitFailures == (fixture.passes ? 0 : 1), "\(context): \(junit)")
    if fixture.shown == "waiting" {
      #expect(!prettyIcons.contains("✘") && !progressCharacters.contains("F"), "\(context)")
      #expect(htmlVerdict == "Passed · 1 proposal waiting", "\(context)")
      // What the app does instead, in the failed step's own words.
      let instead = "the app does otherwise: expected 2 images but the app shows 1."
      #expect(summary.contains(instead), "\(context): \(summary)")
      #expect(proposals.contains(instead), "\(context): \(proposals)")
    }
    if fixture.notStrict {
      #expect(htmlVerdict == "Passed · 1 \(fixture.shown)", "\(context)")
      if let lines {
        // The closing line (the fixtures' missing Then step is counted after it).
        let closing = lines.split(separator: "\n").last ?? ""
        #expect(
          closing.hasPrefix("0 passed, 0 failed, 1 \(fixture.shown),"), "\(context): \(lines)")
      }
    }
  }

  /// The status word of `1 scenario (1 WORD)`.
  func countedStatus(_ text: String) -> String? {
    let line = text.split(separator: "\n").first { $0.hasPrefix("1 scenario (1 ") }
    return line.map {
      String($0.dropFirst("1 scenario (1 ".count).prefix { $0 != ")" && $0 != "," })
    }
  }

  /// The symbols of pretty's step lines after the last scenario line.
  var prettyIcons: Set<Character> {
    let all = pretty.split(separator: "\n", omittingEmptySubsequences: false)
    guard let last = all.lastIndex(where: { $0.contains("Scenario: One way") }) else { return [] }
    let block = all[(last + 1)...].prefix { $0.isEmpty || $0.hasPrefix(" ") }
    return Set(
      block.compactMap { $0.trimmingCharacters(in: .whitespaces).first }.filter {
        "✔✘■↷⧗".contains($0)
      })
  }

  /// The characters of progress's first line.
  var progressCharacters: Set<Character> {
    Set(progress.split(separator: "\n").first.map(Array.init) ?? [])
  }

  /// progress-lines' label of the scenario.
  func label(_ lines: String) -> String? {
    lines.split(separator: "\n").first { $0.contains("agreement.feature:3") }
      .map { String($0.prefix { $0 != " " }) }
  }

  /// `passed`, `waiting` (skipped as a proposal), `skipped` or `failure`.
  var junitStatus: String {
    if junit.contains("<skipped message=\"proposed") { return "waiting" }
    if junit.contains("<failure") { return "failure" }
    return junit.contains("<skipped") ? "skipped" : "passed"
  }

  /// What JUnit says of the fixture's scenario: as Cucumber's, a pending or undefined one is
  /// skipped, not failed, when the run is not strict.
  func junitExpected(_ fixture: StatusAgreementTests.Fixture) -> String {
    if fixture.notStrict { return "skipped" }
    return ["passed", "waiting"].contains(fixture.shown) ? fixture.shown : "failure"
  }

  /// JUnit's failures and errors.
  var junitFailures: Int? {
    func count(_ name: String) -> Int? {
      guard let start = junit.range(of: "\(name)=\"") else { return nil }
      return Int(junit[start.upperBound...].prefix { $0 != "\"" })
    }
    return count("failures").flatMap { failures in count("errors").map { failures + $0 } }
  }

  /// The badge word of the scenario on the HTML page.
  var htmlBadge: String? {
    guard let end = html.range(of: "</span> Scenario: One way") else { return nil }
    let before = html[..<end.lowerBound]
    guard let open = before.range(of: ">", options: .backwards) else { return nil }
    return String(before[open.upperBound...])
  }

  /// The page's verdict line.
  var htmlVerdict: String {
    guard let start = html.range(of: "<p class=\"verdict\">"),
      let end = html[start.upperBound...].range(of: "</p>")
    else { return "" }
    return String(html[start.upperBound..<end.lowerBound])
  }

  /// The worst step or hook status of the last element of the Cucumber JSON.
  var jsonStatus: TestStatus? {
    guard let features = try? JSONSerialization.jsonObject(with: json) as? [[String: Any]],
      let element = (features.last?["elements"] as? [[String: Any]])?.last
    else { return nil }
    let runs = ["before", "steps", "after"].flatMap { element[$0] as? [[String: Any]] ?? [] }
    return runs.compactMap { ($0["result"] as? [String: Any])?["status"] as? String }
      .compactMap { TestStatus(rawValue: $0.uppercased()) }.max()
  }

  /// The worst step or hook status of the last test case attempt in the messages.
  var messageStatus: TestStatus? {
    let envelopes = messages.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let last = envelopes.compactMap { ($0["testCaseStarted"] as? [String: Any])?["id"] as? String }
      .last
    return envelopes.compactMap { $0["testStepFinished"] as? [String: Any] }
      .filter { $0["testCaseStartedId"] as? String == last }
      .compactMap { ($0["testStepResult"] as? [String: Any])?["status"] as? String }
      .compactMap { TestStatus(rawValue: $0) }.max()
  }
}
