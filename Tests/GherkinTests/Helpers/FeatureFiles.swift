import Foundation

/// A temporary directory holding feature files, removed by `remove()`.
struct FeatureDirectory {
  let url: URL

  /// Writes `files` (name and text) into a fresh directory named `Features`.
  init(_ files: [String: String]) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("gherkin-tests-\(UUID().uuidString)")
      .appendingPathComponent("Features")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  func remove() {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }
}

/// A feature with a passing scenario, a failing one and an outline whose title has a placeholder.
let cacheFeature = """
  @cache
  Feature: Cache

    Scenario: Fresh cache
      Given the cache was saved 1 days ago
      Then the app displays 2 images

    @broken
    Scenario: Broken store
      Given the store fails
      Then the app displays 0 images

    Scenario Outline: Cache of <age> days
      Given the cache was saved <age> days ago
      Then the app displays <count> images

      Examples:
        | age | count |
        | 7   | 5     |
        | 8   | 5     |
  """

/// A feature with a background, a scenario outside any rule, and two rules: the first with its
/// own background and two scenarios (lines 14 and 17), the second with none (line 22).
let rulesFeature = """
  Feature: Rules

    Background: Saved yesterday
      Given the cache was saved 1 days ago

    Scenario: Plain
      Then the app displays 2 images

    Rule: Fresh caches show images

      Background: Saved again
        Given the cache was saved 2 days ago

      Scenario: Two days
        Then the app displays 2 images

      Scenario: Still fresh
        Then the app displays 2 images

    Rule: Stale caches show nothing

      Scenario: Eight days
        Given the cache was saved 8 days ago
        Then the app displays 5 images
  """

/// A feature file with a syntax error at line 4, column 3.
let badFeature = "Feature: Bad\n  Scenario: x\n    Given a\n  Oops\n"
