import Foundation
import GherkinParser

/// A `PATH:LINE` selection: the pickles of the file at `path` that a line names.
///
/// A line names a pickle when it is the line of its scenario (or outline), of one of that
/// scenario's tags or steps, of its Examples block, or of its own Examples row.
package struct LineSelection: Sendable, Hashable {
  /// The feature file, as given.
  package var path: String
  /// The lines; empty selects the whole file.
  package var lines: Set<Int>

  /// Creates a selection.
  package init(path: String, lines: Set<Int>) {
    self.path = path
    self.lines = lines
  }

  /// Splits `PATH:LINE[:LINE...]` into a path and lines; a plain path selects the whole file.
  package init(parsing argument: String) {
    var parts = argument.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    var lines: Set<Int> = []
    while parts.count > 1, let line = Int(parts[parts.count - 1]), line > 0 {
      lines.insert(line)
      parts.removeLast()
    }
    self.init(path: parts.joined(separator: ":"), lines: lines)
  }

  /// Whether `pickle` (from a document indexed in `index`) is on one of the lines.
  func selects(_ pickle: Pickle, index: GherkinIndex) -> Bool {
    guard !lines.isEmpty else { return true }
    return !lines.isDisjoint(with: Self.lines(of: pickle, index: index))
  }

  package static func lines(of pickle: Pickle, index: GherkinIndex) -> Set<Int> {
    var result: Set<Int> = [pickle.location.line]
    if let scenario = index.scenario(of: pickle) {
      result.insert(scenario.location.line)
      result.formUnion(scenario.tags.map(\.location.line))
      result.formUnion(scenario.steps.map(\.location.line))
    }
    if let id = pickle.examplesRowId {
      if let row = index.rows[id], let examples = index.examplesOfRow[id] {
        result.insert(row.location.line)
        result.insert(examples.location.line)
        result.formUnion(examples.tags.map(\.location.line))
      }
    }
    return result
  }

  /// `path` made absolute and standardized, so that two spellings of one file compare equal.
  package static func normalized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
