/// What a report needs to know about a hook, without its body.
public struct HookInfo: Sendable, Hashable, Identifiable {
  /// When the hook runs.
  public enum Phase: String, Sendable, Hashable {
    case before = "BEFORE_TEST_CASE"
    case after = "AFTER_TEST_CASE"
  }

  /// A stable identifier within the registry.
  public var id: String
  /// When it runs.
  public var phase: Phase
  /// The tag expression limiting the scenarios it runs for, or `nil` for all.
  public var tagExpression: String?
  /// Where it was declared.
  public var source: SourceReference

  /// Creates the description of a hook.
  public init(id: String, phase: Phase, tagExpression: String?, source: SourceReference) {
    self.id = id
    self.phase = phase
    self.tagExpression = tagExpression
    self.source = source
  }
}
