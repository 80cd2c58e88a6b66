import Foundation
import Testing

@testable import GherkinCommandLine

/// The format names the command accepts, listed from the one list of formats and the front
/// end's plugins wherever they are shown.
@Suite("format names in --help and usage errors")
struct FormatNamesTests {
  @Test("--help lists every format with its other names")
  func helpListsEveryFormat() async throws {
    let (_, output, _) = try await run(["--help"])

    for format in ReportFormat.allCases {
      #expect(output.contains("\n" + String(repeating: " ", count: 27) + format.rawValue + " "))
    }
    #expect(output.contains("Cucumber messages as NDJSON (also messages or ndjson)\n"))
    #expect(output.contains("Cucumber JSON, as Cucumber writes it (also cucumber-json)\n"))
  }

  @Test("an unknown --format lists the built-in formats, the front end's own and the other names")
  func unknownFormatListsPlugins() async throws {
    let (code, _, errors) = try await run(["--format", "bogus"], plugins: [.scenarioLines])

    #expect(code == 2)
    #expect(
      errors
        == "feed-specs: unknown format bogus; known formats: pretty, progress, summary, junit, json, message, html, proposals, rerun, usage, progress-lines (also messages for message, ndjson for message, and cucumber-json for json)\nRun feed-specs --help for usage.\n"
    )
  }

  @Test("report with a format it cannot make lists the formats it can, from the same list")
  func reportListsFormats() async throws {
    let (code, _, errors) = try await run(["report", "run.ndjson", "--format", "bogus"])

    #expect(code == 2)
    #expect(
      errors.hasPrefix(
        "feed-specs report: report cannot make \"bogus\" from message files; it makes pretty, progress, summary, junit, json, message, html, proposals, rerun, usage (also messages for message, ndjson for message, and cucumber-json for json)\n"
      ), "\(errors)")
  }

  private func run(_ arguments: [String], plugins: [ReportPlugin] = []) async throws -> (
    Int32, String, String
  ) {
    await runFeedSpecs(
      arguments, defaultPath: "Features/", registry: makeCacheRegistry(), plugins: plugins)
  }
}
