import CucumberExpressions
import GherkinParser

/// How the runner's own values read as Cucumber's messages.
extension Messages.Meta {
  /// Who produces a run's messages: this runner (its program's name, which the editor's
  /// messages give too), on this platform.
  package static let feedSpecs = Messages.Meta(
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
      pattern: Messages.StepDefinitionPattern(source: expression, type: expressionKind),
      sourceReference: source.message)
  }
}

extension Messages.StepMatchArgument {
  /// What a definition's expression captured, as Cucumber's message.
  init(_ argument: StepArgument) {
    self.init(
      group: Messages.Group(
        children: argument.children.isEmpty ? nil : argument.children.map(Messages.Group.init),
        start: argument.offset, value: argument.text),
      parameterTypeName: argument.parameterTypeName)
  }
}

extension Messages.Group {
  init(_ group: StepArgument.Group) {
    self.init(
      children: group.children.isEmpty ? nil : group.children.map(Messages.Group.init),
      start: group.offset, value: group.text)
  }
}
