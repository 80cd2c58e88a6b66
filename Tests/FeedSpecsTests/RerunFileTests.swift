import Foundation
import Testing

/// The built `feed-specs` on a copy of two feature files in which two expectations were changed
/// to fail: the rerun file it writes, run again with `@FILE`, runs exactly the failed scenarios.
@Suite("A rerun file, with the built feed-specs")
struct RerunFileTests {
  @Test(
    "a run with failures writes a rerun file that, run with @FILE, runs exactly the failed scenarios"
  )
  func rerunRunsExactlyTheFailures() async throws {
    let folder = try Self.folderWithFailures()
    defer { try? FileManager.default.removeItem(at: folder) }

    let first = try await FeedSpecsProcess.run(
      ["specs", "--format", "progress-lines", "--format", "rerun:rerun.txt"], in: folder)
    let rerun = try String(
      contentsOf: folder.appendingPathComponent("rerun.txt"), encoding: .utf8)
    let again = try await FeedSpecsProcess.run(
      ["@rerun.txt", "--format", "progress-lines"], in: folder)

    #expect(first.status == 1)
    let failed = Self.scenarios(first.output, label: "FAIL")
    #expect(failed.count >= 2)
    #expect(Set(failed.map { $0.split(separator: ":")[0] }).count == 2, "both files failed")
    #expect(rerun.split(separator: "\n").count == 2, "one line per file:\n\(rerun)")
    #expect(again.status == 1)
    #expect(Self.scenarios(again.output, label: "FAIL").sorted() == failed.sorted())
    #expect(Self.scenarios(again.output, label: "PASS").isEmpty)
  }

  /// `PATH:LINE` of the scenario lines labelled `label` of a progress-lines report.
  private static func scenarios(_ output: String, label: String) -> [String] {
    output.split(separator: "\n").filter { $0.hasPrefix(label + " ") }.compactMap {
      $0.split(separator: " ").dropFirst().first.map(String.init)
    }
  }

  /// A temporary folder with `specs/` holding copies of two feature files, each with one
  /// expected error message changed so that its scenarios expecting it fail.
  private static func folderWithFailures() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("feed-specs-rerun-\(UUID().uuidString)", isDirectory: true)
    let specs = folder.appendingPathComponent("specs", isDirectory: true)
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    let edits = [
      ("feed_offline.feature", "Couldn't connect to server", "You are offline"),
      ("cache_feed.feature", "saved today at 10:00", "saved today at 11:00"),
    ]
    for (name, expected, changed) in edits {
      let text = try String(
        contentsOf: PackagePaths.features.appendingPathComponent(name), encoding: .utf8)
      try text.replacingOccurrences(of: expected, with: changed).write(
        to: specs.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }
}
