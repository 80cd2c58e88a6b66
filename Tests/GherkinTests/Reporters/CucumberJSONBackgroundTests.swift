import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinReports

@Suite("Cucumber JSON backgrounds")
struct CucumberJSONBackgroundTests {
  @Test("Cucumber JSON puts one background element before each scenario that ran a background")
  func backgroundElementOrder() async throws {
    let elements = try await jsonElements()

    #expect(
      elements.map { "\($0["type"] as? String ?? "?") \($0["line"] as? Int ?? 0)" } == [
        "background 3", "scenario 6",
        "background 3", "scenario 14",
        "background 3", "scenario 17",
        "background 3", "scenario 22",
      ])
  }

  @Test("a Cucumber JSON background element has its keyword, name, line and steps with results")
  func backgroundElementContent() async throws {
    let background = try #require(try await jsonElements().first)

    #expect(background["keyword"] as? String == "Background")
    #expect(background["name"] as? String == "Saved yesterday")
    #expect(background["description"] as? String == "")
    let steps = try #require(background["steps"] as? [[String: Any]])
    #expect(steps.map { $0["name"] as? String } == ["the cache was saved 1 days ago"])
    #expect(steps.map { $0["line"] as? Int } == [4])
    #expect(steps.map { ($0["result"] as? [String: Any])?["status"] as? String } == ["passed"])
  }

  @Test("a feature's and a rule's backgrounds merge into one element, as Cucumber writes them")
  func ruleBackgroundMerged() async throws {
    let elements = try await jsonElements()

    let merged = elements[2]
    #expect(merged["name"] as? String == "Saved yesterday")
    let steps = try #require(merged["steps"] as? [[String: Any]])
    #expect(
      steps.map { $0["name"] as? String } == [
        "the cache was saved 1 days ago", "the cache was saved 2 days ago",
      ])
    #expect(steps.map { $0["line"] as? Int } == [4, 12])
  }

  @Test("a Cucumber JSON scenario element lists only the scenario's own steps")
  func scenarioOwnSteps() async throws {
    let elements = try await jsonElements()

    let scenarios = elements.filter { $0["type"] as? String == "scenario" }
    #expect(
      scenarios.map { ($0["steps"] as? [[String: Any]])?.compactMap { $0["line"] as? Int } } == [
        [7], [15], [18], [23, 24],
      ])
  }

  @Test("a Cucumber JSON scenario element keeps its id, keyword, name, tags and hooks")
  func scenarioElementFields() async throws {
    var registry = makeCacheRegistry()
    registry.before { _ in }

    let elements = try await jsonElements(registry: registry)

    let scenario = elements[3]
    #expect(scenario["id"] as? String == "rules;fresh-caches-show-images;two-days")
    #expect(scenario["keyword"] as? String == "Scenario")
    #expect(scenario["name"] as? String == "Two days")
    #expect(scenario["type"] as? String == "scenario")
    #expect(scenario["tags"] == nil, "no tags: the member is left out, as Cucumber does")
    #expect((scenario["before"] as? [[String: Any]])?.count == 1)
    #expect(elements[2]["before"] == nil)
  }

  @Test("a failed background step's result is in the background element, the rest skipped")
  func failedBackgroundStep() async throws {
    let feature = """
      Feature: Broken
        Background:
          Given the store fails
        Scenario: Never reached
          Then the app displays 2 images
      """

    let elements = try await jsonElements(sources: [("features/broken.feature", feature)])

    let statuses = elements.map { element in
      (element["steps"] as? [[String: Any]])?.map {
        ($0["result"] as? [String: Any])?["status"] as? String
      }
    }
    #expect(statuses == [["failed"], ["skipped"]])
    #expect(elements.first?["name"] as? String == "")
  }

  // MARK: - Helpers

  private func jsonElements(
    sources: [(uri: String, text: String)] = [("features/rules.feature", rulesFeature)],
    registry: StepRegistry<CacheWorld> = makeCacheRegistry()
  ) async throws -> [[String: Any]] {
    let text = await report(
      with: CucumberJSONFormatter(), sources: sources, registry: registry)
    let features = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    return try #require(features.first?["elements"] as? [[String: Any]])
  }
}
