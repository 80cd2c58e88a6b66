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
    for found in try await loads.cases(in: file.deletingLastPathComponent())
    where found.filePath == file.path && found.line == line {
      if case .pickle = found.content { return found }
    }
    try Test.cancel("\(file.lastPathComponent):\(line) is left out by the GHERKIN_* variables")
  }
}

/// The features folders that generated tests loaded, each loaded once per process.
private actor Loads {
  private var loaded: [URL: [ScenarioCase]] = [:]

  func cases(in folder: URL) throws -> [ScenarioCase] {
    if let cases = loaded[folder] { return cases }
    loaded[folder] = try Scenarios.load(from: folder)
    return loaded[folder] ?? []
  }
}

private let loads = Loads()
