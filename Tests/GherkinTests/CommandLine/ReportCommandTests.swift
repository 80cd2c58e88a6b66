import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinReports

/// `report`: reports made from message files, one or several joined as one run, and `--shard`.
@Suite("Reports from message files, and a suite split into shards")
struct ReportCommandTests {
  @Test("a report made from a run's message file equals the report the run made")
  func reportEqualsLiveRun() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let messages = directory.path("run.ndjson")
    let live = directory.path("live.txt")
    let (code, _, _) = try await run(
      in: directory, ["--format", "message:\(messages)", "--format", "summary:\(live)"])

    let (reportCode, output, errors) = try await run(
      in: directory, ["report", messages, "--format", "summary"])

    #expect(errors.isEmpty)
    #expect(reportCode == code)
    #expect(code == 1)
    #expect(
      Self.withoutDurations(output)
        == Self.withoutDurations(try String(contentsOfFile: live, encoding: .utf8)))
  }

  @Test("three shards joined give the whole run's scenarios, verdict, counts and JUnit test cases")
  func shardsJoined() async throws {
    let directory = try FeatureDirectory([
      "cache.feature": cacheFeature, "rules.feature": rulesFeature,
    ])
    defer { directory.remove() }
    let whole = directory.path("whole.ndjson")
    let (wholeCode, _, _) = try await run(in: directory, ["--format", "message:\(whole)"])
    var parts: [String] = []
    for index in 1...3 {
      let part = directory.path("shard-\(index).ndjson")
      parts.append(part)
      _ = try await run(in: directory, ["--shard", "\(index)/3", "--format", "message:\(part)"])
    }

    let (wholeReport, wholeJUnit) = try await reports(of: [whole], in: directory)
    let (joinedReport, joinedJUnit) = try await reports(of: parts, in: directory)

    #expect(joinedReport.code == wholeCode)
    #expect(joinedReport.summary.contains("scenarios ("))
    #expect(Self.counts(joinedReport.summary) == Self.counts(wholeReport.summary))
    #expect(Self.testCases(joinedJUnit).sorted() == Self.testCases(wholeJUnit).sorted())
    #expect(Self.testCases(wholeJUnit).count == 8)
  }

  @Test("shards deal the selected scenarios round-robin and together run each exactly once")
  func shardsPartition() async throws {
    let suite = FeatureSuite(sources: [
      ("cache.feature", cacheFeature), ("rules.feature", rulesFeature),
    ])
    let all = try PickleFilter().select(from: suite).map(\.id)
    var dealt: [[String]] = []
    for index in 1...3 {
      let filter = try PickleFilter(shard: Shard(index: index, total: 3))
      dealt.append(filter.select(from: suite).map(\.id))
    }

    #expect(dealt[0] == stride(from: 0, to: all.count, by: 3).map { all[$0] })
    #expect(dealt.flatMap { $0 }.sorted() == all.sorted())
    #expect(Set(dealt.flatMap { $0 }).count == all.count)
  }

  @Test(
    "a shard that is not INDEX/TOTAL with 1 <= INDEX <= TOTAL is a usage error",
    arguments: ["0/3", "4/3", "1/0", "two/3", "3"])
  func badShard(_ value: String) async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }

    let (code, _, errors) = try await run(in: directory, ["--shard", value])

    #expect(code == 2)
    #expect(errors.contains("--shard is INDEX/TOTAL"))
    #expect(throws: UsageError.self) {
      var options = CommandLineOptions()
      try options.apply(environment: ["GHERKIN_SHARD": value])
    }
  }

  @Test("a message file that is missing is named, with exit code 2")
  func missingFile() async throws {
    let directory = try FeatureDirectory([:])
    defer { directory.remove() }

    let (code, _, errors) = try await run(in: directory, ["report", directory.path("none.ndjson")])

    #expect(code == 2)
    #expect(errors.contains("none.ndjson: cannot read the message file"))
  }

  @Test("a folder given as a message file is named as one that cannot be read")
  func folderAsMessageFile() async throws {
    let directory = try FeatureDirectory([:])
    defer { directory.remove() }

    let (code, _, errors) = try await run(in: directory, ["report", directory.url.path])

    #expect(code == 2)
    #expect(errors.contains("\(directory.url.path): cannot read the message file ("), "\(errors)")
  }

  @Test("a line that is not a message is named by file and line")
  func badLine() async throws {
    let directory = try FeatureDirectory([
      "bad.ndjson": "{\"testRunStarted\":{\"timestamp\":{\"seconds\":0,\"nanos\":0}}}\nnot json\n"
    ])
    defer { directory.remove() }

    let (code, _, errors) = try await run(in: directory, ["report", directory.path("bad.ndjson")])

    #expect(code == 2)
    #expect(errors.contains("bad.ndjson:2: not a Cucumber message"))
  }

  @Test("a message file cut short is named, saying where it stops")
  func truncatedFile() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let messages = directory.path("run.ndjson")
    _ = try await run(in: directory, ["--format", "message:\(messages)"])
    let lines = try String(contentsOfFile: messages, encoding: .utf8).split(separator: "\n")
    let cutAtLine = lines.dropLast(3).joined(separator: "\n") + "\n"
    let cutMidLine = cutAtLine + lines[lines.count - 3].prefix(10)
    try cutAtLine.write(toFile: directory.path("cut.ndjson"), atomically: true, encoding: .utf8)
    try cutMidLine.write(toFile: directory.path("mid.ndjson"), atomically: true, encoding: .utf8)

    let (code, _, errors) = try await run(in: directory, ["report", directory.path("cut.ndjson")])
    let (midCode, _, midErrors) = try await run(
      in: directory, ["report", directory.path("mid.ndjson")])

    #expect(code == 2)
    #expect(
      errors.contains(
        "cut.ndjson:\(lines.count - 3): the run's messages end before testRunFinished"))
    #expect(midCode == 2)
    #expect(
      midErrors.contains(
        "mid.ndjson:\(lines.count - 2): not a Cucumber message (the file looks cut short)"))
  }

  @Test("a format report cannot make from messages is a usage error naming those it can")
  func unknownFormat() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }

    let (code, _, errors) = try await run(
      in: directory, ["report", "x.ndjson", "--format", "nope"])

    #expect(code == 2)
    #expect(errors.contains("report cannot make \"nope\" from message files"))
    #expect(errors.contains("pretty, progress, summary, junit, json, message, html"))
  }

  // MARK: - Helpers

  private func reports(of files: [String], in directory: FeatureDirectory) async throws -> (
    (code: Int32, summary: String), String
  ) {
    let junit = directory.path("report-\(UUID().uuidString).xml")
    let (code, output, errors) = try await run(
      in: directory, ["report"] + files + ["--format", "summary", "--format", "junit:\(junit)"])
    #expect(errors.isEmpty, "\(errors)")
    return ((code, output), try String(contentsOfFile: junit, encoding: .utf8))
  }

  /// The `classname`/`name` pairs of a JUnit document's test cases.
  static func testCases(_ xml: String) -> [String] {
    xml.split(separator: "\n").filter { $0.hasPrefix("<testcase ") }.map { line in
      line.replacingOccurrences(of: #" time="[^"]*""#, with: "", options: .regularExpression)
    }
  }

  /// The summary's count lines.
  static func counts(_ summary: String) -> [String] {
    summary.split(separator: "\n").map(String.init).filter {
      $0.contains(" scenario") || $0.contains(" step")
    }
  }

  static func withoutDurations(_ text: String) -> String {
    text.replacingOccurrences(
      of: #"\d+m \d+\.\d+s"#, with: "<duration>", options: .regularExpression)
  }

  private func run(in directory: FeatureDirectory, _ arguments: [String]) async throws -> (
    Int32, String, String
  ) {
    await runFeedSpecs(arguments, defaultPath: directory.url.path, registry: makeCacheRegistry())
  }
}

/// `GHERKIN_SHARD` under `swift test`.
@Suite("GHERKIN_SHARD")
struct ShardEnvironmentTests {
  @Test("GHERKIN_SHARD keeps only that part of the scenarios, as --shard does")
  func environmentShard() throws {
    var options = CommandLineOptions()
    try options.apply(environment: ["GHERKIN_SHARD": "2/3"])
    let suite = FeatureSuite(sources: [("cache.feature", cacheFeature)])

    let selected = try RunPlan(options: options).select(from: suite).selected.map(\.name)

    #expect(options.shard == Shard(index: 2, total: 3))
    #expect(selected == ["Broken store"])
  }
}
