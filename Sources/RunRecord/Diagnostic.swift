/// A problem found in feature files, a selection or the step definitions that is not a scenario's
/// result, worded for the person who edits the feature files.
///
/// Every check of ``Diagnostics`` returns these; the command line lists them after the summary,
/// and an editor can show them at their ranges without running anything.
public struct Diagnostic: Sendable, Hashable, Codable {
  /// Whether the problem fails the run.
  public enum Severity: String, Sendable, Hashable, Codable {
    case error, warning
  }

  /// What kind of problem it is.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A line that reads like a step or a heading but is not one.
    case suspiciousLine
    /// A Scenario with no step of its own, which passes without proving anything.
    case scenarioWithoutSteps
    /// A line the grammar does not allow where it stands.
    case parseError
    /// A `# language:` that names no known language.
    case unknownLanguage
    /// A file or folder that cannot be read.
    case unreadableFile
    /// A step that no definition matches.
    case undefinedStep
    /// A filter that selects no scenario.
    case emptySelection
    /// A path given to run (or the default one) that holds no scenario: an empty file, one of
    /// comments only, a feature without scenarios.
    case noScenarios
    /// A tag named in a tag expression that no scenario has (misspelt, or not used today).
    case unknownTag
    /// A step definition that no step uses.
    case unusedStepDefinition
    /// What a report that judges the run found wanting, such as a coverage report's unproved item.
    case reportJudgement
    /// A scenario tagged `@proposed`: what it asks of a developer, or that it passes now.
    case proposal
    /// A Swift Testing issue (a failed `#expect`) recorded while no hook or step was running,
    /// in a detached task: it fails the run, as it belongs to no step.
    case issueOutsideStep
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// Whether it fails the run.
  public var severity: Severity
  /// The file, when the problem is in one.
  public var uri: String?
  /// The 1-based line, when known.
  public var line: Int?
  /// The 1-based column, when known.
  public var column: Int?
  /// How many characters from ``column`` the problem spans (for an editor's underline).
  public var length: Int
  /// The plain-words explanation, with the likely fix.
  public var message: String
  /// Cucumber's own wording, when there is one (a parse error's), for machine formats.
  public var machineMessage: String?

  /// Creates a diagnostic.
  public init(
    _ kind: Kind, severity: Severity = .error, uri: String? = nil, line: Int? = nil,
    column: Int? = nil, length: Int = 0, message: String, machineMessage: String? = nil
  ) {
    self.kind = kind
    self.severity = severity
    self.uri = uri
    self.line = line
    self.column = column
    self.length = length
    self.message = message
    self.machineMessage = machineMessage
  }

  /// `file:line:column: message`, the way compilers point at a problem (`file:line:` without
  /// a column, `message` alone without a file), with `warning: ` before a warning's message:
  /// the form printed after the summary.
  public var rendered: String {
    let prefix = severity == .warning ? "warning: " : ""
    guard let uri else { return prefix + message }
    return "\(Wording.place(uri, line: line, column: column)): \(prefix)\(message)"
  }
}

extension Diagnostic {
  /// The summary's words for `problems`: `1 file not run in full: a.feature, 2 suspicious lines`.
  package static func counts(_ problems: [Diagnostic]) -> String {
    var parts: [String] = []
    var files: [String] = []
    for problem in problems
    where [.parseError, .unknownLanguage, .unreadableFile].contains(problem.kind) {
      if let uri = problem.uri, !files.contains(uri) { files.append(uri) }
    }
    if !files.isEmpty {
      parts.append(
        "\(files.count) file\(files.count == 1 ? "" : "s") not run in full: \(files.joined(separator: ", "))"
      )
    }
    func count(_ kind: Diagnostic.Kind, _ singular: String, _ plural: String) {
      let number = problems.filter { $0.kind == kind }.count
      if number > 0 { parts.append("\(number) \(number == 1 ? singular : plural)") }
    }
    count(.suspiciousLine, "suspicious line", "suspicious lines")
    count(.noScenarios, "path without scenarios", "paths without scenarios")
    count(.scenarioWithoutSteps, "scenario without steps", "scenarios without steps")
    count(.emptySelection, "filter selecting nothing", "filters selecting nothing")
    count(.unknownTag, "tag no scenario has", "tags no scenario has")
    count(.unusedStepDefinition, "unused step definition", "unused step definitions")
    count(.reportJudgement, "problem a report found", "problems reports found")
    count(.proposal, "proposal for a developer", "proposals for a developer")
    count(.issueOutsideStep, "issue recorded outside a step", "issues recorded outside a step")
    return parts.joined(separator: ", ")
  }
}
