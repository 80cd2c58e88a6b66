import Foundation
import Gherkin
import GherkinLanguageServer
import GherkinReports

// A small team's command line on GherkinCommand, nothing of the product: steps that pass, fail,
// wait, hang, crash, write a temporary file, write down their run and record Swift Testing
// issues. The language server's tests serve it as `gherkin-editor-fixture language-server`, as
// any team's command line would be served; the command line's tests run its Swift Testing steps.

/// What a scenario counts.
struct Tally: Sendable { var count = 0 }

/// A `Then` that does not hold, in the words the run reports.
struct Mismatch: Error, CustomStringConvertible {
  let description: String
}

var registry = StepRegistry { Tally() }
registry.given("a count of {int}", Int.self, means: "The tally starts at this number.") {
  world, start in world.count = start
}
registry.when("{int} is added", Int.self) { world, more in world.count += more }
registry.then("the count is {int}", Int.self) { world, expected in
  guard world.count == expected else {
    throw Mismatch(description: "expected the count \(expected) but it is \(world.count)")
  }
}
registry.when("the work is not done yet") { _ in try pending("the sum is still to be written") }
registry.when("the step never returns") { _ in
  while true { sleep(3600) }
}
registry.when("the program crashes") { _ in abort() }
registry.when("a file is written to the temporary folder") { _ in
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("left-behind")
  try Data("scratch".utf8).write(to: file)
}
// The run log: the file `FIXTURE_RUN_LOG` names, where the tests see which runs started and
// whose `.go` sibling lets a waiting step go on.
registry.given("the run writes down its process id") { _ in
  let log = try runLog()
  let descriptor = open(log, O_WRONLY | O_APPEND | O_CREAT, 0o600)
  guard descriptor >= 0 else { throw Mismatch(description: "cannot open the run log \(log)") }
  defer { close(descriptor) }
  let line = Array("\(getpid())\n".utf8)
  guard write(descriptor, line, line.count) == line.count else {
    throw Mismatch(description: "cannot write to the run log \(log)")
  }
}
registry.when("the step waits for the test's go-ahead") { _ in
  let goAhead = try runLog() + ".go"
  while !FileManager.default.fileExists(atPath: goAhead) { usleep(10_000) }
}

/// The run log's path.
func runLog() throws -> String {
  guard let log = ProcessInfo.processInfo.environment["FIXTURE_RUN_LOG"] else {
    throw Mismatch(description: "FIXTURE_RUN_LOG names no run log")
  }
  return log
}

#if canImport(Testing)
  addSwiftTestingSteps(to: &registry)
#endif

var command = GherkinCommand()
command.reportPlugins = [.scenarioLines]
command.wings = [.reports(), .languageServer]
// `--issue-while-building ANY`: making the registry records a Swift Testing issue, outside every
// step, before the run starts.
command.valueOptions = ["--issue-while-building"]
let made = registry
exit(
  await command.run(arguments: CommandLine.arguments) { values in
    #if canImport(Testing)
      if values["--issue-while-building"] != nil { recordIssueWhileBuilding() }
    #endif
    return made
  })
