import CucumberExpressions
import GherkinParser

/// A block run before or after each scenario, optionally only for scenarios whose tags match.
public struct Hook<World>: Sendable {
  /// The body: it gets the scenario's world.
  public typealias Body = @Sendable (inout World) async throws -> Void

  /// The description reports use.
  package let info: Messages.Hook
  /// The parsed tag filter, or `nil` for every scenario.
  let tagExpression: TagExpression?
  let body: Body

  /// Whether the hook applies to a pickle with `tags`.
  func applies(to pickle: Pickle) -> Bool {
    tagExpression?.evaluate(pickle.tags.map(\.name)) ?? true
  }
}
