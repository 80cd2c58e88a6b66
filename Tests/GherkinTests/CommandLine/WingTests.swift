import Foundation
import GherkinLanguageServer
import GherkinReports
import Testing

@testable import GherkinCommandLine

/// A command has the core's formats and subcommands, and a wing's only when it was given the
/// wing: asked for without it, a wing's format or subcommand is refused before anything runs,
/// naming the library that makes it and how to add it. Never a silent pass or ignore.
@Suite("wings: what a command without them refuses")
struct WingTests {
  private static let feature = "Feature: F\n  Scenario: S\n    Given a step that counts\n"

  @Test(
    "--format of the reports wing, without it, is refused with exit 2 before any scenario runs",
    arguments: ["junit", "json", "cucumber-json", "html", "JUnit"])
  func reportsFormatWithoutItsWing(format: String) async throws {
    let folder = try FeatureDirectory(["f.feature": Self.feature])
    defer { folder.remove() }
    let counted = OutputBuffer()
    let report = folder.path("report.out")

    let (code, output, errors) = await runFeedSpecs(
      [folder.path("f.feature"), "--format", "\(format):\(report)"], defaultPath: folder.url.path,
      registry: countingRegistry(counted), wings: [])

    #expect(code == 2)
    #expect(output.isEmpty)
    #expect(counted.text.isEmpty, "no step ran")
    let canonical = ReportFormat(name: format)?.rawValue ?? format
    #expect(
      errors.hasPrefix(
        "feed-specs: --format \(canonical) is made by the GherkinReports library, which this "
          + "command does not have: add the product GherkinReports to the target's dependencies, "
          + "`import GherkinReports` and `command.wings.append(.reports())` before `command.run`\n"
      ), "\(errors)")
    #expect(!FileManager.default.fileExists(atPath: report), "nothing was written")
  }

  @Test(
    "a wing's subcommand, without the wing, is refused with exit 2 naming its library",
    arguments: [
      ("report", "GherkinReports", ".reports()"),
      ("language-server", "GherkinLanguageServer", ".languageServer"),
    ])
  func subcommandWithoutItsWing(subcommand: String, library: String, wing: String) async {
    let (code, output, errors) = await runFeedSpecs(
      [subcommand, "run.ndjson"], defaultPath: "/nonexistent",
      registry: StepRegistry<Void> { () }, wings: [])

    #expect(code == 2)
    #expect(output.isEmpty)
    #expect(
      errors
        == "feed-specs: the subcommand \(subcommand) is made by the \(library) library, which "
        + "this command does not have: add the product \(library) to the target's dependencies, "
        + "`import \(library)` and `command.wings.append(\(wing))` before `command.run`\n"
        + "Run feed-specs --help for usage.\n")
  }

  @Test("a command without wings runs its core formats and the message format as before")
  func coreFormatsNeedNoWing() async throws {
    let folder = try FeatureDirectory(["f.feature": Self.feature])
    defer { folder.remove() }
    let messages = folder.path("run.ndjson")

    let (code, output, errors) = await runFeedSpecs(
      [folder.path("f.feature"), "--format", "summary", "--format", "message:\(messages)"],
      defaultPath: folder.url.path, registry: countingRegistry(OutputBuffer()), wings: [])

    #expect(code == 0, "\(errors)")
    #expect(output.contains("1 scenario (1 passed)"))
    let lines = try String(contentsOfFile: messages, encoding: .utf8).split(separator: "\n")
    #expect(lines.last?.contains("\"testRunFinished\"") == true)
  }

  @Test("--help of a command without the reports wing marks what needs GherkinReports")
  func helpMarksWhatNeedsAWing() async {
    let bare = await runFeedSpecs(
      ["--help"], defaultPath: "/nonexistent", registry: StepRegistry<Void> { () }, wings: [])
    let winged = await runFeedSpecs(
      ["--help"], defaultPath: "/nonexistent", registry: StepRegistry<Void> { () })

    #expect(
      bare.output.contains("JUnit XML, one testcase per scenario or row [needs GherkinReports]"))
    #expect(
      bare.output.contains("report FILE.ndjson... [--format NAME[:FILE]]... [needs GherkinReports]")
    )
    #expect(!winged.output.contains("[needs"))
  }

  @Test(
    "language-server given a format of the reports wing, without it, is refused before serving")
  func languageServerRefusesAFormatItsLiveRunsCannotWrite() async {
    let (code, output, errors) = await runFeedSpecs(
      ["language-server", "--format", "junit:live.xml"], defaultPath: "/nonexistent",
      registry: StepRegistry<Void> { () }, wings: [.languageServer])

    #expect(code == 2)
    #expect(output.isEmpty, "no server message was written")
    #expect(
      errors.hasPrefix(
        "feed-specs: --format junit is made by the GherkinReports library, which this command "
          + "does not have"), "\(errors)")
  }

  @Test("a wing given twice is refused with exit 2, since one of the two would be ignored")
  func aWingGivenTwiceIsRefused() async {
    let (code, output, errors) = await runFeedSpecs(
      ["--format", "summary"], defaultPath: "/nonexistent", registry: StepRegistry<Void> { () },
      wings: [.reports(), .languageServer, .reports()])

    #expect(code == 2)
    #expect(output.isEmpty)
    #expect(
      errors.hasPrefix(
        "feed-specs: the GherkinReports wing is given twice, and one would be ignored"),
      "\(errors)")
  }

  @Test("--help is printed even beside a format whose wing the command lacks")
  func helpIsNotRefusedForAMissingWing() async {
    let (code, output, errors) = await runFeedSpecs(
      ["--format", "junit", "--help"], defaultPath: "/nonexistent",
      registry: StepRegistry<Void> { () }, wings: [])

    #expect(code == 0, "\(errors)")
    #expect(output.contains("[needs GherkinReports]"))
  }

  @Test("with the reports wing, a run writes JUnit and report joins its message file")
  func reportsWingAddsItsFormatsAndReport() async throws {
    let folder = try FeatureDirectory(["f.feature": Self.feature])
    defer { folder.remove() }
    let messages = folder.path("run.ndjson")
    let junit = folder.path("report.xml")

    let run = await runFeedSpecs(
      [folder.path("f.feature"), "--format", "message:\(messages)"], defaultPath: folder.url.path,
      registry: countingRegistry(OutputBuffer()), wings: [.reports()])
    let report = await runFeedSpecs(
      ["report", messages, "--format", "junit:\(junit)"], defaultPath: folder.url.path,
      registry: StepRegistry<Void> { () }, wings: [.reports()])

    #expect(run.code == 0)
    #expect(report.code == 0, "\(report.errors)")
    #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<testsuite"))
  }

  /// A registry whose one step writes to `counted`, so that a test sees whether it ran.
  private func countingRegistry(_ counted: OutputBuffer) -> StepRegistry<Void> {
    var registry = StepRegistry<Void> { () }
    registry.given("a step that counts") { _ in counted.write("ran") }
    return registry
  }
}
