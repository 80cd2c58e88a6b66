import Foundation
import Testing

extension Scenarios {
  /// The case of the scenario or Examples row at `line` of the feature file at `path`, as a test
  /// that the `GherkinScenarioTests` plugin generates runs it. A relative `path` is read from the
  /// folder of `file`, the calling source file. The file's folder is loaded once per process, so
  /// the `GHERKIN_*` variables apply as to ``load(from:environment:)`` and `GHERKIN_FAIL_FAST`
  /// spans the generated tests; a scenario they leave out cancels its test.
  ///
  /// - Throws: What ``load(from:environment:)`` throws, and an error saying to build again when
  ///   the feature file no longer exists (the tests were generated before it was removed).
  public static func scenario(at path: String, line: Int, relativeTo file: String = #filePath)
    async throws -> ScenarioCase
  {
    let feature = resolved(path, relativeTo: file)
    guard FileManager.default.fileExists(atPath: feature.path) else {
      throw StaleGeneratedTests(
        "\(feature.lastPathComponent) no longer exists: this test was generated before it was"
          + " removed or renamed. \(StaleGeneratedTests.remedy)")
    }
    let scenarios = try await loads.folder(feature.deletingLastPathComponent()).scenarios
    if let found = scenarios["\(feature.path):\(line)"] { return found }
    try Test.cancel("\(feature.lastPathComponent):\(line) is left out by the GHERKIN_* variables")
  }

  /// The cases of the features folder at `path` that are problems, not scenarios (a file that
  /// does not parse, a suspicious line, a filter selecting nothing), from the same one load of
  /// the folder as the generated scenario tests. A relative `path` is read from the folder of
  /// `file`, the calling source file.
  ///
  /// With `generated`, the lines of the scenarios that have generated tests by feature file
  /// (relative to the folder), each feature file and scenario on disk without a test, and each
  /// file with tests that is gone, is a failing case too, which says to build again: a build
  /// planned before a file was added, removed or renamed is never silently green.
  public static func problems(
    in path: String, generatedFrom generated: [String: [Int]]? = nil,
    relativeTo file: String = #filePath
  ) async throws -> [ScenarioCase] {
    let folder = resolved(path, relativeTo: file)
    let problems = try await loads.folder(folder).problems
    guard let generated else { return problems }
    return problems + StaleGeneratedTests.cases(folder: folder, generated: generated)
  }

  /// `path`, when relative, from the folder of `file`; standardized.
  private static func resolved(_ path: String, relativeTo file: String) -> URL {
    guard !path.hasPrefix("/") else { return URL(fileURLWithPath: path).standardizedFileURL }
    return URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(path)
      .standardizedFileURL
  }
}

/// The features folders that generated tests loaded, each loaded once per process: its
/// scenarios by `path:line`, and its problems.
private actor Loads {
  typealias Folder = (scenarios: [String: ScenarioCase], problems: [ScenarioCase])
  private var loaded: [URL: Folder] = [:]

  func folder(_ folder: URL) throws -> Folder {
    if let found = loaded[folder] { return found }
    var found: Folder = ([:], [])
    for item in try Scenarios.load(from: folder) {
      if case .pickle = item.content {
        found.scenarios["\(item.filePath):\(item.line)"] = item
      } else {
        found.problems.append(item)
      }
    }
    loaded[folder] = found
    return found
  }
}

private let loads = Loads()
