import Foundation
import TestSupport
import Testing

/// A team's command line (`gherkin-editor-fixture`, whose steps import Swift Testing) run as a
/// process of its own, where no Swift Testing test runs: an issue a step records (`#expect`,
/// `Issue.record`) fails that step in every report and in the exit status, as under `swift test`.
@Suite("The command line fails a step that records a Swift Testing issue")
struct SwiftTestingIssueCommandLineTests {
  @Test("a failed #expect fails its step at its line with the expression's text; the run exits 1")
  func failedExpectation() throws {
    let run = try Run(steps: [
      "Given a count of 1", "Then a step whose expectation fails", "And the count is 1",
    ])
    defer { run.remove() }

    #expect(run.code == 1, "\(run.output)")
    #expect(run.shows("✘ Then a step whose expectation fails"), "\(run.output)")
    #expect(run.shows("Expectation failed: (shown → 1) == 2"), "\(run.output)")
    #expect(run.shows("the app shows one image"), "\(run.output)")
    #expect(run.lines.contains { $0.hasPrefix("at ") && $0.hasSuffix("issues.feature:5") })
    #expect(run.shows("↷ And the count is 1"), "\(run.output)")
    #expect(run.lines.contains { $0.hasPrefix("1 scenario (1 failed)") }, "\(run.output)")
  }

  @Test("Issue.record fails its step with Swift Testing's sentence and the comment")
  func recordedIssue() throws {
    let run = try Run(steps: ["Then an issue is recorded"])
    defer { run.remove() }

    #expect(run.code == 1, "\(run.output)")
    #expect(try run.failedStepMessages() == ["Issue recorded\nthe feed is stale"])
  }

  @Test("JUnit and the messages say failed, and report of the messages fails the run too")
  func reportsSayFailed() throws {
    let run = try Run(steps: ["Then a step whose expectation fails"])
    defer { run.remove() }

    #expect(
      try run.failedStepMessages() == [
        "Expectation failed: (shown → 1) == 2\nthe app shows one image"
      ]
    )
    let junit = try String(contentsOf: run.file("j.xml"), encoding: .utf8)
    #expect(junit.contains("failures=\"1\"") && junit.contains("<failure"), "\(junit)")
    #expect(junit.contains("Expectation failed: (shown → 1) == 2"), "\(junit)")
    let report = try runProcess(
      try Run.fixture(), ["report", run.file("m.ndjson").path, "--format", "summary"])
    #expect(report.0 == 1, "\(report.1)")
    #expect(report.1.contains("1 scenario (1 failed)"), "\(report.1)")
  }

  @Test("a known issue (withKnownIssue) is not a failure")
  func knownIssue() throws {
    let run = try Run(steps: ["Then an expectation fails as a known issue"])
    defer { run.remove() }

    #expect(run.code == 0, "\(run.output)")
    #expect(run.lines.contains { $0.hasPrefix("1 scenario (1 passed)") }, "\(run.output)")
  }

  @Test("a warning leaves its step passed and is written into the step's report")
  func warning() throws {
    let run = try Run(steps: ["Then a warning is recorded"])
    defer { run.remove() }

    #expect(run.code == 0, "\(run.output)")
    #expect(run.shows("✔ Then a warning is recorded"), "\(run.output)")
    #expect(run.shows("Swift Testing warning: Issue recorded"), "\(run.output)")
    let messages = try String(contentsOf: run.file("m.ndjson"), encoding: .utf8)
    #expect(messages.contains("Swift Testing warning: Issue recorded"), "\(messages)")
  }

  @Test("an issue recorded in a detached task fails the run, saying where it was recorded")
  func detachedTask() throws {
    let run = try Run(steps: ["Then an expectation fails in a detached task"])
    defer { run.remove() }

    #expect(run.code == 1, "\(run.output)")
    #expect(
      run.lines.contains {
        $0.hasPrefix("1 scenario (1 passed)") && $0.hasSuffix("1 issue recorded outside a step")
      }, "\(run.output)")
    let problem = run.output.components(separatedBy: "Swift Testing recorded an issue").last ?? ""
    #expect(problem.contains("while no hook or step was running"), "\(run.output)")
    #expect(problem.contains("SwiftTestingSteps.swift:"), "\(run.output)")
    #expect(problem.contains("Expectation failed: loaded\nthe detached load"), "\(run.output)")
    let messages = try String(contentsOf: run.file("m.ndjson"), encoding: .utf8)
    #expect(messages.contains("\"success\":false"), "\(messages)")
  }

  @Test("an issue recorded by a task after its step ended fails the run, not a later step")
  func taskOutlivingItsStep() throws {
    let run = try Run(steps: [
      "When a step leaves a task running", "Then a later step lets that task record an issue",
    ])
    defer { run.remove() }

    #expect(run.code == 1, "\(run.output)")
    #expect(run.shows("✔ Then a later step lets that task record an issue"), "\(run.output)")
    #expect(
      run.lines.contains {
        $0.hasPrefix("1 scenario (1 passed)") && $0.hasSuffix("1 issue recorded outside a step")
      }, "\(run.output)")
    #expect(run.output.contains("recorded after its step ended"), "\(run.output)")
  }

  @Test("an issue recorded in a Before hook fails the hook and skips the scenario's steps")
  func hook() throws {
    let run = try Run(tags: "@issueinhook", steps: ["Given a count of 1", "Then the count is 1"])
    defer { run.remove() }

    #expect(run.code == 1, "\(run.output)")
    #expect(run.shows("the hook cannot open the store"), "\(run.output)")
    #expect(run.shows("↷ Given a count of 1"), "\(run.output)")
  }

  @Test("a failed #require fails its step once, with the expectation's text")
  func failedRequirement() throws {
    let run = try Run(steps: ["Then a value is required"])
    defer { run.remove() }

    #expect(run.code == 1, "\(run.output)")
    #expect(try run.failedStepMessages() == ["Expectation failed: value → nil"])
  }

  @Test("an issue recorded while the registry is made is reported, and steps' issues still fail")
  func issueWhileMakingTheRegistry() throws {
    let run = try Run(
      steps: ["Then a step whose expectation fails"],
      arguments: ["--issue-while-building", "yes"])
    defer { run.remove() }

    #expect(run.output.contains("recorded while the registry is made"), "\(run.output)")
    #expect(run.code == 1, "\(run.output)")
    #expect(run.shows("✘ Then a step whose expectation fails"), "\(run.output)")
    #expect(run.shows("Expectation failed: (shown → 1) == 2"), "\(run.output)")
  }

  @Test("Swift Testing 6.3 is loaded and the handler installed: no warning that issues are unseen")
  func noUnseenIssuesWarning() throws {
    let run = try Run(steps: ["Then an issue is recorded"])
    defer { run.remove() }

    #expect(!run.output.contains("cannot see the Swift Testing issues"), "\(run.output)")
  }

  /// One run of the fixture on a feature of one scenario (its steps from line 4), with pretty on
  /// standard output, and the messages and JUnit in files beside the feature's folder.
  struct Run {
    var code: Int32
    var output: String
    var folder: URL

    /// The built team's command line.
    static func fixture() throws -> String {
      try BuiltProducts.executable(named: "gherkin-editor-fixture").path
    }

    init(tags: String = "", steps: [String], arguments: [String] = []) throws {
      let directory = try FeatureDirectory([
        "issues.feature":
          "Feature: Issues\n  \(tags)\n  Scenario: One\n" + steps.map { "    \($0)\n" }.joined()
      ])
      folder = directory.url.deletingLastPathComponent()
      (code, output) = try runProcess(
        try Self.fixture(),
        [
          directory.url.path, "--format", "pretty", "--format",
          "message:\(folder.appendingPathComponent("m.ndjson").path)", "--format",
          "junit:\(folder.appendingPathComponent("j.xml").path)",
        ] + arguments)
    }

    func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Whether a line of the output reads `text`, followed by nothing or by its source.
    func shows(_ text: String) -> Bool {
      lines.contains { $0 == text || $0.hasPrefix(text + " ") }
    }

    /// The lines of the output, without their indentation.
    var lines: [String] {
      output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The messages of the failed steps in the message file.
    func failedStepMessages() throws -> [String] {
      try String(contentsOf: file("m.ndjson"), encoding: .utf8).split(separator: "\n")
        .compactMap { line in
          let envelope = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
          let finished = envelope?["testStepFinished"] as? [String: Any]
          let result = finished?["testStepResult"] as? [String: Any]
          guard result?["status"] as? String == "FAILED" else { return nil }
          return result?["message"] as? String
        }
    }
  }
}
