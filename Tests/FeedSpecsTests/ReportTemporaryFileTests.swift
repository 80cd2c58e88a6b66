import Foundation
import TestSupport
import Testing

/// JUnit's, HTML's, Cucumber JSON's and usage's documents are written through a temporary file
/// (what comes first is known only at the end): the built binary is run with `TMPDIR` set for
/// each test.
@Suite("Reports' temporary file")
struct ReportTemporaryFileTests {
  /// Each format written through a temporary file, and the name its errors give it.
  static let formats = [("junit", "JUnit"), ("html", "HTML"), ("json", "JSON"), ("usage", "usage")]

  @Test(
    "a report of a message file whose temporary file cannot be made exits 2, naming it",
    arguments: formats)
  func unwritableTemporaryIsNamed(format: String, name: String) async throws {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("no-such-folder-\(UUID().uuidString)").path
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("report-\(UUID().uuidString).\(format)")
    defer { try? FileManager.default.removeItem(at: output) }
    // Features/ whole: usage's text goes to the file only past 64 KB.
    let messages = try await FeaturesReports.made.value.path("run.ndjson")

    let (status, errors, _) = try Self.run(
      ["report", messages, "--format", "\(format):\(output.path)"], temporaryFolder: missing)

    #expect(status == 2)
    #expect(errors.contains("\(name) cannot write its temporary file in \(missing)"), "\(errors)")
    #expect(errors.contains("(set TMPDIR)"), "\(errors)")
  }

  @Test(
    "a report through a temporary file leaves nothing in the temporary folder and lists every scenario",
    arguments: ["junit", "html", "json"])
  func temporaryIsGone(format: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("report-temporary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathExtension(format)
    defer { try? FileManager.default.removeItem(at: output) }

    let (status, errors, _) = try Self.run(
      ["--format", "\(format):\(output.path)", Self.feature], temporaryFolder: folder.path)

    #expect(status == 0, "\(errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    let text = try String(contentsOf: output, encoding: .utf8)
    let scenarios = try Self.scenarios.get()
    #expect(scenarios > 1)
    switch format {
    case "junit":
      #expect(text.components(separatedBy: "<testcase ").count - 1 == scenarios)
      #expect(text.contains("tests=\"\(scenarios)\""))
      #expect(text.hasSuffix("</testsuite>\n"))
    case "html":
      #expect(text.components(separatedBy: "<article class=\"scenario ").count - 1 == scenarios)
      #expect(text.hasSuffix("</html>\n"))
    default:
      let features = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
      let elements = features.flatMap { $0["elements"] as? [[String: Any]] ?? [] }
      #expect(elements.filter { $0["type"] as? String == "scenario" }.count == scenarios)
    }
  }

  private static let feature = PackagePaths.features
    .appendingPathComponent("validate_cache.feature").path

  /// How many test cases ``feature`` runs, counted once per test process.
  private static let scenarios = Result { try scenarioCount() }

  /// How many test cases ``feature`` runs, counted in its messages.
  private static func scenarioCount() throws -> Int {
    let messages = try Self.run(["--format", "message", feature], temporaryFolder: nil).output
    return messages.components(separatedBy: "{\"testCaseFinished\":").count - 1
  }

  /// Runs the built `feed-specs` with `TMPDIR` set to `temporaryFolder` (when given); returns
  /// its exit status, standard error and standard output.
  private static func run(_ arguments: [String], temporaryFolder: String?) throws -> (
    status: Int32, errors: String, output: String
  ) {
    let process = Process()
    process.executableURL = try BuiltProducts.executable(named: "feed-specs")
    process.arguments = arguments
    process.currentDirectoryURL = PackagePaths.root
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporaryFolder ?? environment["TMPDIR"]
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    let (output, errors) = (Pipe(), Pipe())
    (process.standardOutput, process.standardError) = (output, errors)
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let error = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, error, text)
  }
}
