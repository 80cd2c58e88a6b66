/// How the runner's own values read as Cucumber's messages.
extension Messages.Meta {
  /// Who produces a run's messages: this runner, on this platform.
  static let feedSpecs = Messages.Meta(
    protocolVersion: Messages.protocolVersion,
    implementation: Messages.Product(name: "feed-specs", version: "1.0.0"),
    runtime: Messages.Product(name: "swift", version: "6"),
    os: Messages.Product(name: operatingSystem), cpu: Messages.Product(name: cpu))

  private static var operatingSystem: String {
    #if os(Linux)
      "linux"
    #elseif os(macOS)
      "darwin"
    #else
      "unknown"
    #endif
  }

  private static var cpu: String {
    #if arch(x86_64)
      "x64"
    #elseif arch(arm64)
      "arm64"
    #else
      "unknown"
    #endif
  }
}

extension SourceReference {
  /// The reference as Cucumber's message.
  var message: Messages.SourceReference {
    Messages.SourceReference(uri: file, location: Location(line: line))
  }
}

extension StepDefinitionInfo {
  /// The step definition as Cucumber's message.
  var message: Messages.StepDefinition {
    Messages.StepDefinition(
      id: id,
      pattern: Messages.StepDefinitionPattern(
        source: expression,
        type: expressionKind == .regularExpression ? .regularExpression : .cucumberExpression),
      sourceReference: source.message)
  }
}

extension HookInfo {
  /// The hook as Cucumber's message.
  var message: Messages.Hook {
    Messages.Hook(
      id: id, name: name, sourceReference: source.message, tagExpression: tagExpression,
      type: Messages.Hook.HookType(rawValue: phase.rawValue))
  }
}

extension TestCase {
  /// The test case as Cucumber's message, in the run `testRunStartedId`.
  func message(testRunStartedId: String) -> Messages.TestCase {
    let steps = steps.map { testStep in
      switch testStep.kind {
      case .hook(let hook):
        return Messages.TestStep(id: testStep.id, hookId: hook.id)
      case .step(let step, let matches):
        return Messages.TestStep(
          id: testStep.id, pickleStepId: step.id, stepDefinitionIds: matches.map(\.id),
          stepMatchArgumentsLists: testStep.matchedArguments.map { arguments in
            Messages.StepMatchArgumentsList(
              stepMatchArguments: arguments.map { argument in
                Messages.StepMatchArgument(
                  group: Messages.Group(
                    children: argument.children.isEmpty ? nil : argument.children.map(Self.group),
                    start: argument.start, value: argument.text),
                  parameterTypeName: argument.parameterTypeName)
              })
          })
      }
    }
    return Messages.TestCase(
      id: id, pickleId: pickle.id, testSteps: steps, testRunStartedId: testRunStartedId)
  }

  private static func group(_ group: StepArgument.Group) -> Messages.Group {
    Messages.Group(
      children: group.children.isEmpty ? nil : group.children.map(Self.group),
      start: group.offset, value: group.text)
  }
}
