import Foundation
import Testing

@Suite("feed-specs --format message against Cucumber's schema")
struct MessageSchemaTests {
  static var schema: URL {
    PackagePaths.root.appendingPathComponent(
      "../shared/conformance/messages/jsonschema/messages.schema.json"
    ).standardizedFileURL
  }

  static var validator: URL {
    PackagePaths.root.appendingPathComponent("Tests/Support/validate_messages.py")
  }

  /// Whether the schema is there and python3 can import `jsonschema` (.ci/run installs it).
  static let canValidate: Bool = {
    guard FileManager.default.fileExists(atPath: schema.path) else { return false }
    return (try? python(["-c", "import jsonschema"]).status) == 0
  }()

  static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Whether this run validates every envelope (`ESSENTIAL_FEED_FULL_SCHEMA=1`, a step of its own
  /// in `.ci/run`) instead of one envelope of each shape.
  static let full = ProcessInfo.processInfo.environment["ESSENTIAL_FEED_FULL_SCHEMA"] == "1"

  @Test(
    "every envelope feed-specs writes for Features/ is valid against messages.schema.json (one of each shape; every one under ESSENTIAL_FEED_FULL_SCHEMA=1)",
    // The full check is never skipped: without the schema or jsonschema it fails, saying why.
    .enabled(
      if: canValidate || full,
      "skipped: needs ../shared/conformance/messages and python3 with jsonschema (.ci/run installs it)"
    ))
  func featuresMessagesAreValid() async throws {
    let run = try await FeaturesReports.made.value
    let sample = Self.full ? [] : ["--sample"]

    let result = try Self.python(
      [Self.validator.path, Self.schema.path, run.path("run.ndjson")] + sample)

    #expect(result.status == 0, Comment(rawValue: result.output))
    let count = Int(result.output.split(separator: " ").first ?? "") ?? 0
    #expect(count > 1_000, "expected the whole run's envelopes, got: \(result.output)")
    #expect(result.output.contains(" 0 invalid"))
    if !Self.full {
      let shapes = result.output.split(separator: "(").last.flatMap {
        Int($0.prefix { $0.isNumber })
      }
      #expect((shapes ?? 0) > 20, "expected every kind of envelope sampled, got: \(result.output)")
    }
  }

  @Test(
    "the validator rejects an envelope the schema does not allow, validating every envelope or one of each shape",
    .enabled(if: canValidate, "skipped: needs python3 with jsonschema and the schema"),
    arguments: [[], ["--sample"]])
  func validatorRejectsBadEnvelope(sample: [String]) throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("bad-message-\(UUID().uuidString).ndjson")
    defer { try? FileManager.default.removeItem(at: file) }
    try #"{"pickle":{"id":"1"}}"#.write(to: file, atomically: true, encoding: .utf8)

    let result = try Self.python([Self.validator.path, Self.schema.path, file.path] + sample)

    #expect(result.status == 1)
    #expect(result.output.contains("1 envelopes, 1 invalid"))
  }
}
