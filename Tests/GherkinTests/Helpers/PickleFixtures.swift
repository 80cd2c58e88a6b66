import Foundation

@testable import GherkinCommandLine

/// Builds pickles by hand, so runner tests do not depend on the parser.
func makePickle(
  _ name: String = "a scenario", steps: [String], tags: [String] = [],
  uri: String = "features/sample.feature", line: Int = 3, id: String? = nil
) -> Pickle {
  let pickleId = id ?? "pickle-\(uri)-\(line)-\(name)"
  return Pickle(
    id: pickleId, uri: uri, location: Location(line: line, column: 3), name: name,
    language: "en",
    steps: steps.enumerated().map { index, text in
      PickleStep(
        id: "\(pickleId)-s\(index)", text: text, type: .context, argument: nil,
        stepId: "\(pickleId)-ast-s\(index)")
    },
    tags: tags.map { PickleTag(name: $0, astNodeId: "tag-\($0)") },
    scenarioId: "\(pickleId)-ast")
}

/// A step carrying a data table or doc string.
func makeStep(_ text: String, argument: PickleStepArgument?, id: String = "arg-step") -> PickleStep
{
  PickleStep(id: id, text: text, type: .context, argument: argument, stepId: id)
}

/// A suite of one document-less file holding `pickles`.
func makeSuite(_ pickles: [Pickle], uri: String = "features/sample.feature") -> FeatureSuite {
  let empty = GherkinParser().parse(source: "", uri: uri)
  return FeatureSuite(files: [
    FeatureFile(uri: uri, source: "", parseResult: empty, pickles: pickles)
  ])
}

/// Records what steps and hooks did, across the worlds of a run, in order.
actor Journal {
  private(set) var entries: [String] = []

  func record(_ entry: String) {
    entries.append(entry)
  }
}

/// The world the runner tests use.
struct TestWorld {
  var notes: [String] = []
}

struct StepFailure: Error, CustomStringConvertible {
  var description: String { "step blew up" }
}

/// A registry with a parameter type `{fussy}` (digits) whose transformer always throws
/// ``StepFailure``, and a definition for each of `expressions`, in order.
func fussyRegistry(_ expressions: [String]) throws -> StepRegistry<TestWorld> {
  var registry = StepRegistry { TestWorld() }
  registry.register(
    try ParameterType(name: "fussy", regexps: [#"\d+"#]) { (_: [String]) -> any Sendable in
      throw StepFailure()
    })
  for expression in expressions {
    registry.define(keyword: "Given", expression) { _, _ in }
  }
  return registry
}

/// A step time limit for the tests that are not about it: a hang guard, generous because on a
/// busy machine a step may wait long for a thread (a test about the limit sets its own).
let hangGuardStepTimeLimit = Duration.seconds(600)

/// Runs `pickles` and returns the outcome and every envelope the run published. Unless `options`
/// sets a step time limit of its own, steps run under ``hangGuardStepTimeLimit``.
func run(
  _ pickles: [Pickle], registry: StepRegistry<TestWorld>, options: RunOptions = RunOptions(),
  invoker: any StepInvoker = DirectStepInvoker()
) async -> (outcome: RunOutcome, envelopes: [Envelope]) {
  var log = RunLog()
  var options = options
  if options.stepTimeLimit == RunOptions.defaultStepTimeLimit {
    options.stepTimeLimit = hangGuardStepTimeLimit
  }
  let runner = TestRunner(registry: registry, options: options, invoker: invoker)
  let outcome = await runner.run(makeSuite(pickles), to: &log)
  return (outcome, log.envelopes)
}

extension [Envelope] {
  /// The run's record, read from these envelopes.
  var record: TestRunRecord { TestRunRecord(self) }

  /// The status of every hook and step, in order.
  var stepStatuses: [TestStatus] { stepResults.map(\.status) }

  /// The step results, in order.
  var stepResults: [Messages.TestStepResult] {
    compactMap {
      if case .testStepFinished(let finished) = $0 { return finished.testStepResult }
      return nil
    }
  }

  /// The verdict of every attempt at a test case, in the order they started.
  var caseStatuses: [TestStatus] {
    record.attempts.map { $0.verdict?.status ?? .passed }
  }

  /// What went wrong in each hook or step that did not pass or skip, in order, as every report
  /// tells it.
  var problems: [StepProblem] {
    let record = record
    return record.attempts.flatMap { $0.steps.compactMap { record.problem(of: $0) } }
  }

  /// The snippets suggested for undefined steps.
  var snippets: [String] {
    flatMap { envelope -> [String] in
      if case .suggestion(let suggestion) = envelope { return suggestion.snippets.map(\.code) }
      return []
    }
  }
}
