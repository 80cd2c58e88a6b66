import GherkinParser

extension Pickle {
  /// The tag that marks a scenario as proposed by a product owner: its new sentences and the
  /// behaviour it states wait for a developer, so it does not fail the run.
  package static let proposedTag = "@proposed"

  /// Whether the scenario is tagged ``proposedTag``.
  package var isProposed: Bool { tags.contains { $0.name == Self.proposedTag } }
}
