import Foundation

/// One temporary folder per test process for the runs of `Features/` that several suites share,
/// removed when the process exits (`atexit`).
enum ProcessFolder {
  /// The folder, made on first use.
  static let url: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("feed-specs-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: ProcessFolder.url) }
    return url
  }()

  /// A new folder inside it named `name`.
  static func make(_ name: String) throws -> URL {
    let folder = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

/// `Features/` run once per test process by the built `feed-specs`, writing its message file and
/// every report format; the report suites read these files instead of each running `Features/`.
/// Its step time limit is ``comparedRunStepLimit``'s, as the suites compare it with other runs.
struct FeaturesReports: Sendable {
  /// The formats written beside the message file, each to `run.FORMAT`.
  static let formats = [
    "pretty", "progress", "summary", "junit", "rerun", "json", "html", "usage", "coverage",
  ]

  /// The folder holding `run.ndjson` and `run.FORMAT` for each of ``formats``.
  let folder: URL
  /// The run's exit status (`nil` if it was stopped as hung).
  let status: Int32?

  /// The run, made on first use.
  static let made = Task { try await make() }

  /// The path of the run's file `name` (`run.ndjson`, `run.html`, ...).
  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// The text of the run's file `name`.
  func text(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }

  private static func make() async throws -> FeaturesReports {
    let folder = try ProcessFolder.make("features-reports")
    try FileManager.default.copyItem(
      at: PackagePaths.features, to: folder.appendingPathComponent("Features"))
    let requests = formats.flatMap { ["--format", "\($0):run.\($0)"] }
    let run = try await FeedSpecsProcess.run(
      ["Features", "--format", "message:run.ndjson"] + requests + comparedRunStepLimit, in: folder)
    return FeaturesReports(folder: folder, status: run.status)
  }
}
