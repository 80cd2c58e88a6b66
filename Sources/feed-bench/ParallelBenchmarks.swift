import Foundation
import GherkinCommandLine

/// Times 1,000 generated scenarios whose steps each wait 10 ms, run one at a time and with
/// `--parallel 4`, and prints both times and the speed-up.
func runParallelBenchmarks() async {
  let scenarios = 1_000
  var text = "Feature: Waiting steps\n"
  for scenario in 1...scenarios {
    text += "\n  Scenario: Waiting scenario \(scenario)\n    Given a step that waits 10 ms\n"
  }
  let suite = FeatureSuite(sources: [(uri: "generated/waiting.feature", text: text)])

  struct Nothing {}
  var registry = StepRegistry { Nothing() }
  registry.given("a step that waits {int} ms", Int.self) { _, milliseconds in
    try await Task.sleep(for: .milliseconds(milliseconds))
  }

  let clock = ContinuousClock()
  func time(parallel: Int) async -> (Duration, Bool) {
    var log = RunLog()
    var passed = false
    let elapsed = await clock.measure {
      let runner = TestRunner(registry: registry, options: RunOptions(parallel: parallel))
      passed = await runner.run(suite, to: &log).success
    }
    return (elapsed, passed)
  }
  let (serial, serialPassed) = await time(parallel: 1)
  let (parallel, parallelPassed) = await time(parallel: 4)
  print(
    "parallel: \(scenarios) scenarios of one step waiting 10 ms: serial"
      + " \(String(format: "%.0f", serial.milliseconds)) ms (passed: \(serialPassed)), --parallel 4"
      + " \(String(format: "%.0f", parallel.milliseconds)) ms (passed: \(parallelPassed)),"
      + " speed-up \(String(format: "%.2f", serial.milliseconds / parallel.milliseconds))x")
}
