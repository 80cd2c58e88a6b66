import Foundation
import GherkinCommandLine

/// Times what a run says about a `--tags` naming a tag no scenario has (its problems, with the
/// closest tags that exist), on one scenario carrying 12,500 and then 50,000 distinct tags: the
/// figure should grow in proportion to the number of tags.
func runTagDiagnosticsBenchmarks() {
  print("diagnostics: the run's problems for a misspelt --tags, best of 3 runs")
  let registry = StepRegistry<Void> {}
  for count in [12_500, 50_000] {
    let tags = (0..<count).map { "@t\($0)" }.joined(separator: " ")
    let source = "Feature: F\n  \(tags)\n  Scenario: S\n    Given the cache is empty\n"
    let suite = FeatureSuite(sources: [("bench.feature", source)])
    for expression in ["@t99999x", "@t1 or @t99999x"] {
      var options = CommandLineOptions()
      let plan: RunPlan
      do {
        options.tags = [try TagOption(expression)]
        plan = try RunPlan(options: options)
      } catch {
        print("  --tags '\(expression)': \(error)")
        continue
      }
      var found = 0
      let seconds =
        (0..<3).map { _ in
          let start = ContinuousClock.now
          found = plan.select(from: suite).problems(registry: registry).count
          let elapsed = (ContinuousClock.now - start).components
          return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        }.min() ?? 0
      let rate = Double(count) / max(seconds, 1e-9)
      print(
        "  --tags '\(expression)' on \(count) distinct tags: \(found) problem(s) in "
          + "\(String(format: "%.3f", seconds)) s (\(String(format: "%.0f", rate)) tags/s)")
    }
  }
}
