/// A behaviour of the product beyond the criteria that a customer or the product owner would
/// notice, named by the tag its scenarios carry (`@server-requests`, say), so that the coverage
/// report can group the scenarios beyond the criteria by what they state.
package struct BeyondSeedBehaviour: Sendable, Hashable {
  /// The tag its scenarios carry, with its `@`, such as `@server-requests`.
  package let tag: String
  /// The behaviour's heading, such as "What the app asks the server for".
  package let title: String
  /// What the product does, in plain words.
  package let wording: String

  /// Creates a behaviour; the tag is given with its `@`.
  package init(tag: String, title: String, wording: String) {
    self.tag = tag
    self.title = title
    self.wording = wording
  }
}
