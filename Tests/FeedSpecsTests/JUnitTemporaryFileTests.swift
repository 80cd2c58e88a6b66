import Foundation
import TestSupport
import Testing

/// JUnit's document is written through a temporary file (its header's counts are known only at
/// the end): the built binary is run with `TMPDIR` set for each test.
@Suite("JUnit's temporary file")
struct JUnitTemporaryFileTests {
  @Test("a JUnit report whose temporary file cannot be made fails the run with exit 2, naming it")
  func unwritableTemporaryIsNamed() throws {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("no-such-folder-\(UUID().uuidString)").path
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("junit-\(UUID().uuidString).xml")
    defer { try? FileManager.default.removeItem(at: output) }

    let (status, errors) = try runFeedSpecs(
      ["--format", "junit:\(output.path)", Self.feature], temporaryFolder: missing)

    #expect(status == 2)
    #expect(errors.contains("JUnit cannot write its temporary file in \(missing)"), "\(errors)")
    #expect(errors.contains("(set TMPDIR)"), "\(errors)")
  }

  @Test("a JUnit report leaves nothing in the temporary folder and lists every scenario")
  func temporaryIsGone() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("junit-temporary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathExtension("xml")
    defer { try? FileManager.default.removeItem(at: output) }

    let (status, errors) = try runFeedSpecs(
      ["--format", "junit:\(output.path)", Self.feature], temporaryFolder: folder.path)

    #expect(status == 0, "\(errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    let xml = try String(contentsOf: output, encoding: .utf8)
    let cases = xml.components(separatedBy: "<testcase ").count - 1
    #expect(cases > 1)
    #expect(xml.contains("tests=\"\(cases)\""))
    #expect(xml.hasSuffix("</testsuite>\n"))
  }

  private static let feature = PackagePaths.features
    .appendingPathComponent("validate_cache.feature").path

  /// Runs the built `feed-specs` with `TMPDIR` set to `temporaryFolder`; returns its exit status
  /// and standard error.
  private func runFeedSpecs(_ arguments: [String], temporaryFolder: String) throws -> (
    Int32, String
  ) {
    let process = Process()
    process.executableURL = try BuiltProducts.executable(named: "feed-specs")
    process.arguments = arguments
    process.currentDirectoryURL = PackagePaths.root
    process.environment = ProcessInfo.processInfo.environment.merging([
      "TMPDIR": temporaryFolder
    ]) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}
