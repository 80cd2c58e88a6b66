/// A pickle prepared to run: its hooks and steps in order, each step matched to its definitions.
public struct TestCase: Sendable, Hashable, Identifiable {
  /// A stable identifier within the run.
  public var id: String
  /// The scenario (or outline row) it runs.
  public var pickle: Pickle
  /// Before hooks, steps, then after hooks.
  public var steps: [TestStep]

  /// Creates a test case.
  public init(id: String, pickle: Pickle, steps: [TestStep]) {
    self.id = id
    self.pickle = pickle
    self.steps = steps
  }
}

/// One hook or step of a ``TestCase``.
public struct TestStep: Sendable, Hashable, Identifiable {
  /// What the test step runs.
  public enum Kind: Sendable, Hashable {
    /// A hook.
    case hook(HookInfo)
    /// A pickle step and the definitions matching its text: none means undefined, more than one
    /// means ambiguous.
    case step(PickleStep, matches: [StepDefinitionInfo])
  }

  /// A stable identifier within the run.
  public var id: String
  /// What it runs.
  public var kind: Kind

  /// Creates a test step.
  public init(id: String, kind: Kind) {
    self.id = id
    self.kind = kind
  }

  /// The pickle step, unless this is a hook.
  public var pickleStep: PickleStep? {
    if case .step(let step, _) = kind { return step }
    return nil
  }

  /// The hook, unless this is a step.
  public var hook: HookInfo? {
    if case .hook(let hook) = kind { return hook }
    return nil
  }
}
