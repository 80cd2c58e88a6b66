import Foundation
import GherkinCommandLine

/// A generated test whose feature file is gone: the build was planned before the file was removed
/// or renamed.
struct StaleGeneratedTests: Error, CustomStringConvertible {
  /// What to do about tests generated from an older features folder.
  static let remedy =
    "Build again (swift build, or swift test without --skip-build): SwiftPM plans the build again"
    + " when a file is added to, removed from or renamed in the test target's Features folder. If"
    + " the tests stay out of date, touch Package.swift, which makes SwiftPM plan it again."

  var description: String

  init(_ description: String) {
    self.description = description
  }

  /// A failing case for each feature file of `folder` on disk that has no generated tests, each
  /// scenario of a file whose line has none, and each file with tests that is gone, comparing
  /// the folder with `generated`, the lines of the scenarios with tests by relative path.
  static func cases(folder: URL, generated: [String: [Int]]) -> [ScenarioCase] {
    let suite = FeatureLoader().load(paths: [folder.path])
    let base = folder.path + "/"
    var onDisk: [String: Set<Int>] = [:]
    for path in suite.roots.flatMap(\.files) where path.hasPrefix(base) {
      onDisk[String(path.dropFirst(base.count))] = []
    }
    for file in suite.files where file.uri.hasPrefix(base) {
      onDisk[String(file.uri.dropFirst(base.count))] = Set(file.pickles.map(\.location.line))
    }
    var messages: [(relative: String, message: String)] = []
    for (relative, lines) in onDisk {
      guard let built = generated[relative] else {
        messages.append(
          (
            relative,
            "\(relative) has no generated tests: the build was planned before it was added."
          ))
        continue
      }
      let missing = lines.subtracting(built).sorted()
      if !missing.isEmpty {
        let list = missing.map(String.init).joined(separator: ", ")
        messages.append(
          (
            relative,
            "\(relative) has scenarios at lines \(list) without a generated test: the tests were generated from an earlier version of it."
          ))
      }
    }
    for relative in generated.keys where onDisk[relative] == nil {
      messages.append(
        (
          relative,
          "\(relative) has generated tests but no longer exists: it was removed or renamed after they were generated."
        ))
    }
    return messages.sorted { $0.relative < $1.relative }.map { relative, message in
      ScenarioCase(
        content: .loadError(message + " " + remedy), filePath: base + relative,
        displayPath: folder.lastPathComponent + "/" + relative, line: 1,
        options: RunOptions(), failFast: nil)
    }
  }
}
