import Foundation
import Testing

@testable import GherkinCommandLine

@Suite("Report plugins")
struct ReportPluginTests {
  @Test("a plugin format writes its report and the built-in default is not added")
  func pluginFormatReplacesDefault() async {
    let (status, output) = await run(["--format", "lines"], passing: true)

    #expect(status == 0)
    #expect(output == "PASS x.feature:3 It works\n1 passed, 0 failed\n")
  }

  @Test("a plugin whose report finds the run wanting makes the exit code 1")
  func failingVerdictFailsRun() async {
    let (status, _) = await run(["--format=verdict"], passing: true)

    #expect(status == 1)
  }

  @Test("a plugin's check is asked only when its format is: registered alone, it fails nothing")
  func checkOfFormatNotAskedForIsNotMade() async {
    let (status, output) = await run(["--format", "lines"], passing: true)

    #expect(status == 0)
    #expect(!output.contains("the verdict plugin fails every run"))
  }

  @Test("a plugin's check decides with the run: every format reads its problem in the record")
  func checkProblemIsInTheRecordFormatsRead() async {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("verdict-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }

    let (status, output) = await run(
      ["--format", "verdict:\(file.path)", "--format", "problems"], passing: true)

    #expect(status == 1)
    #expect(output == "problems: 1 the verdict plugin fails every run.\n")
  }

  @Test("a failed scenario keeps exit code 1 whatever the plugins say")
  func failedScenarioStillFails() async {
    let (status, output) = await run(["-f", "lines"], passing: false)

    #expect(status == 1)
    #expect(output.contains("FAIL x.feature:3 It works\n    failed at x.feature:4: it works\n"))
    #expect(output.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test("a plugin format and a built-in format both on standard output are a usage error")
  func pluginAndBuiltInOnStandardOutput() async {
    let (status, output) = await run(["--format", "lines", "--format", "progress"], passing: true)

    #expect(status == 2)
    #expect(output.isEmpty)
  }

  @Test("an unknown format is still a usage error")
  func unknownFormatIsUsageError() async {
    let (status, _) = await run(["--format", "nope"], passing: true)

    #expect(status == 2)
  }

  @Test("a plugin made from messages is handed the run's problems before the run's end")
  func pluginFormatterGetsProblems() async {
    let (status, output) = await run(["--format", "problems", "--tags", "@nowhere"], passing: true)

    #expect(status == 1)
    #expect(output.hasPrefix("problems: 1 "))
    #expect(output.contains("@nowhere"))
  }

  // MARK: - Helpers

  private func run(_ options: [String], passing: Bool) async -> (Int32, String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("plugin-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("x.feature")
    try? "Feature: X\n\n  Scenario: It works\n    Given it works\n    Then it held\n".write(
      to: file, atomically: true, encoding: .utf8)
    let output = OutputLog()
    var command = GherkinCommand(
      standardOutput: { output.append($0) }, standardError: { _ in }, isTerminal: false)
    command.reportPlugins = [
      ReportPlugin(name: "lines") { ScenarioLinesFormatter() },
      ReportPlugin(name: "verdict", check: AlwaysFailing.check) { AlwaysFailing() },
      ReportPlugin(name: "problems") { ProblemLister() },
    ]
    var registry = StepRegistry { () }
    registry.given("it works") { _ in
      if !passing { throw PluginTestFailure() }
    }
    registry.then("it held") { _ in }
    let status = await command.run(arguments: ["specs"] + options + [file.path], registry: registry)
    return (status, output.text.replacingOccurrences(of: folder.path + "/", with: ""))
  }
}

private struct PluginTestFailure: Error {}

/// Writes nothing; its plugin's check fails every run.
private struct AlwaysFailing: MessageFormatter {
  static let check: @Sendable (TestRunRecord) -> [Diagnostic] = { _ in
    [Diagnostic(.reportJudgement, message: "the verdict plugin fails every run.")]
  }
  mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String { "" }
}

/// Lists the problems it was handed, at the run's end.
private struct ProblemLister: MessageFormatter {
  mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    guard case .testRunFinished = envelope else { return "" }
    let problems = record.problems
    return "problems: \(problems.count) " + problems.map(\.message).joined(separator: "; ") + "\n"
  }
}

private final class OutputLog: @unchecked Sendable {
  // Guarded by `lock`: the command's output closure must be @Sendable.
  private let lock = NSLock()
  private var storage = ""

  func append(_ text: String) { lock.withLock { storage += text } }
  var text: String { lock.withLock { storage } }
}
