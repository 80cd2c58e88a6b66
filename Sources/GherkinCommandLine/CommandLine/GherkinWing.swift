/// A library beside `Gherkin` that adds report formats or subcommands to a ``GherkinCommand``:
/// a team that wants them depends on the library's product and hands its wing to the command.
///
/// ```swift
/// import Gherkin
/// import GherkinLanguageServer  // the product GherkinLanguageServer: `language-server`
/// import GherkinReports  // the product GherkinReports: junit, json, html and `report`
///
/// var command = GherkinCommand()
/// command.wings = [.reports(), .languageServer]
/// ```
///
/// A command without a wing refuses what only the wing makes (exit code 2), saying which
/// library makes it and how to add it.
public struct GherkinWing: Sendable {
  /// The library that provides the wing.
  package var library: WingLibrary
  /// The built-in formats it makes, for a live run and `report` alike.
  package var formats: [ReportFormat: @Sendable () -> any MessageFormatter]
  /// Its subcommands, by name.
  package var subcommands: [String: any WingSubcommand]

  /// A wing of `library` making `formats` and serving `subcommands`.
  package init(
    library: WingLibrary, formats: [ReportFormat: @Sendable () -> any MessageFormatter] = [:],
    subcommands: [String: any WingSubcommand] = [:]
  ) {
    self.library = library
    self.formats = formats
    self.subcommands = subcommands
  }
}

/// A subcommand a wing adds (`report`, `language-server`): it reads its own arguments and may
/// make the registry.
package protocol WingSubcommand: Sendable {
  /// Runs the subcommand with `arguments` (those after its name) for `command`.
  func run<World>(
    _ arguments: [String], program: String, command: GherkinCommand,
    makeRegistry: ([String: String]) throws -> StepRegistry<World>
  ) async -> ExitStatus
}

/// The libraries that provide wings, named in the sentence that refuses what a command without
/// the wing was asked for. The core names them; it never imports them.
package enum WingLibrary: String, Sendable, CaseIterable {
  case reports = "GherkinReports"
  case languageServer = "GherkinLanguageServer"

  /// How a team's main hands the wing to its command.
  var handOver: String {
    switch self {
    case .reports: "command.wings.append(.reports())"
    case .languageServer: "command.wings.append(.languageServer)"
    }
  }

  /// The subcommands its wing adds.
  static let subcommands: KeyValuePairs<String, WingLibrary> = [
    "report": .reports, "language-server": .languageServer,
  ]

  /// Why `what` is refused by a command without this library's wing, and how to add it.
  func missing(_ what: String) -> UsageError {
    UsageError(
      "\(what) is made by the \(rawValue) library, which this command does not have: add the "
        + "product \(rawValue) to the target's dependencies, `import \(rawValue)` and "
        + "`\(handOver)` before `command.run`")
  }
}

extension GherkinCommand {
  /// The formatter of `format`, made by the core or by the wing that provides it; `colors`
  /// applies to the terminal formats.
  package func formatter(for format: ReportFormat, colors: Bool) throws(UsageError)
    -> any MessageFormatter
  {
    if let formatter = format.makeFormatter(colors: colors) { return formatter }
    return try wingMaker(for: format)()
  }

  /// Refuses wings of one library given twice (`[.reports(), .reports(htmlSections: s)]`),
  /// of which one would be ignored.
  func requireDistinctWings() throws(UsageError) {
    var given: Set<WingLibrary> = []
    for wing in wings {
      let isNew = given.insert(wing.library).inserted
      guard isNew else {
        throw UsageError(
          "the \(wing.library.rawValue) wing is given twice, and one would be ignored: give it "
            + "once, with everything it takes")
      }
    }
  }

  /// Refuses, before anything runs, each format asked for whose wing the command does not have.
  package func requireWings(for formats: [FormatRequest]) throws(UsageError) {
    for request in formats where request.format.library != nil {
      _ = try wingMaker(for: request.format)
    }
  }

  /// What makes `format` in the command's wings; refused when no wing it has makes it.
  private func wingMaker(for format: ReportFormat) throws(UsageError)
    -> @Sendable () -> any MessageFormatter
  {
    if let make = wings.lazy.compactMap({ $0.formats[format] }).first { return make }
    let what = "--format \(format.rawValue)"
    throw format.library?.missing(what) ?? UsageError("\(what) is made by no wing")
  }

  /// The subcommand `name` of a wing the command has; `nil` when no wing adds it.
  func wingSubcommand(_ name: String) -> (any WingSubcommand)? {
    wings.lazy.compactMap { $0.subcommands[name] }.first
  }
}
