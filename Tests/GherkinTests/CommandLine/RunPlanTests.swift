import Foundation
import GherkinTesting
import Testing

@testable import GherkinCommandLine

@Suite("One run plan: options → filter → load → select, for feed-specs and swift test")
struct RunPlanTests {
  @Test("a --format naming a plugin is read in the same pass as every other option")
  func pluginFormatsReadWithOtherOptions() throws {
    let options = try CommandLineOptions(
      arguments: ["-f", "lines:out.txt", "--tags", "@a", "--format=pretty", "--format", "lines"],
      pluginFormatNames: ["lines"])

    #expect(
      options.pluginFormats == [
        PluginFormatRequest(name: "lines", path: "out.txt"),
        PluginFormatRequest(name: "lines", path: nil),
      ])
    #expect(options.formats == [FormatRequest(format: .pretty)])
    #expect(options.tags.map(\.source) == ["@a"])
    #expect(options.paths.isEmpty)
  }

  @Test("a plugin's name is an unknown format to a command line that has no such plugin")
  func pluginNameUnknownWithoutPlugin() {
    #expect(throws: UsageError.self) {
      try CommandLineOptions(arguments: ["--format", "lines"], pluginFormatNames: [])
    }
  }

  @Test("--format without a value is a usage error, plugins or not")
  func formatWithoutValue() {
    #expect(throws: UsageError("--format needs a value")) {
      try CommandLineOptions(arguments: ["--format"], pluginFormatNames: ["lines"])
    }
  }

  @Test("flags and their GHERKIN_* twins plan the same selection")
  func flagsAndEnvironmentPlanAlike() throws {
    let directory = try FeatureDirectory([
      "a.feature": "Feature: A\n  @x\n  Scenario: one\n    Given a\n  Scenario: two\n    Given b\n",
      "b.feature": "Feature: B\n  @x\n  Scenario: three\n    Given c\n",
    ])
    defer { directory.remove() }
    let flags = try CommandLineOptions(
      arguments: ["--tags", "@x", "--name", "one|three", directory.url.path])
    var environment = CommandLineOptions()
    try environment.apply(environment: [
      "GHERKIN_TAGS": "@x", "GHERKIN_NAME": "one|three", "GHERKIN_LINES": directory.url.path,
    ])

    let byFlags = try RunPlan(options: flags).load(defaultPaths: ["/nonexistent"])
    let byEnvironment = try RunPlan(options: environment).load(defaultPaths: ["/nonexistent"])

    #expect(byFlags.selected.map(\.name) == ["one", "three"])
    #expect(byEnvironment.selected == byFlags.selected)
  }

  @Test("the bridge's cases are the plan's selection, in the order asked for")
  func bridgeCasesAreThePlansSelection() throws {
    let directory = try FeatureDirectory([
      "a.feature":
        "Feature: A\n  Scenario: one\n    Given a\n    Then b\n  Scenario: two\n    Given b\n    Then c\n"
    ])
    defer { directory.remove() }
    var options = CommandLineOptions()
    options.order = .reverse

    let planned = try RunPlan(options: options).load(defaultPaths: [directory.url.path])
    let cases = try Scenarios.load(from: directory.url, environment: ["GHERKIN_ORDER": "reverse"])

    #expect(planned.selected.map(\.name) == ["one", "two"])
    #expect(
      cases.map(\.testDescription) == ["a.feature:5 two", "a.feature:2 one"])
  }

  @Test("a path that cannot be read is the plan's problem, not a usage error")
  func unreadablePathIsProblem() throws {
    let loaded = try RunPlan(options: CommandLineOptions(arguments: ["/nonexistent/x.feature"]))
      .load(defaultPaths: [])

    let problems = loaded.problems(underSwiftTest: false)
    #expect(problems.map(\.kind) == [.unreadableFile])
    #expect(problems.first?.uri == "/nonexistent/x.feature")
    #expect(loaded.selected.isEmpty)
  }

  @Test("a bad tag expression stops the plan before anything is loaded")
  func badTagsStopThePlan() {
    #expect(throws: UsageError.self) {
      try RunPlan(options: CommandLineOptions(arguments: ["--tags", "@a and"]))
    }
  }

  @Test("--help ends with the front end's own options, and a run does not print them")
  func helpAppendix() async {
    let output = OutputBuffer()
    var command = GherkinCommand(
      standardOutput: { output.write($0) }, standardError: { _ in }, isTerminal: false)
    command.helpAppendix = "\nFRONT END:\n  --store KIND   Where the cache lives.\n"

    let helpCode = await command.run(
      arguments: ["specs", "--help"], registry: StepRegistry<Void> { () })
    let help = output.text
    let runCode = await command.run(
      arguments: ["specs", "/nonexistent/x.feature", "--format", "summary"],
      registry: StepRegistry<Void> { () })

    #expect(helpCode == 0)
    #expect(help.contains("--tags"))
    #expect(help.hasSuffix("\nFRONT END:\n  --store KIND   Where the cache lives.\n"))
    #expect(runCode != 0)
    #expect(output.text.components(separatedBy: "FRONT END:").count == 2)
  }

  @Test("a front end's own option is read in the same pass: its value reaches the registry's maker")
  func frontEndOptionReadInOnePass() async throws {
    let folder = try FeatureDirectory(["f.feature": "Feature: F\n  Scenario: S\n    Given a\n"])
    defer { folder.remove() }
    let seen = OutputBuffer()
    var command = GherkinCommand(
      standardOutput: { _ in }, standardError: { _ in }, isTerminal: false)
    command.valueOptions = ["--store"]
    func run(_ arguments: [String]) async -> Int32 {
      await command.run(arguments: ["specs"] + arguments + [folder.path("f.feature")]) { values in
        seen.write("[\(values["--store"] ?? "none")]")
        var registry = StepRegistry<Void> { () }
        registry.given("a") { _ in }
        return registry
      }
    }

    #expect(await run(["--store", "sqlite"]) == 0)
    #expect(await run(["--store=memory"]) == 0)
    // As the value of --name, "--store" is a name (matching no scenario), not the option.
    #expect(await run(["--name", "--store"]) == 1)
    #expect(seen.text == "[sqlite][memory][none]")
  }

  @Test("a front end's option without its value, or a value its maker refuses, is a usage error")
  func frontEndOptionMistakes() async {
    let errors = OutputBuffer()
    var command = GherkinCommand(
      standardOutput: { _ in }, standardError: { errors.write($0) }, isTerminal: false)
    command.valueOptions = ["--store"]

    let missing = await command.run(arguments: ["specs", "--store"]) { _ in
      StepRegistry<Void> { () }
    }
    let refused = await command.run(arguments: ["specs", "--store", "disk"]) {
      values -> StepRegistry<Void> in
      throw UsageError("unknown store \"\(values["--store"] ?? "")\": use one of memory, sqlite")
    }

    #expect(missing == 2)
    #expect(refused == 2)
    #expect(
      errors.text
        == "specs: --store needs a value\nRun specs --help for usage.\n"
        + "specs: unknown store \"disk\": use one of memory, sqlite\nRun specs --help for usage.\n")
  }

  @Test(
    "a front end's subcommand runs with the arguments after its name, and its code is the exit code; the registry is never made"
  )
  func frontEndSubcommand() async {
    let seen = OutputBuffer()
    var command = GherkinCommand(
      standardOutput: { _ in }, standardError: { _ in }, isTerminal: false)
    command.subcommands["serve"] = { arguments in
      seen.write("[\(arguments.joined(separator: " "))]")
      return 3
    }

    let status = await command.run(arguments: ["specs", "serve", "--tags", "x"]) {
      _ -> StepRegistry<Void> in
      seen.write("registry")
      return StepRegistry<Void> { () }
    }

    #expect(status == 3)
    #expect(seen.text == "[--tags x]")
  }

  @Test("a word after the program that names no subcommand is a feature path, as before")
  func notASubcommand() async {
    let output = OutputBuffer()
    var command = GherkinCommand(
      standardOutput: { output.write($0) }, standardError: { output.write($0) },
      isTerminal: false)
    command.subcommands["serve"] = { _ in 0 }

    let status = await command.run(arguments: ["specs", "/nonexistent/serv"]) { _ in
      StepRegistry<Void> { () }
    }

    #expect(status == 2)
    #expect(output.text.contains("/nonexistent/serv"))
  }
}
