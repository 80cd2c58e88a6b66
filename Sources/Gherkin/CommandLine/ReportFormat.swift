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
    MessageReporter(makeFormatter(strict: strict, colors: colors, htmlSections: htmlSections))
  }

  /// The format's layout, made from the run's messages: a live run's (``makeReporter``) and
  /// message files' (`report`) alike.
  func makeFormatter(
    strict: Bool, colors: Bool, htmlSections: [HTMLSectionProvider] = []
  ) -> any MessageFormatter {
    switch self {
    case .pretty: CucumberPrettyFormatter(colors: colors, summary: true, featureLines: true)
    case .progress: CucumberProgressFormatter(colors: colors, summary: true)
    case .summary: CucumberSummaryFormatter(colors: colors)
    case .junit: CucumberJUnitFormatter()
    case .json: CucumberJSONFormatter()
    case .message: MessageWriter()
    case .html: HTMLFormatter(strict: strict, sections: htmlSections)
    }
  }
}

/// One `--format NAME[:FILE]`: a format and where it goes (standard output when no file).
package struct FormatRequest: Sendable, Hashable {
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
