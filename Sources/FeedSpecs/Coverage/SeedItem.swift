/// A criterion the scenarios must prove: a story's acceptance criterion or a use case's course,
/// as `criteria.md` states it, named by the tags a scenario carries to prove it (`@narrative-2`
/// and `@expired-cache`, say).
package struct SeedItem: Sendable, Hashable {
  /// The tags a scenario carries to prove it, with their `@`, such as `@uc-validate-cache` and
  /// `@retrieval-error`.
  package let tags: [String]
  /// Its heading: the story's, then its own, such as "Validate Cache: retrieve cache error".
  package let title: String
  /// What it states, in the product owner's words.
  package let wording: String
  /// Its line in the criteria file, when it was read from one.
  package let line: Int?

  /// Creates a criterion proved by a scenario carrying every one of `tags` (given with `@`),
  /// written on `line` of the criteria file.
  package init(tags: [String], title: String, wording: String, line: Int? = nil) {
    self.tags = tags
    self.title = title
    self.wording = wording
    self.line = line
  }

  /// Its identity, such as `uc-validate-cache/retrieval-error`.
  package var id: String { tags.map { $0.dropFirst() }.joined(separator: "/") }

  /// Whether a scenario with `tags` proves it: the scenario carries every one of its tags.
  package func isProved(byScenarioTagged tags: [String]) -> Bool {
    self.tags.allSatisfy(tags.contains)
  }
}
