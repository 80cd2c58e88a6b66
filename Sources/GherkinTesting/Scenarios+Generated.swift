import Foundation
import Testing

extension Scenarios {
  /// The case of the scenario or Examples row at `line` of the feature file at `path`, as a test
  /// that the `GherkinScenarioTests` plugin generates runs it. The file's folder is loaded once
  /// per process, so the `GHERKIN_*` variables apply as to ``load(from:environment:)`` and
  /// `GHERKIN_FAIL_FAST` spans the generated tests; a scenario they leave out cancels its test.
  ///
  /// - Throws: What ``load(from:environment:)`` throws.
  public static func scenario(at path: String, line: Int) async throws -> ScenarioCase {
    let file = URL(fileURLWithPath: path).standardizedFileURL
    let scenarios = try await loads.folder(file.deletingLastPathComponent()).scenarios
    if let found = scenarios["\(file.path):\(line)"] { return found }
    try Test.cancel("\(file.lastPathComponent):\(line) is left out by the GHERKIN_* variables")
  }

  /// The cases of the features folder at `path` that are problems, not scenarios (a file that
  /// does not parse, a suspicious line, a filter selecting nothing), from the same one load of
  /// the folder as the generated scenario tests.
  public static func problems(in path: String) async throws -> [ScenarioCase] {
    try await loads.folder(URL(fileURLWithPath: path).standardizedFileURL).problems
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
