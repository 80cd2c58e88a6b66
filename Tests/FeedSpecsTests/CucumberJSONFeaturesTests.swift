import Foundation
import Testing

/// The Cucumber JSON of `Features/` written by the built feed-specs: the same document however
/// the scenarios ran, and valid against what Cucumber's JSON schema requires.
@Suite("Cucumber JSON of Features/")
struct CucumberJSONFeaturesTests {
  @Test("run in parallel and in random order, Features/ gives the same document as run in order")
  func parallelRunGivesSameDocument() async throws {
    let shared = try await FeaturesReports.made.value
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: PackagePaths.features, to: folder.appendingPathComponent("Features"))

    _ = try await FeedSpecsProcess.run(
      [
        "Features", "--parallel", "4", "--order", "random:7", "--format",
        "json:parallel.json", "--format", "summary:p.txt",
      ] + comparedRunStepLimit, in: folder)

    let ordered = try Self.withoutTimes(URL(fileURLWithPath: shared.path("run.json")))
    #expect((ordered as? [Any])?.count ?? 0 > 5)
    #expect(
      try Self.withoutTimes(folder.appendingPathComponent("parallel.json")) as? NSArray
        == ordered as? NSArray)
  }

  @Test(
    "the Cucumber JSON of Features/ is valid against the cucumber-json schema's requirements",
    .enabled(if: Self.hasJSONSchema, "skipped: python3 with jsonschema is not installed"))
  func documentValidates() async throws {
    let run = try await FeaturesReports.made.value
    let schema = PackagePaths.root.appendingPathComponent(
      "Tests/GherkinTests/Fixtures/CucumberJSON/cucumber-jvm-facts.schema.json")

    let check = Self.python([
      "-c",
      "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), "
        + "json.load(open(sys.argv[1])))", schema.path, run.path("run.json"),
    ])

    #expect(check.status == 0, "\(check.output)")
  }

  // MARK: - Helpers

  private static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("feed-specs-json-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The document with every `start_timestamp` and `duration` left out: what differs between
  /// two runs of the same scenarios.
  private static func withoutTimes(_ file: URL) throws -> Any {
    func strip(_ value: Any) -> Any {
      if let object = value as? [String: Any] {
        return object.filter { $0.key != "start_timestamp" && $0.key != "duration" }
          .mapValues(strip)
      }
      if let array = value as? [Any] { return array.map(strip) }
      return value
    }
    return strip(try JSONSerialization.jsonObject(with: Data(contentsOf: file)))
  }

  private static var hasJSONSchema: Bool { python(["-c", "import jsonschema"]).status == 0 }

  /// Runs `python3 arguments...`; its exit status (127 when it cannot start) and output.
  private static func python(_ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    guard (try? process.run()) != nil else { return (127, "python3 did not start") }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }
}
