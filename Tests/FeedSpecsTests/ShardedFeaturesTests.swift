import FeedSpecs
import Foundation
import GherkinReports
import TestSupport
import Testing

@testable import GherkinCommandLine

/// Features/ run whole and split into three shards whose message files are joined by
/// `feed-specs report`: the same scenarios, verdict and JUnit test cases either way.
@Suite("Features/ split into shards")
struct ShardedFeaturesTests {
  @Test("three shards joined equal the whole run: scenarios, verdict and JUnit test cases")
  func shardsEqualWholeRun() async throws {
    let runs = try await ShardRuns.made.value
    let reports = try await ShardReports.made.value

    let wholeCases = try Self.testCases(reports.path("whole.xml"))
    #expect(wholeCases.count > 50)
    #expect(try Self.testCases(reports.path("joined.xml")) == wholeCases)
    #expect(reports.wholeCode == runs.wholeCode)
    #expect(reports.joinedCode == runs.wholeCode)
    #expect(Set(try Self.shardSizes(runs.parts)).count <= 2, "round-robin deals nearly equal parts")
  }

  @Test(
    "three shards joined list the JUnit test cases and the HTML page's scenarios in the whole run's order, the files' order"
  )
  func shardsJoinedKeepTheWholeRunsOrder() async throws {
    let reports = try await ShardReports.made.value

    /// The lines of the report `name` that start with `prefix`, in order, without durations.
    func listed(_ name: String, _ prefix: String) throws -> [String] {
      try String(contentsOfFile: reports.path(name), encoding: .utf8).split(separator: "\n")
        .filter { $0.hasPrefix(prefix) }
        .map {
          $0.replacingOccurrences(of: #" time="[^"]*""#, with: "", options: .regularExpression)
        }
    }
    let whole = try listed("whole.xml", "<testcase classname=")
    #expect(whole.count > 50)
    #expect(try listed("joined.xml", "<testcase classname=") == whole)
    let scenarios = try listed("whole.html", "<article class=\"scenario ")
    #expect(scenarios.count == whole.count)
    #expect(try listed("joined.html", "<article class=\"scenario ") == scenarios)
  }

  @Test(
    "the JUnit report of Features/ is valid against Jenkins' JUnit schema",
    .enabled(
      if: Self.xmllint != nil, "skipped: xmllint is not installed (apt install libxml2-utils)"),
    .enabled(
      if: FileManager.default.fileExists(atPath: Self.schema.path),
      "skipped: ../shared/conformance/junit-xml-formatter/jenkins-junit.xsd is not there"))
  func junitValidates() async throws {
    let report = try await FeaturesReports.made.value.path("run.junit")

    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.xmllint))
    process.arguments = ["--noout", "--schema", Self.schema.path, report]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 0, "\(message)")
  }

  // MARK: - Helpers

  static var schema: URL {
    PackagePaths.root.appendingPathComponent(
      "../shared/conformance/junit-xml-formatter/jenkins-junit.xsd"
    ).standardizedFileURL
  }

  static var xmllint: String? {
    ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The test cases of a JUnit file, each as its `classname` and `name`, sorted.
  static func testCases(_ path: String) throws -> [String] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("<testcase ") }
      .map {
        $0.replacingOccurrences(of: #" time="[^"]*""#, with: "", options: .regularExpression)
      }
      .sorted()
  }

  /// How many test cases each message file ran.
  static func shardSizes(_ paths: [String]) throws -> [Int] {
    try paths.map { path in
      try String(contentsOfFile: path, encoding: .utf8)
        .components(separatedBy: "{\"testCaseFinished\"").count - 1
    }
  }

  fileprivate static func run(_ arguments: [String]) async throws -> Int32 {
    let command = GherkinCommand(
      standardOutput: { _ in }, standardError: { _ in }, isTerminal: false, environment: [:],
      defaultPath: PackagePaths.features.path)
    var configured = command
    configured.reportPlugins = [SeedCoverageReporter.plugin]
    configured.wings = [.reports()]
    let limit = arguments.first == "report" ? [] : comparedRunStepLimit
    return await configured.run(
      arguments: ["feed-specs"] + limit + arguments,
      registry: try FeedSpecs.registry(store: .memory))
  }
}

/// Features/ run whole (the shared run's message file, ``FeaturesReports``) and as each of three
/// shards, each to a message file: the runs both shard tests join and compare, made once per test
/// process in its ``ProcessFolder``.
private struct ShardRuns: Sendable {
  /// The whole run's message file and exit code.
  let whole: String
  let wholeCode: Int32
  /// The three shards' message files, in shard order.
  let parts: [String]

  static let made = Task { try await make() }

  private static func make() async throws -> ShardRuns {
    let folder = try ProcessFolder.make("shard-runs")
    let shared = try await FeaturesReports.made.value
    guard let wholeCode = shared.status else {
      throw TestSupportError("the shared run of Features/ was stopped as hung")
    }
    var parts: [String] = []
    for index in 1...3 {
      let part = folder.appendingPathComponent("shard-\(index).ndjson").path
      parts.append(part)
      _ = try await ShardedFeaturesTests.run([
        "--shard", "\(index)/3", "--format", "message:\(part)",
      ])
    }
    return ShardRuns(whole: shared.path("run.ndjson"), wholeCode: wholeCode, parts: parts)
  }
}

/// `report` of the whole run's message file and of the three shards' joined, each writing JUnit
/// (`whole.xml`, `joined.xml`) and HTML (`whole.html`, `joined.html`): what both shard tests
/// compare, made once per test process in its ``ProcessFolder``.
private struct ShardReports: Sendable {
  let folder: URL
  /// The exit codes of the two reports.
  let wholeCode, joinedCode: Int32

  static let made = Task { try await make() }

  /// The path of the report `name`.
  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  private static func make() async throws -> ShardReports {
    let runs = try await ShardRuns.made.value
    let folder = try ProcessFolder.make("shard-reports")
    var codes: [Int32] = []
    for (name, files) in [("whole", [runs.whole]), ("joined", runs.parts)] {
      let junit = folder.appendingPathComponent("\(name).xml").path
      let html = folder.appendingPathComponent("\(name).html").path
      let formats = ["--format", "junit:\(junit)", "--format", "html:\(html)"]
      codes.append(try await ShardedFeaturesTests.run(["report"] + files + formats))
    }
    return ShardReports(folder: folder, wholeCode: codes[0], joinedCode: codes[1])
  }
}
