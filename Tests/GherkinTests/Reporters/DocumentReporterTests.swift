import Foundation
import Testing

@testable import Gherkin

@Suite("Cucumber JSON, messages and HTML reporters")
struct DocumentReporterTests {
  @Test("Cucumber JSON lists each feature with its scenarios, steps and results")
  func cucumberJSON() async throws {
    let text = await report(with: CucumberJSONReporter())

    let features = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    let elements = try #require(features.first?["elements"] as? [[String: Any]])
    let steps = try #require(elements[1]["steps"] as? [[String: Any]])
    #expect(features.first?["uri"] as? String == "features/cache.feature")
    #expect(elements.map { $0["line"] as? Int } == [4, 9, 19, 20])
    #expect(
      steps.map { ($0["result"] as? [String: Any])?["status"] as? String } == ["failed", "skipped"])
    #expect(steps.first?["keyword"] as? String == "Given ")
  }

  @Test("Cucumber JSON reports hooks with their location and result")
  func cucumberJSONHooks() async throws {
    var registry = makeCacheRegistry()
    registry.before { _ in }
    registry.after { _ in throw StoreFailure() }

    let text = await report(with: CucumberJSONReporter(), registry: registry)

    let features = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    let scenario = try #require((features.first?["elements"] as? [[String: Any]])?.first)
    let before = try #require((scenario["before"] as? [[String: Any]])?.first)
    let after = try #require((scenario["after"] as? [[String: Any]])?.first)
    #expect((before["result"] as? [String: Any])?["status"] as? String == "passed")
    #expect((after["result"] as? [String: Any])?["error_message"] as? String == "the store failed")
    #expect(
      ((before["match"] as? [String: Any])?["location"] as? String)?.hasPrefix(
        "GherkinTests/DocumentReporterTests.swift:") == true)
  }

  @Test("messages are one JSON envelope per line, in Cucumber's order")
  func messagesOrder() async throws {
    let text = await report(with: MessagesReporter())

    let kinds = try text.split(separator: "\n").map { line in
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return try #require(object.keys.first)
    }
    var collapsed: [String] = []
    for kind in kinds where collapsed.last != kind { collapsed.append(kind) }
    #expect(
      Array(collapsed.prefix(9)) == [
        "meta", "source", "gherkinDocument", "pickle", "stepDefinition", "testRunStarted",
        "testCase", "testCaseStarted", "testStepStarted",
      ])
    #expect(kinds.last == "testRunFinished")
    #expect(kinds.filter { $0 == "testCaseFinished" }.count == 4)
  }

  @Test("a testStepFinished message carries the status in upper case and the error message")
  func messagesResult() async throws {
    let text = await report(with: MessagesReporter())

    let results = try text.split(separator: "\n").compactMap { line in
      if case .testStepFinished(let finished) = try Envelope(ndjsonLine: line) {
        return finished.testStepResult
      }
      return nil
    }
    #expect(results.contains { $0.status == .failed && $0.message == "the store failed" })
  }

  @Test("a testCase message carries each step's matched arguments, as Cucumber's groups")
  func messagesArguments() async throws {
    let text = await report(with: MessagesReporter())

    let arguments = try text.split(separator: "\n").flatMap { line in
      guard case .testCase(let testCase) = try Envelope(ndjsonLine: line) else {
        return [Messages.StepMatchArgument]()
      }
      return testCase.testSteps.flatMap {
        ($0.stepMatchArgumentsLists ?? []).flatMap(\.stepMatchArguments)
      }
    }
    #expect(
      arguments.contains(
        Messages.StepMatchArgument(
          group: Messages.Group(start: 20, value: "1"), parameterTypeName: "int")))
  }

  @Test("an undefined step gets a suggestion message with its Swift snippet")
  func messagesSuggestion() async {
    let text = await report(with: MessagesReporter(), registry: StepRegistry { CacheWorld() })

    #expect(text.contains(#"{"suggestion":{"id":"#))
    #expect(text.contains(#""language":"swift""#))
  }

  @Test("HTML escapes every text from features and errors")
  func htmlEscapes() async {
    let feature =
      "Feature: <b>bold</b>\n  Scenario: 1 < 2 & \"quotes\"\n    Given <script>x</script>\n"

    let html = await report(with: HTMLReporter(), sources: [("features/x.feature", feature)])

    #expect(html.contains("&lt;b&gt;bold&lt;/b&gt;"))
    #expect(html.contains("1 &lt; 2 &amp; &quot;quotes&quot;"))
    #expect(!html.contains("<script>"))
  }

  @Test("HTML is self-contained: inline CSS, no scripts, no external links")
  func htmlSelfContained() async {
    let html = await report(with: HTMLReporter())

    #expect(html.contains("<style>"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("src="))
    #expect(!html.contains("<link"))
  }

  @Test(
    "HTML renders in headless Chromium (needs chromium)",
    .enabled(
      if: executable(named: "chromium") != nil,
      "chromium is not installed (apt-get install -y chromium): rendering not checked"))
  func htmlRenders() async throws {
    let chromium = try #require(executable(named: "chromium"))
    let html = await report(with: HTMLReporter())
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("html-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("report.html")
    let shot = directory.appendingPathComponent("report.png")
    try html.write(to: page, atomically: true, encoding: .utf8)

    let (status, output) = try runProcess(
      chromium,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1200,900",
        "--screenshot=\(shot.path)", page.absoluteString,
      ])

    let size = (try? FileManager.default.attributesOfItem(atPath: shot.path)[.size] as? Int) ?? 0
    #expect(status == 0, "\(output)")
    #expect(size > 10_000)
  }
}
