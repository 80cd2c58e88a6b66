import Foundation
import GherkinCommandLine

/// Times what `feed-specs` does with undefined steps: the snippet proposal for one long step
/// (10,000, 40,000 and 655,360 characters), a run of 200,000 undefined steps, and a
/// 100,000-row outline run undefined and then defined. Set `FEED_BENCH_SNIPPET_MAX` to a smaller
/// length to skip the longest steps.
func runSnippetBenchmarks() async throws {
  let clock = ContinuousClock()
  let limit = ProcessInfo.processInfo.environment["FEED_BENCH_SNIPPET_MAX"].flatMap { Int($0) }
  let generator = CucumberExpressionGenerator()
  for length in [10_000, 40_000, 655_360] {
    if let limit, length > limit {
      print("snippets: step of \(length) characters skipped (FEED_BENCH_SNIPPET_MAX=\(limit))")
      continue
    }
    let text = longStepText(length: length)
    var parameters = 0
    let time = clock.measure { parameters = generator.generate(for: text).parameters.count }
    print(
      "snippets: proposed the expression for one undefined step of \(text.utf16.count) characters"
        + " (\(parameters) parameters) in \(time)")
  }

  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("feed-bench-snippets-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }

  var steps = "Feature: Many undefined steps\n"
  for scenario in 1...2_000 {
    steps += "\n  Scenario: Scenario \(scenario)\n"
    for step in 1...100 { steps += "    Given undefined step \(step) of scenario \(scenario)\n" }
  }
  let stepsFile = directory.appendingPathComponent("steps.feature")
  try steps.write(to: stepsFile, atomically: true, encoding: .utf8)
  let stepsTime = await timeRun(stepsFile.path, registry: StepRegistry { () })
  print("snippets: ran 200,000 undefined steps (2,000 scenarios x 100) in \(stepsTime)")

  var outline = """
    Feature: A large outline

      Scenario Outline: Row <n>
        Given a row numbered <n>

        Examples:
          | n |

    """
  for row in 1...100_000 { outline += "      | \(row) |\n" }
  let outlineFile = directory.appendingPathComponent("outline.feature")
  try outline.write(to: outlineFile, atomically: true, encoding: .utf8)
  let undefinedTime = await timeRun(outlineFile.path, registry: StepRegistry { () })
  var defined = StepRegistry { () }
  defined.given("a row numbered {int}", Int.self) { _, _ in }
  let definedTime = await timeRun(outlineFile.path, registry: defined)
  print(
    "snippets: ran a 100,000-row outline undefined in \(undefinedTime),"
      + " defined in \(definedTime)")
}

/// Words with a number and a quoted word now and then, ending at exactly `length` characters.
private func longStepText(length: Int) -> String {
  let words = ["the", "customer", "sees", "an", "image", "feed", "with", "several", "items"]
  var text = "the customer"
  var index = 0
  while text.utf16.count < length {
    index += 1
    text += index % 50 == 0 ? " \(index)" : index % 77 == 0 ? " \"quoted\"" : " " + words[index % 9]
  }
  return String(text.prefix(length))
}

private func timeRun(_ path: String, registry: StepRegistry<Void>) async -> Duration {
  let command = GherkinCommand(standardOutput: { _ in }, standardError: { _ in }, isTerminal: false)
  return await ContinuousClock().measure {
    _ = await command.run(arguments: ["feed-bench", path], registry: registry)
  }
}
