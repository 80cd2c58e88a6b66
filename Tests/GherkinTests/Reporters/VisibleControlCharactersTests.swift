import Foundation
import GherkinTesting
import PrintableText
import Testing

@testable import GherkinCommandLine
@testable import GherkinFormatters
@testable import GherkinReports

@Suite("Reports show a feature file's control characters, never act on them")
struct VisibleControlCharactersTests {
  /// Names, a tag, a step, a doc string and a table cell carrying escape sequences (retitle,
  /// clear, colour), a bell, a carriage return, delete, a C1 control, NUL and bidi controls.
  static let hostile = """
    Feature: Retitle \u{1B}]0;pwned\u{07}

      @tag\u{1B}[2J
      Scenario: Clear \u{1B}[2J and \u{202E}reversed\u{202C} fake\rline
        Given an undefined step with \u{9B}31m red and \u{7F} del and \u{200F} mark
        And an undefined step with a table
          | \u{0}nul | \u{2066}isolate\u{2069} |
        And an undefined step with a doc string
          \"\"\"
          colour \u{1B}[31m here
          \"\"\"

    """

  @Test(
    "pretty, progress, progress-lines, summary, HTML and JUnit show the escapes as text",
    arguments: [
      ("pretty", PrettyReporterKind.pretty), ("progress", .progress),
      ("progress-lines", .lines), ("summary", .summary), ("html", .html), ("junit", .junit),
    ])
  func humanAndMarkupOutputs(name: String, kind: PrettyReporterKind) async {
    let text = await run(kind)

    #expect(
      !text.unicodeScalars.contains { $0 != "\n" && VisibleText.isUnsafe($0) },
      "\(name) printed a raw control character: \(text.debugDescription)")
    #expect(text.contains("\\u{"), "\(name) shows no escape: \(text)")
  }

  @Test(
    "a feature file's path with control characters shows them as text in every human output",
    arguments: [
      ReportFormat.pretty, .progress, .summary, .html, .junit,
    ])
  func pathShowsEscapes(format: ReportFormat) async {
    let sources = [(uri: "features/odd\u{1B}[2J.feature", text: cacheFeature)]

    let text = await report(format: format, sources: sources)

    #expect(!text.unicodeScalars.contains { $0 != "\n" && VisibleText.isUnsafe($0) })
    #expect(text.contains("odd\\u{1B}[2J.feature"), "\(format) names no path: \(text)")
  }

  @Test("progress-lines shows a path's control characters as text")
  func linesPathShowsEscapes() async {
    let sources = [(uri: "features/odd\u{1B}[2J.feature", text: cacheFeature)]

    let text = await report(with: ScenarioLinesFormatter(), sources: sources)

    #expect(!text.unicodeScalars.contains { $0 != "\n" && VisibleText.isUnsafe($0) })
    #expect(text.contains("features/odd\\u{1B}[2J.feature:9"))
  }

  @Test("pretty shows each kind of control character where the file has it")
  func prettyShowsEachEscape() async {
    let text = await run(.pretty)

    #expect(text.contains("Feature: Retitle \\u{1B}]0;pwned\\u{07}"))
    #expect(text.contains("Scenario: Clear \\u{1B}[2J and \\u{202E}reversed\\u{202C} fake\\rline"))
    #expect(text.contains("with \\u{9B}31m red and \\u{7F} del and \\u{200F} mark"))
    #expect(text.contains("| \\u{00}nul | \\u{2066}isolate\\u{2069} |"))
    #expect(text.contains("colour \\u{1B}[31m here"))
    #expect(text.contains("@tag\\u{1B}[2J"))
  }

  @Test("NDJSON messages and Cucumber JSON escape control characters as JSON \\u escapes")
  func jsonOutputs() async {
    for kind in [PrettyReporterKind.messages, .cucumberJSON] {
      let text = await run(kind)

      #expect(!text.unicodeScalars.contains { $0 != "\n" && VisibleText.isUnsafe($0) })
      // Hexadecimal digits in either case mean the same character in JSON.
      #expect(text.lowercased().contains("\\u001b]0;pwned\\u0007"))
      #expect(text.lowercased().contains("\\u202e"))
    }
  }

  @Test("a C1 control, delete or bidi control in JSON reads back as the same text")
  func jsonRoundTrips() throws {
    let original = "a\u{1B}b\u{7F}c\u{9B}d\u{202E}e\u{2028}f"
    let data = Data(GherkinCommandLine.JSONValue.array([.string(original)]).serialized.utf8)

    #expect(try JSONSerialization.jsonObject(with: data) as? [String] == [original])
  }

  @Test("markup shows control characters as escapes instead of replacing them")
  func markupEscapes() {
    #expect(
      Markup.escape("a\u{1B}[2J<b>\u{0}\u{7F}\u{9B}\u{202E}\u{FFFE}\ttab")
        == "a\\u{1B}[2J&lt;b&gt;\\u{00}\\u{7F}\\u{9B}\\u{202E}\\u{FFFE}\ttab")
  }

  @Test("a parse error quoting the file's text shows its control characters")
  func parseErrorShowsEscapes() {
    let suite = FeatureSuite(sources: [
      ("bad\u{1B}.feature", "Feature: Bad\n  Scenario: x\n    Given a\n  Oops \u{1B}]0;t\u{07}\n")
    ])
    let messages = suite.files.flatMap { file in
      file.parseResult.errors.map { $0.located(in: file.uri) }
    }

    #expect(!messages.isEmpty)
    for message in messages {
      #expect(!message.unicodeScalars.contains { VisibleText.isUnsafe($0) })
      #expect(message.hasPrefix("bad\\u{1B}.feature:4:"))
    }
  }

  @Test("a scenario's test name and issue text under swift test show its control characters")
  func bridgeShowsEscapes() throws {
    let directory = try FeatureDirectory(["hostile.feature": Self.hostile])
    defer { directory.remove() }

    let cases = try Scenarios.load(from: directory.url, environment: [:])

    #expect(
      cases.map(\.testDescription) == [
        // The scenario has no Then step: its warning is a case of its own, at the heading.
        "hostile.feature:4 (suspicious line)",
        "hostile.feature:4 Clear \\u{1B}[2J and \\u{202E}reversed\\u{202C} fake\\rline",
      ])
  }

  // MARK: - Helpers

  enum PrettyReporterKind: Sendable {
    case pretty, progress, lines, summary, html, junit, messages, cucumberJSON
  }

  /// Runs the hostile feature through the reporter `feed-specs --format` makes for `kind`
  /// (without colours), or through `--format progress-lines`' plug-in.
  private func run(_ kind: PrettyReporterKind) async -> String {
    let sources = [(uri: "features/hostile.feature", text: Self.hostile)]
    let format: ReportFormat
    switch kind {
    case .pretty: format = .pretty
    case .progress: format = .progress
    case .lines:
      return await report(with: ScenarioLinesFormatter(), sources: sources)
    case .summary: format = .summary
    case .html: format = .html
    case .junit: format = .junit
    case .messages: format = .message
    case .cucumberJSON: format = .json
    }
    return await report(format: format, sources: sources)
  }
}

extension ParseError {
  /// `uri:line:column: reason`, the way compilers point at a problem (the end of the file too).
  fileprivate func located(in uri: String) -> String {
    var reason = message
    if reason.hasPrefix("("), let close = reason.firstIndex(of: ")") {
      reason = String(reason[reason.index(after: close)...])
      if reason.hasPrefix(":") { reason.removeFirst() }
      reason = reason.trimmingPrefix(" ").description
    }
    // The end of the file has no column in Cucumber's messages; it sits at the start of the line
    // after the last, column 1.
    // The reason quotes the file's text: its control characters are shown, never acted on.
    return
      "\(VisibleText.escaping(uri)):\(location.line):\(location.column ?? 1): "
      + VisibleText.escaping(reason)
  }
}
