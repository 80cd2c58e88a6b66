/// The report formats `--format` accepts.
package enum ReportFormat: String, Sendable, Hashable, CaseIterable {
  case pretty
  case progress
  case summary
  case junit
  case json
  case message
  case html

  /// Reads a format name, accepting `messages` and `ndjson` for ``message`` and
  /// `cucumber-json` for ``json``.
  package init?(name: String) {
    switch name.lowercased() {
    case "messages", "ndjson": self = .message
    case "cucumber-json": self = .json
    case let other: self.init(rawValue: other)
    }
  }

  /// Makes the reporter; `colors` applies to the terminal formats, `htmlSections` to `html`.
  func makeReporter(
    strict: Bool, colors: Bool, htmlSections: [HTMLSectionProvider] = []
  ) -> any Reporter {
    switch self {
    case .pretty:
      MessageReporter(CucumberPrettyFormatter(colors: colors, summary: true, featureLines: true))
    case .progress: MessageReporter(CucumberProgressFormatter(colors: colors, summary: true))
    case .summary: MessageReporter(CucumberSummaryFormatter(colors: colors))
    case .junit: MessageReporter(CucumberJUnitFormatter())
    case .json: MessageReporter(CucumberJSONFormatter())
    case .message: MessagesReporter()
    case .html: MessageReporter(HTMLFormatter(strict: strict, sections: htmlSections))
    }
  }
}

/// One `--format NAME[:FILE]`: a format and where it goes (standard output when no file).
public struct FormatRequest: Sendable, Hashable {
  /// The format.
  package var format: ReportFormat
  /// The file to write, or `nil` for standard output.
  package var path: String?

  /// Creates a request.
  package init(format: ReportFormat, path: String? = nil) {
    self.format = format
    self.path = path
  }
}
