import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinReports

@Suite("Cucumber JSON and messages reporters")
struct DocumentReporterTests {
  @Test("Cucumber JSON lists each feature with its scenarios, steps and results")
  func cucumberJSON() async throws {
    let text = await report(with: CucumberJSONFormatter())

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

    let text = await report(with: CucumberJSONFormatter(), registry: registry)

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
    let text = await report(with: MessageWriter())

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
    let text = await report(with: MessageWriter())

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
    let text = await report(with: MessageWriter())

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
    let text = await report(
      with: MessageWriter(), registry: StepRegistry { CacheWorld() })

    let envelopes = text.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let suggestions = envelopes.compactMap { $0["suggestion"] as? [String: Any] }
    let snippets = suggestions.flatMap { $0["snippets"] as? [[String: Any]] ?? [] }

    #expect(!suggestions.isEmpty)
    #expect(suggestions.allSatisfy { ($0["id"] as? String)?.isEmpty == false })
    #expect(!snippets.isEmpty)
    #expect(snippets.allSatisfy { $0["language"] as? String == "swift" })
  }
}
