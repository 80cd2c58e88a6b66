extension Messages {
  /// A pickle prepared to run: its hooks and steps in order, each step matched to definitions.
  public struct TestCase: Sendable, Hashable, Codable {
    /// The identifier.
    public var id: String
    /// The pickle it runs.
    public var pickleId: String
    /// Hooks and steps, in the order they run.
    public var testSteps: [TestStep]
    /// The run it belongs to.
    public var testRunStartedId: String?

    /// Creates a test case message.
    public init(id: String, pickleId: String, testSteps: [TestStep], testRunStartedId: String?) {
      self.id = id
      self.pickleId = pickleId
      self.testSteps = testSteps
      self.testRunStartedId = testRunStartedId
    }
  }

  /// One hook or step of a test case.
  public struct TestStep: Sendable, Hashable, Codable {
    /// The hook it runs, for a hook.
    public var hookId: String?
    /// The identifier.
    public var id: String
    /// The pickle step it runs, for a step.
    public var pickleStepId: String?
    /// The definitions matching the step: none is undefined, more than one ambiguous.
    public var stepDefinitionIds: [String]?
    /// For each matching definition, the arguments it captured.
    public var stepMatchArgumentsLists: [StepMatchArgumentsList]?

    /// Creates a test step that runs a hook.
    public init(id: String, hookId: String) {
      self.id = id
      self.hookId = hookId
    }

    /// Creates a test step that runs a pickle step.
    public init(
      id: String, pickleStepId: String, stepDefinitionIds: [String],
      stepMatchArgumentsLists: [StepMatchArgumentsList]
    ) {
      self.id = id
      self.pickleStepId = pickleStepId
      self.stepDefinitionIds = stepDefinitionIds
      self.stepMatchArgumentsLists = stepMatchArgumentsLists
    }
  }

  /// The arguments one step definition captured.
  public struct StepMatchArgumentsList: Sendable, Hashable, Codable {
    /// The arguments, in order.
    public var stepMatchArguments: [StepMatchArgument]

    /// Creates a list.
    public init(stepMatchArguments: [StepMatchArgument]) {
      self.stepMatchArguments = stepMatchArguments
    }
  }

  /// One captured argument.
  public struct StepMatchArgument: Sendable, Hashable, Codable {
    /// The captured text and its nested groups.
    public var group: Group
    /// The parameter type's name, if any.
    public var parameterTypeName: String?

    /// Creates an argument.
    public init(group: Group, parameterTypeName: String?) {
      self.group = group
      self.parameterTypeName = parameterTypeName
    }
  }

  /// A captured group of a step's text.
  public struct Group: Sendable, Hashable, Codable {
    /// Nested groups.
    public var children: [Group]?
    /// Where the text starts, in characters of the step text.
    public var start: Int?
    /// The text, or `nil` for an optional group that did not take part.
    public var value: String?

    /// Creates a group.
    public init(children: [Group]? = nil, start: Int?, value: String?) {
      self.children = children
      self.start = start
      self.value = value
    }
  }
}
