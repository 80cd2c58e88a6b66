/// A pickle prepared to run: its hooks and steps in order, each step matched to its definitions.
package struct TestCase: Sendable, Hashable, Identifiable {
  /// A stable identifier within the run.
  package var id: String
  /// The scenario (or outline row) it runs.
  package var pickle: Pickle
  /// Before hooks, steps, then after hooks.
  package var steps: [TestStep]

  /// Creates a test case.
  package init(id: String, pickle: Pickle, steps: [TestStep]) {
    self.id = id
    self.pickle = pickle
    self.steps = steps
  }
}

/// One hook or step of a ``TestCase``.
package struct TestStep: Sendable, Hashable, Identifiable {
  /// What the test step runs.
  package enum Kind: Sendable, Hashable {
    /// A hook.
    case hook(HookInfo)
    /// A pickle step and the definitions matching its text: none means undefined, more than one
    /// means ambiguous.
    case step(PickleStep, matches: [StepDefinitionInfo])
  }

  /// A stable identifier within the run.
  package var id: String
  /// What it runs.
  package var kind: Kind
  /// For a step, the arguments each matching definition captured, in the order of its matches.
  package var matchedArguments: [[MatchedArgument]]

  /// Creates a test step.
  package init(id: String, kind: Kind, matchedArguments: [[MatchedArgument]] = []) {
    self.id = id
    self.kind = kind
    self.matchedArguments = matchedArguments
  }

  /// The pickle step, unless this is a hook.
  package var pickleStep: PickleStep? {
    if case .step(let step, _) = kind { return step }
    return nil
  }

  /// The hook, unless this is a step.
  package var hook: HookInfo? {
    if case .hook(let hook) = kind { return hook }
    return nil
  }
}

/// One argument a step definition's expression captured from the step text.
package struct MatchedArgument: Sendable, Hashable {
  /// The captured text, or `nil` for an optional group that did not take part.
  package var text: String?
  /// Where ``text`` starts in the step text, in characters.
  package var start: Int?
  /// The parameter type's name (`int`, `string`, `""` for `{}`), if any.
  package var parameterTypeName: String?
  /// The capture groups nested in the argument's group.
  package var children: [StepArgument.Group]

  /// Creates an argument.
  package init(
    text: String?, start: Int?, parameterTypeName: String?, children: [StepArgument.Group] = []
  ) {
    self.text = text
    self.start = start
    self.parameterTypeName = parameterTypeName
    self.children = children
  }
}
