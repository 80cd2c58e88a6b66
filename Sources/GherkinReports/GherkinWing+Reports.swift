import GherkinCommandLine

extension GherkinWing {
  /// The reports' wing: `--format junit`, `json` (Cucumber JSON) and `html` for a run, and
  /// `PROGRAM report FILE.ndjson...`, which makes any report from the message files of one or
  /// more runs (the parts of a suite split with `--shard`) joined as one.
  ///
  /// - Parameter htmlSections: Sections added to the `html` page, such as a specification trace.
  public static func reports(htmlSections: [HTMLSectionProvider] = []) -> GherkinWing {
    GherkinWing(
      library: .reports,
      formats: [
        .junit: { CucumberJUnitFormatter() },
        .json: { CucumberJSONFormatter() },
        .html: { HTMLFormatter(sections: htmlSections) },
      ],
      subcommands: ["report": ReportCommand.Subcommand()])
  }
}
