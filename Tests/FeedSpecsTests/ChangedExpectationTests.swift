import FeedSpecs
import Foundation
import GherkinTesting
import Testing

/// A product owner who changes one expected text sees exactly that scenario fail, at the
/// changed line, with the expected and the actual text.
@Suite("A changed expectation")
struct ChangedExpectationTests {
  @Test("fails exactly its scenario, at its line, saying what was expected and what was shown")
  func changedErrorMessageFailsItsScenario() async throws {
    let folder = try offlineFeatureExpectingAnotherMessage()
    defer { try? FileManager.default.removeItem(at: folder.url) }

    let run = try await SuiteRun.run([folder.url.path])

    #expect(run.failedScenarios == ["feed_offline.feature:56"])
    #expect(run.failedSteps.map(\.line) == [folder.changedLine])
    #expect(
      run.failedSteps.map(\.message) == [
        "expected the error message \"You are offline\" but the app shows "
          + "\"Couldn't connect to server\""
      ])
  }

  @Test("leaves every other scenario of the file passing")
  func otherScenariosStillPass() async throws {
    let folder = try offlineFeatureExpectingAnotherMessage()
    defer { try? FileManager.default.removeItem(at: folder.url) }

    let run = try await SuiteRun.run([folder.url.path])

    #expect(run.outcome.results.filter { $0.status == .passed }.count == 10)
    #expect(run.outcome.results.count == 11)
  }

  @Test("under swift test, records its issue at the changed .feature line")
  func issueRecordedAtFeatureLine() async throws {
    let folder = try offlineFeatureExpectingAnotherMessage()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let cases = try Scenarios.load(from: folder.url, environment: [:])
    let failing = try #require(cases.first { $0.line == 56 })
    let registry = try FeedSpecs.registry()
    let issues = IssueList()

    await withKnownIssue(
      """
      expected: a temporary copy of feed_offline.feature with one expectation changed fails on \
      purpose, to prove the issue lands at the changed line
      """
    ) {
      await failing.run(with: registry)
    } matching: { issue in
      issues.append(line: issue.sourceLocation?.line, text: "\(issue)")
      return true
    }

    #expect(issues.lines == [folder.changedLine])
    #expect(issues.texts.allSatisfy { $0.contains("but the app shows") })
    for passing in cases where passing.line != 56 {
      await passing.run(with: registry)
    }
  }

  @Test("a wrong list of pages says the pages asked for in the table's words, not as URLs")
  func wrongPagesAreNamedInTheScenarioWords() async throws {
    let folder = try copyOfFeature("load_more.feature") { lines in
      let line = try #require(lines.firstIndex { $0.contains("| 10     | Image 25 |") })
      lines[line] = lines[line].replacingOccurrences(of: "Image 25", with: "Image 24")
      return line + 1
    }
    defer { try? FileManager.default.removeItem(at: folder.url) }

    let run = try await SuiteRun.run([folder.url.appendingPathComponent("load_more.feature").path])

    let message = try #require(run.failedSteps.first?.message)
    #expect(
      message.hasSuffix(
        "but it was asked for 10 images from the start, then 10 images after \"Image 10\", "
          + "then 10 images after \"Image 20\", then 10 images after \"Image 25\""))
    #expect(!message.contains("http"))
  }

  @Test("a cache that was not deleted says what the system did with it in plain words")
  func cacheNotDeletedSaysWhatTheSystemDid() async throws {
    let folder = try copyOfFeature("validate_cache.feature") { lines in
      let scenario = try #require(
        lines.firstIndex { $0.contains("Scenario: A cache less than seven days old is kept") })
      let line = try #require(
        lines[scenario...].firstIndex { $0.contains("Then the cache is left as it was") })
      lines[line] = lines[line].replacingOccurrences(
        of: "the cache is left as it was", with: "the system deletes the cache")
      return line + 1
    }
    defer { try? FileManager.default.removeItem(at: folder.url) }

    let run = try await SuiteRun.run([
      folder.url.appendingPathComponent("validate_cache.feature").path
    ])

    #expect(run.failedSteps.map(\.line) == [folder.changedLine])
    #expect(
      run.failedSteps.map(\.message) == [
        "expected the system to delete the cache but it read the cache"
      ])
  }

  /// A copy of feed_offline.feature whose empty-cache scenario expects the error message "You
  /// are offline".
  private func offlineFeatureExpectingAnotherMessage() throws -> (url: URL, changedLine: Int) {
    try copyOfFeature("feed_offline.feature") { lines in
      let scenario = try #require(
        lines.firstIndex { $0.contains("Scenario: An empty cache shows the error message") })
      let line = try #require(
        lines[scenario...].firstIndex { $0.contains("\"Couldn't connect to server\"") })
      lines[line] = lines[line].replacingOccurrences(
        of: "Couldn't connect to server", with: "You are offline")
      return line + 1
    }
  }

  /// Copies a feature file to a new temporary folder after `edit` changed its lines; `edit`
  /// returns the 1-based line it changed.
  private func copyOfFeature(
    _ name: String, edit: (inout [String]) throws -> Int
  ) throws -> (url: URL, changedLine: Int) {
    let source = PackagePaths.features.appendingPathComponent(name)
    var lines = try String(contentsOf: source, encoding: .utf8)
      .components(separatedBy: "\n")
    let changed = try edit(&lines)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("feed-specs-changed-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try lines.joined(separator: "\n").write(
      to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return (folder, changed)
  }
}

/// The issues a known-issue matcher saw (the matcher is synchronous and may run on any thread).
private final class IssueList: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var entries: [(line: Int?, text: String)] = []

  func append(line: Int?, text: String) { lock.withLock { entries.append((line, text)) } }
  var lines: [Int?] { lock.withLock { entries.map(\.line) } }
  var texts: [String] { lock.withLock { entries.map(\.text) } }
}
