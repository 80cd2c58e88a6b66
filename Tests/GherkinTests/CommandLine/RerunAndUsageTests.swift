import Foundation
import Testing

@testable import GherkinCommandLine

/// `--format rerun`, `@FILE` and `--format usage`, as Cucumber's rerun and usage formats.
@Suite("Rerun files and the usage report")
struct RerunAndUsageTests {
  @Test("the rerun file lists each failed scenario's line, one line per file, lines ascending")
  func rerunFileListsFailures() async throws {
    let directory = try FeatureDirectory([
      "cache.feature": cacheFeature, "rules.feature": rulesFeature,
    ])
    defer { directory.remove() }
    let rerun = directory.path("rerun.txt")

    let (code, output, _) = try await run(
      in: directory, ["--format", "progress-lines", "--format", "rerun:\(rerun)"])

    #expect(code == 1)
    let failed = Self.failedScenarios(output)
    #expect(!failed.isEmpty)
    var expected: [String: [Int]] = [:]
    for scenario in failed {
      let parts = scenario.split(separator: ":")
      expected[String(parts[0]), default: []].append(Int(parts[1]) ?? 0)
    }
    let lines = expected.keys.sorted().map { uri in
      ([uri] + expected[uri, default: []].sorted().map(String.init)).joined(separator: ":")
    }
    #expect(
      try String(contentsOfFile: rerun, encoding: .utf8) == lines.joined(separator: "\n") + "\n")
  }

  @Test("@FILE runs exactly the scenarios the rerun file names")
  func rerunFileRunsFailures() async throws {
    let directory = try FeatureDirectory([
      "cache.feature": cacheFeature, "rules.feature": rulesFeature,
    ])
    defer { directory.remove() }
    let rerun = directory.path("rerun.txt")
    let (_, first, _) = try await run(
      in: directory, ["--format", "progress-lines", "--format", "rerun:\(rerun)"])

    let (code, again, _) = try await run(
      in: directory, ["@\(rerun)", "--format", "progress-lines"])

    #expect(code == 1)
    #expect(Set(Self.scenarios(again)) == Set(Self.failedScenarios(first)))
    #expect(Self.scenarios(again).count == Self.failedScenarios(first).count)
    #expect(Self.scenarios(again).count < Self.scenarios(first).count)
  }

  @Test("blank rerun lines are skipped, paths may hold spaces, an empty file runs nothing")
  func rerunFileLayout() async throws {
    let directory = try FeatureDirectory([
      "cache.feature": cacheFeature, "my cache.feature": cacheFeature,
    ])
    defer { directory.remove() }
    let cache = directory.path("cache.feature")
    let spaced = directory.path("my cache.feature")
    let rerun = directory.path("rerun.txt")
    try "\n\(cache):9\n\n   \n  \(cache):4:19  \r\n\(spaced):9\n".write(
      toFile: rerun, atomically: true, encoding: .utf8)
    let empty = directory.path("empty.txt")
    try "\n  \n".write(toFile: empty, atomically: true, encoding: .utf8)

    let (_, output, _) = try await run(in: directory, ["@\(rerun)", "--format", "progress-lines"])
    let (emptyCode, emptyOutput, emptyErrors) = try await run(
      in: directory, ["@\(empty)", "--format", "progress-lines"])

    #expect(Self.lines(output) == ["\(cache):4", "\(cache):9", "\(cache):19", "\(spaced):9"])
    #expect(emptyCode == 0)
    #expect(Self.scenarios(emptyOutput).isEmpty)
    #expect(emptyErrors.isEmpty)
  }

  @Test("a missing rerun file is a usage error naming it")
  func missingRerunFile() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let missing = directory.path("gone.txt")

    let (code, output, errors) = try await run(in: directory, ["@\(missing)"])

    #expect(code == 2)
    #expect(output.isEmpty)
    #expect(
      errors.contains(
        "@\(missing) names the rerun file \(missing), which cannot be read (no such file)"))
  }

  @Test("a rerun path that is a folder or a named pipe is a usage error, read without waiting")
  func rerunFileNotAFile() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let pipe = directory.path("pipe.txt")
    #expect(mkfifo(pipe, 0o600) == 0)

    for path in [directory.url.path, pipe] {
      let (code, _, errors) = try await run(in: directory, ["@\(path)"])

      #expect(code == 2)
      #expect(
        errors.contains(
          "@\(path) names the rerun file \(path), which cannot be read (it is a "),
        "\(errors)")
      #expect(errors.contains(", not an ordinary file)"), "\(errors)")
    }
  }

  @Test("a tag written as a path names the rerun file it would be and says to write --tags")
  func tagAsRerunFile() {
    #expect(
      throws: UsageError(
        "@smoke names the rerun file smoke, which cannot be read (no such file); to run the "
          + "scenarios tagged @smoke, write --tags @smoke")
    ) {
      try CommandLineOptions(arguments: ["@smoke"])
    }
  }

  @Test(
    "usage lists every step definition with the steps it ran, their places and times; unused ones with none"
  )
  func usageReport() async throws {
    let directory = try FeatureDirectory(["cache.feature": cacheFeature])
    defer { directory.remove() }
    let usage = directory.path("usage.json")
    let cache = directory.path("cache.feature")

    _ = try await run(in: directory, ["\(cache):4", "--format", "usage:\(usage)"])

    let definitions = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: usage)))
        as? [[String: Any]])
    #expect(
      definitions.map { $0["source"] as? String } == [
        "the cache was saved {int} days ago", "the store fails", "the app displays {int} images",
      ])
    #expect(definitions.allSatisfy { ($0["location"] as? String)?.contains(".swift:") == true })
    let saved = try #require((definitions[0]["steps"] as? [[String: Any]])?.first)
    #expect(saved["name"] as? String == "the cache was saved 1 days ago")
    let durations = try #require(saved["durations"] as? [[String: Any]])
    #expect(durations.map { $0["location"] as? String } == ["\(cache):5"])
    let aggregated = try #require(saved["aggregatedDurations"] as? [String: Double])
    #expect(aggregated["total"] == durations.first?["duration"] as? Double)
    #expect(aggregated["median"] == aggregated["average"])
    #expect((definitions[1]["steps"] as? [Any])?.isEmpty == true, "the unused definition")
  }

  // MARK: - Helpers

  private func run(in directory: FeatureDirectory, _ arguments: [String]) async throws -> (
    Int32, String, String
  ) {
    await runFeedSpecs(
      arguments, defaultPath: directory.url.path, registry: makeCacheRegistry(),
      plugins: [.scenarioLines])
  }

  /// `PATH:LINE` of every scenario line of a progress-lines report.
  static func scenarios(_ output: String) -> [String] {
    output.split(separator: "\n").filter {
      ["PASS ", "FAIL ", "SKIP "].contains(String($0.prefix(5)))
    }.compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) }
  }

  /// `PATH:LINE` of every scenario line of a progress-lines report, for paths that may hold
  /// spaces: what comes before the line number's first following space.
  static func lines(_ output: String) -> [String] {
    output.split(separator: "\n").filter {
      ["PASS ", "FAIL ", "SKIP "].contains(String($0.prefix(5)))
    }
    .compactMap { line in
      let text = line.dropFirst(5)
      guard let match = text.firstMatch(of: #/^(.*?:\d+) /#) else { return nil }
      return String(match.1)
    }
  }

  /// `PATH:LINE` of every failed scenario of a progress-lines report.
  static func failedScenarios(_ output: String) -> [String] {
    scenarios(
      output.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.joined(separator: "\n"))
  }
}
