import FeedSpecs
import Foundation
import GherkinCommandLine
import GherkinReports

/// Times running 1,000 generated scenarios of 5 trivial steps each through the `feed-specs`
/// front end with the pretty and JUnit reporters writing to temporary files, on a registry of
/// 4 definitions.
func runRunnerBenchmarks() async throws {
  struct Counter { var value = 0 }
  struct WrongValue: Error {}
  var registry = StepRegistry { Counter() }
  registry.given("a counter at {int}", Int.self) { world, start in world.value = start }
  registry.when("it is incremented by {int}", Int.self) { world, step in world.value += step }
  registry.then("it reads {int}", Int.self) { world, expected in
    if world.value != expected { throw WrongValue() }
  }
  registry.then("nothing else happened") { _ in }
  try await runGeneratedSuite(
    area: "runner", describing: "5 trivial steps on a registry of 4 definitions",
    registry: registry
  ) { scenario in
    [
      "Given a counter at \(scenario)", "When it is incremented by 2", "And it is incremented by 3",
      "Then it reads \(scenario + 5)", "And nothing else happened",
    ]
  }
}

/// Writes in `directory` `features` feature files of 100 scenarios whose steps `steps(n)` gives.
func writeGeneratedSuite(in directory: URL, features: Int, steps: (Int) -> [String]) throws {
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  for feature in 1...features {
    var text = "Feature: Generated \(feature)\n"
    for scenario in 1...100 {
      text += "\n  Scenario: Scenario \(scenario) of feature \(feature)\n"
      text += steps(scenario).map { "    \($0)\n" }.joined()
    }
    try text.write(
      to: directory.appendingPathComponent("generated\(feature).feature"), atomically: true,
      encoding: .utf8)
  }
}

/// The steps of the `n`th generated scenario made of the sentences of `Features/`, each starting
/// with `Given today is {date}`.
func realSentences(_ scenario: Int) -> [String] {
  let today = "Given today is 23 November 2026 at 10:00"
  let scenarios = [
    [
      today, "And there's a cached version of the feed holding 3 images",
      "And the cache cannot be deleted", "When the system saves 2 images to the cache",
      "Then the system delivers an error",
    ],
    [
      today, "And the cache is empty", "When the system loads the feed from the cache",
      "Then the system delivers no feed images", "And the cache is left as it was",
    ],
    [
      today, "And there's a cached version of the feed holding 3 images",
      "And the cache is 1 day old", "When the system loads the feed from the cache",
      "Then the system delivers 3 images",
    ],
    [
      today, "And the cache cannot be read", "When the system validates the cache",
      "Then the system deletes the cache", "And the cache holds no feed",
    ],
  ]
  return scenarios[scenario % scenarios.count]
}

/// Prints the peak RSS and the CPU time of the release `feed-specs` (or `FEED_SPECS_BINARY`)
/// running 1,000 and 10,000 generated scenarios of the sentences of `Features/` with pretty and
/// JUnit reports to files: what a run keeps per scenario, and the whole process's CPU (start,
/// parse, match, run, report), the figure to set beside another runner's.
func runRunnerMemoryBenchmarks() throws {
  guard let binary = feedSpecsBinary() else { return }
  print(
    "runner-memory: \(binary), peak RSS and CPU (user + system) by scenarios (5 steps each),"
      + " pretty + JUnit files")
  for scenarios in [1_000, 10_000] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("feed-bench-runner-memory-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try writeGeneratedSuite(in: directory, features: scenarios / 100, steps: realSentences)
    let reports = ["pretty", "junit"].flatMap {
      ["--format", "\($0):" + directory.appendingPathComponent("report.\($0)").path]
    }
    let child = try runChild(binary, [directory.path] + reports)
    print(
      "runner-memory: \(scenarios) scenarios: \(child.peakMegabytes) MiB peak, CPU "
        + "\(String(format: "%.3f", child.cpuSeconds)) s (exit \(child.status))")
  }
}

/// Prints what the release `feed-specs` (or `FEED_SPECS_BINARY`) costs to run one scenario of
/// the sentences of `Features/`: the median and best CPU time (user + system) and wall time of
/// 20 runs, and the peak RSS. Nearly all of it is starting the process (loading and relocating
/// the shared libraries, the Swift runtime's first type lookups), not the scenario.
func runStartupBenchmarks() throws {
  guard let binary = feedSpecsBinary() else { return }
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("feed-bench-startup-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: directory) }
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let feature = directory.appendingPathComponent("one.feature")
  let steps = realSentences(1).map { "    \($0)\n" }.joined()
  try ("Feature: One\n\n  Scenario: One\n" + steps).write(
    to: feature, atomically: true, encoding: .utf8)
  var cpu: [Double] = []
  var wall: [Double] = []
  var peak = 0
  var status: Int32 = 0
  for _ in 0..<20 {
    let start = ContinuousClock.now
    let child = try runChild(binary, [feature.path])
    wall.append((ContinuousClock.now - start).milliseconds)
    cpu.append(child.cpuSeconds * 1_000)
    peak = max(peak, child.peakMegabytes)
    status = child.status
  }
  cpu.sort()
  wall.sort()
  print(
    "startup: \(binary) on one scenario of 5 steps, 20 runs: CPU median "
      + "\(String(format: "%.1f", cpu[10])) ms (best \(String(format: "%.1f", cpu[0])) ms), wall "
      + "median \(String(format: "%.1f", wall[10])) ms (best \(String(format: "%.1f", wall[0])) ms), "
      + "peak RSS \(peak) MiB (exit \(status))")
}

/// Times the same front end on 1,000 generated scenarios made of the sentences of `Features/`
/// (each starting with `Given today is {date}`), matched against the real FeedSpecs registry and
/// run on its in-memory store: what `feed-specs` costs on its own wording.
func runRealRunnerBenchmarks() async throws {
  let registry = try FeedSpecs.registry(store: .memory)
  try await runGeneratedSuite(
    area: "runner-real",
    describing: "5 sentences of Features/ (one {date}) on the FeedSpecs registry of "
      + "\(registry.definitions.count) definitions",
    registry: registry, steps: realSentences)
}

/// Writes 10 feature files of 100 scenarios whose steps `steps(n)` gives, runs them through the
/// `feed-specs` front end with pretty and JUnit reports to files, and prints the figures.
private func runGeneratedSuite<World>(
  area: String, describing: String, registry: StepRegistry<World>,
  steps: (Int) -> [String]
) async throws {
  let featureCount = 10
  let scenariosPerFeature = 100
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("feed-bench-\(area)-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: directory) }
  try writeGeneratedSuite(in: directory, features: featureCount, steps: steps)

  let clock = ContinuousClock()
  let scenarios = featureCount * scenariosPerFeature
  let loadTime = clock.measure { _ = FeatureLoader().load(paths: [directory.path]) }
  print(
    "\(area): parsed and compiled \(featureCount) files of \(scenariosPerFeature) scenarios"
      + " in \(loadTime)")

  let pretty = directory.appendingPathComponent("pretty.txt").path
  let junit = directory.appendingPathComponent("junit.xml").path
  var command = GherkinCommand(standardOutput: { _ in }, standardError: { _ in }, isTerminal: false)
  command.wings = [.reports()]
  var code: Int32 = 0
  let runTime = await clock.measure {
    code = await command.run(
      arguments: [
        "feed-bench", directory.path, "--format", "pretty:\(pretty)", "--format", "junit:\(junit)",
      ], registry: registry)
  }
  guard code != 2 else {
    throw BenchSetupError("\(area): the command refused its arguments (exit 2): nothing was run")
  }
  let junitSize = (try? FileManager.default.attributesOfItem(atPath: junit)[.size] as? Int) ?? 0
  let seconds = Double(runTime.components.seconds) + Double(runTime.components.attoseconds) / 1e18
  print(
    "\(area): ran \(scenarios) scenarios x \(describing) (load, run, pretty + JUnit files,"
      + " \(junitSize) bytes of XML) in \(runTime), \(Int(Double(scenarios) / seconds))"
      + " scenarios/s, exit code \(code)")
}
