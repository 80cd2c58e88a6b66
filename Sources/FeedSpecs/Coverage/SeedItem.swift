/// One item of the seed's specification that scenarios must prove: a narrative's acceptance
/// scenario or a use case's course, named by the tags scenarios carry (`@narrative-2` and
/// `@expired-cache`, say).
package struct SeedItem: Sendable, Hashable {
  /// The tag of the story or use case, such as `@uc-validate-cache`.
  package let featureTag: String
  /// The tag of the scenario or course, such as `@retrieval-error`.
  package let courseTag: String
  /// The item's heading in the seed, such as "Validate Cache Use Case: Retrieve cache error".
  package let title: String
  /// What the seed says of it, in the seed's own words.
  package let wording: String

  /// Creates an item; the tags are given without `@`.
  package init(_ feature: String, _ course: String, title: String, wording: String) {
    self.featureTag = "@" + feature
    self.courseTag = "@" + course
    self.title = title
    self.wording = wording
  }

  /// The item's identity, such as `uc-validate-cache/retrieval-error`.
  package var id: String { "\(featureTag.dropFirst())/\(courseTag.dropFirst())" }

  /// Whether a scenario with `tags` proves this item.
  package func isProved(byScenarioTagged tags: [String]) -> Bool {
    tags.contains(featureTag) && tags.contains(courseTag)
  }
}
