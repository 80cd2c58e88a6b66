import GherkinFormatters

/// The report formats `--format` accepts.
package enum ReportFormat: String, Sendable, Hashable, CaseIterable {
  case pretty
  case progress
  case summary
  case junit
  case json
  case message
  case html
  case proposals
  case rerun
  case usage

  /// Other names `--format` accepts for a format.
  static let aliases: KeyValuePairs<String, ReportFormat> = [
    "messages": .message, "ndjson": .message, "cucumber-json": .json,
  ]

  /// Reads a format name (in any case), accepting the ``aliases``.
  package init?(name: String) {
    let name = name.lowercased()
    guard let format = Self(rawValue: name) ?? Self.aliases.first(where: { $0.key == name })?.value
    else { return nil }
    self = format
  }

  /// What the format shows, for `--help`.
  var summary: String {
    switch self {
    case .pretty: "features, scenarios and steps as they run"
    case .progress: "one character per step"
    case .summary: "only the counts, failures and snippets"
    case .junit: "JUnit XML, one testcase per scenario or row"
    case .json: "Cucumber JSON, as Cucumber writes it"
    case .message: "Cucumber messages as NDJSON"
    case .html: "one self-contained HTML page"
    case .proposals: "what @proposed scenarios ask of a developer, as Markdown"
    case .rerun: "the failing scenarios' PATH:LINE, for @FILE"
    case .usage: "JSON: each step definition's steps and times"
    }
  }

  /// The library whose wing makes the format; `nil` for the core's own formats.
  package var library: WingLibrary? {
    switch self {
    case .junit, .json, .html: .reports
    default: nil
    }
  }

  /// Every name `--format` accepts, for a message listing them: the formats, then the names of
  /// `plugins` (a front end's own formats), then the aliases.
  package static func knownNames(plugins: [String]) -> String {
    let names = allCases.map(\.rawValue) + plugins
    let aliases = aliases.map { "\($0.key) for \($0.value.rawValue)" }
    return names.joined(separator: ", ") + " (also " + Wording.list(aliases, conjunction: "and")
      + ")"
  }

  /// The format's layout, made from the run's messages: a live run's and message files'
  /// (`report`) alike; `colors` applies to the terminal formats. `nil` for a format a wing
  /// makes (``library``): ``GherkinCommand/formatter(for:colors:)`` asks the command's wings.
  func makeFormatter(colors: Bool) -> (any MessageFormatter)? {
    switch self {
    case .pretty: CucumberPrettyFormatter(colors: colors, summary: true, featureLines: true)
    case .progress: CucumberProgressFormatter(colors: colors, summary: true)
    case .summary: CucumberSummaryFormatter(colors: colors)
    case .junit, .json, .html: nil
    case .message: MessageWriter()
    case .proposals: ProposalsFormatter()
    case .rerun: RerunFormatter()
    case .usage: UsageFormatter()
    }
  }
}

/// One `--format NAME[:FILE]`: a format and where it goes (standard output when no file).
package struct FormatRequest: Sendable, Hashable {
  /// The format.
  package var format: ReportFormat
  /// The file to write, or `nil` for standard output.
  package var path: String?

  /// Splits `NAME[:FILE]` into the format's name and the file (`nil`: standard output).
  package static func split(_ text: String) -> (name: String, path: String?) {
    let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
    return (parts.first ?? "", parts.count > 1 ? parts[1] : nil)
  }
}
