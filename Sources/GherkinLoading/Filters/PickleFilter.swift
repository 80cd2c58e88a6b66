import CucumberExpressions
import Foundation
import GherkinParser

/// Chooses which pickles of a suite run: by tag expression, by name pattern and by line.
package struct PickleFilter: Sendable {
  /// Pickles must satisfy each of these.
  package var tags: [TagExpression]
  /// Pickles of a file named here must be on one of its lines; files named in no selection are
  /// not restricted.
  var lineSelections: [LineSelection]
  /// Only this part of the pickles kept, when set (`--shard`).
  package var shard: Shard?
  /// Pickles must have a name matching one of these, when any.
  private let nameRegexes: [NSRegularExpression]

  /// Creates a filter.
  ///
  /// - Throws: ``PickleFilterError/invalidNamePattern(_:reason:)`` when a name pattern is not a
  ///   valid regular expression.
  package init(
    tags: [TagExpression] = [], namePatterns: [String] = [], lineSelections: [LineSelection] = [],
    shard: Shard? = nil
  ) throws(PickleFilterError) {
    self.shard = shard
    self.tags = tags
    self.lineSelections = lineSelections
    nameRegexes = try namePatterns.map { pattern throws(PickleFilterError) in
      do {
        return try NSRegularExpression(pattern: pattern)
      } catch {
        throw .invalidNamePattern(
          pattern,
          reason:
            "it is read as a regular expression, where a ( or [ must be closed and ( ) [ ] { } . * + ? | ^ $ \\ have special meanings; put a \\ before such a character to match it as written"
        )
      }
    }
  }

  /// The pickles of `suite` the filter keeps, in order; with a shard, only its part of them.
  package func select(from suite: FeatureSuite) -> [Pickle] {
    let selected = selectIgnoringShard(from: suite)
    return shard?.deal(selected) ?? selected
  }

  /// The pickles of `suite` the filter keeps before any shard takes its part, in order.
  package func selectIgnoringShard(from suite: FeatureSuite) -> [Pickle] {
    let matching = suite.pickles.filter(matchesTagsAndName)
    guard !lineSelections.isEmpty else { return matching }
    // Paths are compared normalized: each selection's once, each file's once.
    let selections = lineSelections.map { (path: LineSelection.normalized($0.path), selection: $0) }
    var selectionsByURI: [String: [LineSelection]] = [:]
    return matching.filter { pickle in
      let forFile =
        selectionsByURI[pickle.uri]
        ?? {
          let uri = LineSelection.normalized(pickle.uri)
          let found = selections.filter { $0.path == uri }.map(\.selection)
          selectionsByURI[pickle.uri] = found
          return found
        }()
      return forFile.isEmpty || forFile.contains { $0.selects(pickle, index: suite.index) }
    }
  }

  private func matchesTagsAndName(_ pickle: Pickle) -> Bool {
    if !tags.isEmpty {
      let names = Set(pickle.tags.map(\.name))
      guard tags.allSatisfy({ $0.evaluate(names) }) else { return false }
    }
    guard !nameRegexes.isEmpty else { return true }
    let range = NSRange(pickle.name.startIndex..., in: pickle.name)
    return nameRegexes.contains { $0.firstMatch(in: pickle.name, range: range) != nil }
  }
}

/// A filter that cannot be built.
package enum PickleFilterError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A `--name` pattern is not a valid regular expression.
  case invalidNamePattern(String, reason: String)

  package var description: String {
    switch self {
    case .invalidNamePattern(let pattern, let reason):
      "invalid name pattern \(pattern): \(reason)"
    }
  }
}
