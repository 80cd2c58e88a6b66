import Foundation
import GherkinReports
import Testing

@testable import GherkinCommandLine

/// Runs 120 scenarios through the command line with one report file per test and checks the
/// file holds every scenario: reports are built for the whole run, not rewritten per scenario.
@Suite("Report files of a run of many scenarios")
struct ManyScenariosReportTests {
  static let count = 120

  @Test("the JUnit file holds every scenario")
  func junit() async throws {
    let xml = try await reportFile("junit")

    #expect(Self.missing(in: xml, pattern: { "name=\"Scenario \($0)\"" }).isEmpty)
  }

  @Test("the Cucumber JSON file holds every scenario")
  func json() async throws {
    let text = try await reportFile("json")

    #expect(Self.missing(in: text, pattern: { "\"name\": \"Scenario \($0)\"" }).isEmpty)
  }

  @Test("the HTML file holds every scenario")
  func html() async throws {
    let html = try await reportFile("html")

    #expect(Self.missing(in: html, pattern: { "Scenario: Scenario \($0) <span" }).isEmpty)
  }

  @Test("the messages file holds a finished test case for every scenario")
  func messages() async throws {
    let text = try await reportFile("message")

    #expect(text.components(separatedBy: "{\"testCaseFinished\"").count - 1 == Self.count)
  }

  @Test("the pretty file holds every scenario")
  func pretty() async throws {
    let text = try await reportFile("pretty")

    #expect(Self.missing(in: text, pattern: { "Scenario: Scenario \($0) " }).isEmpty)
  }

  @Test("the progress file holds a mark for every step and the total")
  func progress() async throws {
    let text = try await reportFile("progress")

    #expect(text.hasPrefix(String(repeating: ".", count: Self.count) + "\n"))
    #expect(text.contains("\(Self.count) scenarios (\(Self.count) passed)"))
  }

  /// Runs the many-scenario feature with `--format NAME:FILE` and returns the file's text.
  private func reportFile(_ format: String) async throws -> String {
    let directory = try FeatureDirectory(["many.feature": manyScenarios(Self.count)])
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent("report.out").path
    var command = GherkinCommand(
      standardOutput: { _ in }, standardError: { _ in }, isTerminal: false)
    command.wings = [.reports()]

    let code = await command.run(
      arguments: ["feed-specs", directory.path("many.feature"), "--format", "\(format):\(file)"],
      registry: makeCacheRegistry())

    #expect(code == 0)
    return try String(contentsOfFile: file, encoding: .utf8)
  }

  private static func missing(in text: String, pattern: (Int) -> String) -> [Int] {
    (1...count).filter { !text.contains(pattern($0)) }
  }
}
