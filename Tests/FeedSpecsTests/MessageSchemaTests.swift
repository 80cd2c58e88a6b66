import FeedSpecs
import Foundation
import Testing

@testable import GherkinCommandLine

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

  @Test(
    "every envelope feed-specs writes for Features/ is valid against messages.schema.json",
    .enabled(
      if: canValidate,
      "skipped: needs ../shared/conformance/messages and python3 with jsonschema (.ci/run installs it)"
    ))
  func featuresMessagesAreValid() async throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("feed-specs-messages-\(UUID().uuidString).ndjson")
    defer { try? FileManager.default.removeItem(at: output) }
    let command = GherkinCommand(standardOutput: { _ in }, standardError: { _ in })

    _ = await command.run(
      arguments: ["feed-specs", "--format", "message:\(output.path)", PackagePaths.features.path],
      registry: try FeedSpecs.registry())
    let result = try Self.python([Self.validator.path, Self.schema.path, output.path])

    #expect(result.status == 0, Comment(rawValue: result.output))
    let count = Int(result.output.split(separator: " ").first ?? "") ?? 0
    #expect(count > 1_000, "expected the whole run's envelopes, got: \(result.output)")
    #expect(result.output.contains(" 0 invalid"))
  }

  @Test(
    "the validator rejects an envelope the schema does not allow",
    .enabled(if: canValidate, "skipped: needs python3 with jsonschema and the schema"))
  func validatorRejectsBadEnvelope() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("bad-message-\(UUID().uuidString).ndjson")
    defer { try? FileManager.default.removeItem(at: file) }
    try #"{"pickle":{"id":"1"}}"#.write(to: file, atomically: true, encoding: .utf8)

    let result = try Self.python([Self.validator.path, Self.schema.path, file.path])

    #expect(result.status == 1)
    #expect(result.output.contains("1 envelopes, 1 invalid"))
  }
}
