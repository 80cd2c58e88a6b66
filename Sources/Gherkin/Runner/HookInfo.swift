/// What a report needs to know about a hook, without its body.
package struct HookInfo: Sendable, Hashable, Identifiable {
  /// When the hook runs.
  package enum Phase: String, Sendable, Hashable {
    /// Before each scenario.
    case before = "BEFORE_TEST_CASE"
    /// After each scenario.
    case after = "AFTER_TEST_CASE"
    /// Once, before the first scenario.
    case beforeAll = "BEFORE_TEST_RUN"
    /// Once, after the last scenario.
    case afterAll = "AFTER_TEST_RUN"
    /// Before each step that runs; its result is folded into the step's.
    case beforeStep = "BEFORE_TEST_STEP"
    /// After each step that ran; its result is folded into the step's.
    case afterStep = "AFTER_TEST_STEP"
  }

  /// A stable identifier within the registry.
  public var id: String
  /// When it runs.
  package var phase: Phase
  /// The tag expression limiting the scenarios it runs for, or `nil` for all.
  var tagExpression: String?
  /// Where it was declared.
  package var source: SourceReference
  /// The name it was given, if any.
  package var name: String?

  /// Creates the description of a hook.
  package init(
    id: String, phase: Phase, tagExpression: String?, source: SourceReference,
    name: String? = nil
  ) {
    self.id = id
    self.phase = phase
    self.tagExpression = tagExpression
    self.source = source
    self.name = name
  }
}
