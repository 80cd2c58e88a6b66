import Foundation
import Gherkin

/// Times running 1,000 generated scenarios of 5 trivial steps each through the `feed-specs`
/// front end with the pretty and JUnit reporters writing to temporary files.
func runRunnerBenchmarks() async throws {
  let featureCount = 10
  let scenariosPerFeature = 100
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("feed-bench-runner-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  for feature in 1...featureCount {
    var text = "Feature: Generated \(feature)\n"
    for scenario in 1...scenariosPerFeature {
      text += """

          Scenario: Scenario \(scenario) of feature \(feature)
            Given a counter at \(scenario)
            When it is incremented by 2
            And it is incremented by 3
            Then it reads \(scenario + 5)
            And nothing else happened

        """
    }
    try text.write(
      to: directory.appendingPathComponent("generated\(feature).feature"), atomically: true,
      encoding: .utf8)
  }

  struct Counter { var value = 0 }
  struct WrongValue: Error {}
  var registry = StepRegistry { Counter() }
  registry.given("a counter at {int}", Int.self) { world, start in world.value = start }
  registry.when("it is incremented by {int}", Int.self) { world, step in world.value += step }
  registry.then("it reads {int}", Int.self) { world, expected in
    if world.value != expected { throw WrongValue() }
  }
  registry.then("nothing else happened") { _ in }

  let clock = ContinuousClock()
  let scenarios = featureCount * scenariosPerFeature
  let loadTime = clock.measure { _ = FeatureLoader().load(paths: [directory.path]) }
  print(
    "runner: parsed and compiled \(featureCount) files of \(scenariosPerFeature) scenarios"
      + " in \(loadTime)")

  let pretty = directory.appendingPathComponent("pretty.txt").path
  let junit = directory.appendingPathComponent("junit.xml").path
  let command = GherkinCommand(standardOutput: { _ in }, standardError: { _ in }, isTerminal: false)
  var code: Int32 = 0
  let runTime = await clock.measure {
    code = await command.run(
      arguments: [
        "feed-bench", directory.path, "--format", "pretty:\(pretty)", "--format", "junit:\(junit)",
      ], registry: registry)
  }
  let junitSize = (try? FileManager.default.attributesOfItem(atPath: junit)[.size] as? Int) ?? 0
  print(
    "runner: ran \(scenarios) scenarios x 5 trivial steps (load, run, pretty + JUnit files,"
      + " \(junitSize) bytes of XML) in \(runTime), exit code \(code)")
}
