import FeedSpecs
import Foundation
import GherkinCommandLine

/// Times the plain-words checks of feature files (`Diagnostics.check`) on generated files of
/// growing size, and on one huge line, and the undefined-step explanation on a huge step: each
/// figure should grow in proportion to the input.
func runDiagnosticsBenchmarks() {
  print("diagnostics: Diagnostics.check (parse + suspicious lines), best of 3 runs")
  for scenarios in [1_000, 10_000] {
    let source = generatedFeature(scenarios: scenarios)
    let seconds = best { _ = Diagnostics.check(source: source, uri: "bench.feature") }
    report("\(scenarios) scenarios with descriptions and doc strings", source, seconds)
    let parsing = best { _ = GherkinParser().parse(source: source, uri: "bench.feature") }
    report("  of which parsing alone", source, parsing)
  }
  for scenarios in [1_000, 10_000] {
    let source = generatedFeature(scenarios: scenarios, mistakes: true)
    let seconds = best { _ = Diagnostics.check(source: source, uri: "bench.feature") }
    report(
      "\(scenarios) scenarios, each with a misspelt first step and a misspelt step after it",
      source, seconds)
  }
  for megabytes in [1, 4] {
    let line = String(repeating: "Givn", count: megabytes * 262_144)
    let source = "Feature: F\n  Scenario: S\n    \(line)\n    Given a\n"
    let seconds = best { _ = Diagnostics.check(source: source, uri: "bench.feature") }
    report("one \(megabytes) MB description line without spaces", source, seconds)
  }
  print("diagnostics: Diagnostics.undefinedStep against 80 sentences, best of 3 runs")
  let definitions = (0..<80).map { number in
    StepDefinitionInfo(
      id: "\(number)", keyword: "Then",
      expression: "the app should display {int} images of kind \(number) in the feed",
      expressionKind: .cucumberExpression, source: SourceReference(file: "bench", line: number))
  }
  for megabytes in [1, 4] {
    let step = String(repeating: "word 'quoted' ", count: megabytes * 74_898)
    let seconds = best {
      _ = Diagnostics.undefinedStep(step, definitions: definitions, matches: { _ in false })
    }
    report("one \(megabytes) MB step of words and quotes", step, seconds)
  }
}

/// Times explaining undefined steps against the FeedSpecs sentences as the language server does
/// (quote, slip and tense fixes tried, closest sentences found): 5,000 distinct misspellings, each
/// explained once, with the sentence index leaving out the sentences too far from each step, and
/// comparing each step with every sentence word by word.
func runClosestSentenceBenchmarks() throws {
  let registry = try FeedSpecs.registry()
  let definitions = registry.definitions.map(\.info)
  let steps = misspeltSteps(5_000)
  print(
    "diagnostics: Diagnostics.undefinedStep of \(steps.count) distinct misspelt steps against"
      + " the \(definitions.count) FeedSpecs sentences, best of 3 runs")
  let ways = [
    ("with the sentence index", Diagnostics.SentenceIndex(definitions)),
    ("comparing every sentence", Diagnostics.SentenceIndex(definitions, rulesOut: false)),
  ]
  for (name, sentences) in ways {
    let seconds = best {
      for step in steps {
        _ = Diagnostics.undefinedStep(step, sentences: sentences, matches: { registry.matches($0) })
      }
    }
    print(
      "  \(name): \(String(format: "%.3f", seconds)) s"
        + " (\(String(format: "%.1f", seconds / Double(steps.count) * 1e6)) µs a step)")
  }
}

/// FeedSpecs sentences with a word changed, each with a number (`%d`) that makes each step
/// differ: undefined steps with a sentence close to each.
let misspeltSentences = [
  "the cache is %d dayz old", "the server's feed holdz %d images",
  "the customer requests to see the feed %d times", "the app should display %d latest images",
]

/// `count` distinct steps made of ``misspeltSentences``.
private func misspeltSteps(_ count: Int) -> [String] {
  (0..<count).map { String(format: misspeltSentences[$0 % misspeltSentences.count], $0) }
}

/// A feature of `scenarios` scenarios; with `mistakes`, each scenario's first step is misspelt
/// (a suspicious line) and so is a step after it (a parse error).
private func generatedFeature(scenarios: Int, mistakes: Bool = false) -> String {
  var text = "Feature: Bench\n  As a customer\n  I want to see images\n\n"
  let first = mistakes ? "Givn" : "Given"
  let later = mistakes ? "Thne" : "Then"
  for number in 0..<scenarios {
    text += """
        Scenario: Scenario \(number)
          The customer opens the app, as described here.
          \(first) the cache was saved \(number % 9) days ago
          And the server sends this feed:
            \"\"\"
            Givn is part of a doc string here
            \"\"\"
          \(later) the app displays 2 images

      """
  }
  return text
}

private func best(_ body: () -> Void) -> Double {
  (0..<3).map { _ in
    let start = ContinuousClock.now
    body()
    let elapsed = (ContinuousClock.now - start).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
  }.min() ?? 0
}

private func report(_ what: String, _ input: String, _ seconds: Double) {
  let megabytes = Double(input.utf8.count) / 1_048_576
  print(
    "  \(what): \(String(format: "%.2f", megabytes)) MB in \(String(format: "%.3f", seconds)) s"
      + " (\(String(format: "%.1f", megabytes / max(seconds, 1e-9))) MB/s)")
}
