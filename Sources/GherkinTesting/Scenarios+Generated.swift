import Foundation
import Testing

extension Scenarios {
  /// The case of the scenario or Examples row at `line` of the feature file at `path`, as a test
  /// that the `GherkinScenarioTests` plugin generates runs it. The file's folder is loaded once
  /// per process, so the `GHERKIN_*` variables apply as to ``load(from:environment:)`` and
  /// `GHERKIN_FAIL_FAST` spans the generated tests; a scenario they leave out cancels its test,
  /// which Swift Testing then reports as skipped.
  ///
  /// - Throws: What ``load(from:environment:)`` throws.
  public static func scenario(at path: String, line: Int) async throws -> ScenarioCase {
    let file = URL(fileURLWithPath: path).standardizedFileURL
    let cases = try await loads.cases(in: file.deletingLastPathComponent())
    if let found = cases.first(where: {
      $0.filePath == file.path && $0.line == line && $0.isScenario
    }) {
      return found
    }
    try Test.cancel("\(file.lastPathComponent):\(line) is left out by the GHERKIN_* variables")
  }

  /// The cases of the features folder at `path` that are not scenarios (files that do not parse
  /// or cannot be read, suspicious lines, `GHERKIN_*` filters selecting nothing), from the same
  /// load as ``scenario(at:line:)``.
  ///
  /// - Throws: What ``load(from:environment:)`` throws.
  public static func problems(in path: String) async throws -> [ScenarioCase] {
    try await loads.cases(in: URL(fileURLWithPath: path).standardizedFileURL).filter {
      !$0.isScenario
    }
  }
}

extension ScenarioCase {
  /// Whether the case runs a scenario, rather than report a problem.
  var isScenario: Bool {
    if case .pickle = content { return true }
    return false
  }
}

/// The features folders loaded by generated tests, each once per process.
private actor Loads {
  private var cases: [URL: [ScenarioCase]] = [:]

  func cases(in folder: URL) throws -> [ScenarioCase] {
    if let loaded = cases[folder] { return loaded }
    let loaded = try Scenarios.load(from: folder)
    cases[folder] = loaded
    return loaded
  }
}

private let loads = Loads()
