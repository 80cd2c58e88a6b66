import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinReports

/// A live run's record when its reports fold each test case as it finishes (every built-in
/// format): it lets go of each finished test case instead of growing with the run.
@Suite("A live run's record keeps the test cases in flight, not every one that finished")
struct LiveRecordTests {
  /// A feature of an outline of `rows` rows, some passing and some failing, and one undefined
  /// step.
  static func outlineFeature(rows: Int) -> String {
    "Feature: Ages\n\n  Scenario: New\n    Given the frobnicator spins 3 times\n\n"
      + "  Scenario Outline: Cache of <age> days\n    Given the cache was saved <age> days ago\n"
      + "    Then the app displays <count> images\n\n    Examples:\n      | age | count |\n"
      + (1...rows).map { "      | \($0) | \($0 % 3) |\n" }.joined()
  }

  @Test("a run of 200 scenarios with folding reports holds at most about a quarter of its attempts")
  func foldingReportsHoldFewAttempts() async throws {
    let path = Self.heldPath()
    let (code, _, errors) = try await run(rows: 195, ["--format", "held:\(path)"])
    let held = try String(contentsOfFile: path, encoding: .utf8)
    try? FileManager.default.removeItem(atPath: path)
    let counts = held.split(separator: " ").compactMap { Int($0) }

    #expect(code == 1, "\(errors)")
    try #require(counts.count == 2, "\(held)")
    #expect(counts[0] <= 51, "attempts held at once: \(held)")
    #expect(counts[1] <= 51, "pickles held at the end: \(held)")
  }

  @Test("beside a report that reads the whole run, the record keeps all 200 attempts")
  func wholeRunReportKeepsEveryAttempt() async throws {
    let path = Self.heldPath()
    let (code, _, errors) = try await run(
      rows: 195, ["--format", "held:\(path)", "--format", "whole-run:/dev/null"])
    let held = try String(contentsOfFile: path, encoding: .utf8)
    try? FileManager.default.removeItem(atPath: path)

    #expect(code == 1, "\(errors)")
    #expect(held == "200 200", "most attempts held at once, and pickles held at the end")
  }

  @Test(
    "a plugin's check that says nothing of what it reads sees every test case of a run whose reports fold them"
  )
  func checkReadingTheWholeRunSeesEveryTestCase() async throws {
    let path = Self.heldPath()
    let (code, _, errors) = try await run(
      rows: 195, ["--format", "checked:/dev/null"], checkPath: path)
    let seen = try String(contentsOfFile: path, encoding: .utf8)
    try? FileManager.default.removeItem(atPath: path)

    #expect(code == 1, "\(errors)")
    #expect(seen == "200 200", "attempts and finished test cases the check sees")
  }

  @Test("a plugin's check that reads the finished test cases sees each one's digest")
  func checkReadingFinishedTestCasesSeesTheirDigests() async throws {
    let path = Self.heldPath()
    let (code, _, errors) = try await run(
      rows: 195, ["--format", "digests:/dev/null"], checkPath: path)
    let seen = try String(contentsOfFile: path, encoding: .utf8)
    try? FileManager.default.removeItem(atPath: path)
    let counts = seen.split(separator: " ").compactMap { Int($0) }

    #expect(code == 1, "\(errors)")
    try #require(counts.count == 2, "\(seen)")
    #expect(counts[0] <= 51, "attempts the record still holds: \(seen)")
    #expect(counts[1] == 200, "finished test cases' digests: \(seen)")
  }

  @Test(
    "what a record keeps follows the most its readers read",
    arguments: [
      ([], true, false), ([.testCasesInFlight], true, false),
      ([.testCasesInFlight, .finishedTestCases], true, true), ([.finishedTestCases], true, true),
      ([.testCasesInFlight, .wholeRun], false, true),
    ] as [([RecordReading], Bool, Bool)])
  func keepingFollowsReads(reads: [RecordReading], forgets: Bool, digests: Bool) {
    let keeping = RecordKeeping(for: reads)

    #expect(keeping.forgetsFinished == forgets, "\(reads)")
    #expect(keeping.keepsDigests == digests, "\(reads)")
  }

  @Test(
    "the reports of a run with retries and an undefined step are the same whether the record forgets or keeps finished test cases"
  )
  func reportsEqualWholeRecords() async throws {
    let formats = ["pretty", "progress", "summary", "rerun", "junit", "message", "json", "usage"]
    // One folder for both runs: the reports name the feature files by their paths.
    let directory = try Self.features(rows: 60)
    defer { directory.remove() }
    var texts: [[String: String]] = []
    for extra in [[], ["--format", "whole-run:/dev/null"]] {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("live-record-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let requests = formats.flatMap { ["--format", "\($0):\(folder)/\($0)"] }
      let (code, _, errors) = await run(in: directory, ["--retry", "1"] + requests + extra)
      #expect(code == 1, "\(errors)")
      var run: [String: String] = [:]
      for format in formats {
        run[format] = Self.comparable(
          try String(contentsOfFile: "\(folder)/\(format)", encoding: .utf8), format: format)
      }
      texts.append(run)
    }

    for format in formats {
      #expect(texts[0][format] == texts[1][format], "\(format)")
    }
    #expect(texts[0]["rerun"]?.isEmpty == false, "some scenarios fail")
  }

  // MARK: - Helpers

  /// A new file's path for the `held` report.
  private static func heldPath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("live-record-held-\(UUID().uuidString)").path
  }

  /// A report that folds each test case (it reads only those in flight) and writes, at the end,
  /// the most attempts the record held at once and the pickles it still holds.
  private struct HeldCounter: MessageFormatter {
    var reads: RecordReading { .testCasesInFlight }
    private var most = 0

    mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
      most = max(most, record.attempts.count)
      guard case .testRunFinished = envelope else { return "" }
      return "\(most) \(record.pickles.count)"
    }
  }

  /// A report that folds each test case and writes nothing, for a plugin whose check reads the
  /// record.
  private struct Folding: MessageFormatter {
    var reads: RecordReading { .testCasesInFlight }
    func format(_ envelope: Envelope, in record: TestRunRecord) -> String { "" }
  }

  /// A check that writes to `path`, once the run finished, how many attempts and finished test
  /// cases' digests the record holds.
  private static func counting(into path: String) -> @Sendable (TestRunRecord) -> [Diagnostic] {
    { record in
      let counts = "\(record.attempts.count) \(record.finishedTestCases.count)"
      try? counts.write(toFile: path, atomically: false, encoding: .utf8)
      return []
    }
  }

  /// A report that reads the whole run (as a formatter does unless it says otherwise).
  private struct WholeRunReader: MessageFormatter {
    func format(_ envelope: Envelope, in record: TestRunRecord) -> String { "" }
  }

  /// A folder of the outline of `rows` rows and ``cacheFeature``.
  private static func features(rows: Int) throws -> FeatureDirectory {
    try FeatureDirectory([
      "ages.feature": outlineFeature(rows: rows), "cache.feature": cacheFeature,
    ])
  }

  private func run(rows: Int, _ arguments: [String], checkPath: String = "/dev/null") async throws
    -> (Int32, String, String)
  {
    let directory = try Self.features(rows: rows)
    defer { directory.remove() }
    return await run(in: directory, arguments, checkPath: checkPath)
  }

  /// Runs feed-specs on `directory`; the `checked` and `digests` formats' checks write what they
  /// saw to `checkPath`.
  private func run(
    in directory: FeatureDirectory, _ arguments: [String], checkPath: String = "/dev/null"
  ) async -> (Int32, String, String) {
    await runFeedSpecs(
      arguments, defaultPath: directory.url.path, registry: makeCacheRegistry(),
      plugins: [
        ReportPlugin(name: "held") { HeldCounter() },
        ReportPlugin(name: "whole-run") { WholeRunReader() },
        ReportPlugin(name: "checked", check: Self.counting(into: checkPath)) { Folding() },
        ReportPlugin(
          name: "digests", check: Self.counting(into: checkPath), checkReads: .finishedTestCases
        ) { Folding() },
      ])
  }

  /// A report's text without what changes from run to run: durations, times and ids.
  private static func comparable(_ text: String, format: String) -> String {
    guard format != "message" else {
      var normalizer = KitNormalizer()
      return normalizer.normalize(text.split(separator: "\n").map(String.init))
        .joined(separator: "\n")
    }
    if format == "json" {
      // Cucumber JSON's times are members of their own lines.
      return text.split(separator: "\n").filter { line in
        !line.contains("\"start_timestamp\"") && !line.contains("\"duration\"")
      }.joined(separator: "\n")
    }
    if format == "usage" {
      // Its times are members of their own lines, and a step's uses are ordered by time: its
      // lines are compared as a set, with how often each comes.
      let times = ["\"duration\"", "\"median\"", "\"average\"", "\"total\""]
      return text.split(separator: "\n").filter { line in
        !times.contains { line.contains($0) }
      }.sorted().joined(separator: "\n")
    }
    return ReportCommandTests.withoutDurations(text).replacingOccurrences(
      of: #" (time|timestamp)="[^"]*""#, with: "", options: .regularExpression)
  }
}
