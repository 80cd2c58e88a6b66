import FeedSpecs
import Foundation
import GherkinReports
import Testing

@testable import GherkinCommandLine

@Suite("Features in parallel")
struct ParallelFeaturesTests {
  @Test(
    "Features/ with --parallel 4 gives the same exit code and JUnit test cases as a serial run",
    arguments: ["memory", "sqlite"])
  func sameAsSerial(store: String) async throws {
    let kind: StoreKind = store == "sqlite" ? .sqlite : .memory
    let serial = try await serialJUnit(store: kind)
    let parallel = try await junit(["--parallel", "4"], store: kind)

    #expect(parallel.code == serial.code)
    #expect(parallel.lines.count > 50)
    #expect(parallel.lines == serial.lines)
  }

  /// The serial run's exit code and JUnit lines (as ``junit(_:store:)`` gives them): with the
  /// memory store, feed-specs' default, those of the shared run of Features/ (``FeaturesReports``,
  /// the same step time limit); with another store, a run of its own.
  private func serialJUnit(store: StoreKind) async throws -> (code: Int32, lines: [String]) {
    guard store == .memory else { return try await junit([], store: store) }
    let shared = try await FeaturesReports.made.value
    let code = try #require(shared.status, "the shared run of Features/ was stopped as hung")
    return (code, Self.timelessLines(try shared.text("run.junit")))
  }

  /// Runs Features/ with `arguments` and `store`; the exit code and the JUnit report's lines, with times
  /// removed and sorted (a parallel run finishes scenarios in another order).
  private func junit(_ arguments: [String], store: StoreKind) async throws -> (
    code: Int32, lines: [String]
  ) {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("feed-specs-parallel-\(UUID().uuidString).xml")
    defer { try? FileManager.default.removeItem(at: output) }
    var command = GherkinCommand(standardOutput: { _ in }, standardError: { _ in })
    command.wings = [.reports()]
    let code = await command.run(
      arguments: ["feed-specs", "--format", "junit:\(output.path)"] + comparedRunStepLimit
        + [PackagePaths.features.path] + arguments,
      registry: try FeedSpecs.registry(store: store))
    return (code, Self.timelessLines(try String(contentsOf: output, encoding: .utf8)))
  }

  /// A JUnit report's lines with times removed, sorted.
  private static func timelessLines(_ text: String) -> [String] {
    text.replacingOccurrences(of: #" time(stamp)?="[^"]*""#, with: "", options: .regularExpression)
      .split(separator: "\n").map(String.init).sorted()
  }
}
