import GherkinLoading
import GherkinParser

/// A hook or step that did not pass, as every report tells it: what it is, where it is
/// declared, and what went wrong, worked out once from the run's record.
package struct StepProblem: Sendable, Hashable {
  /// How it ended.
  package var status: Messages.TestStepResult.Status
  /// The pickle step, unless this is a hook.
  package var pickleStep: PickleStep?
  /// The hook, unless this is a step.
  package var hook: Messages.Hook?
  /// The step's line in its feature file, or the hook's source.
  package var location: Messages.SourceReference?
  /// What went wrong: a failure's error, a pending or skipped step's reason, or the
  /// definitions an ambiguous step matched; `nil` for an undefined step (see ``suggestion``).
  package var message: String?
  /// For an undefined step, why nothing matched (when the run said) and the definitions to
  /// paste; empty otherwise.
  package var suggestion: [String]

  /// `uri:line` of ``location``, or `uri` alone.
  package var place: String { location?.place ?? "" }

  /// `before hook (Sources/x.swift:12)`, `after hook (...)`, or `hook` without a source.
  package var hookTitle: String {
    let phase: String
    switch hook?.type {
    case .beforeTestCase, .beforeTestRun, .beforeTestStep: phase = "before hook"
    case .afterTestCase, .afterTestRun, .afterTestStep: phase = "after hook"
    case nil: phase = "hook"
    }
    return location == nil ? phase : "\(phase) (\(place))"
  }

  /// An ambiguous step as every report and the editor word it: the step's text, then each
  /// definition it matches, its expression and where it is declared (`file:line`).
  package static func ambiguous(_ text: String, definitions: [(expression: String, place: String)])
    -> String
  {
    "Step \"\(text)\" matches \(definitions.count) step definitions:\n"
      + definitions.map { "  \($0.expression) (\($0.place))" }.joined(separator: "\n")
  }
}

extension TestRunRecord {
  /// The problem `run` (a hook or step of an attempt) stands for, once it ended without
  /// passing or skipping; `nil` otherwise.
  package func problem(of run: TestCaseAttempt.StepRun) -> StepProblem? {
    guard let result = run.result, result.status.isProblem else { return nil }
    let step = pickleStep(of: run.testStep)
    var message = result.reportableMessage
    if result.status == .ambiguous, let step {
      message = StepProblem.ambiguous(
        step.text,
        definitions: stepDefinitions(of: run.testStep).map {
          ($0.pattern.source, $0.sourceReference.place)
        })
    }
    var suggestion: [String] = []
    if result.status == .undefined, let step {
      // Why nothing matched (a slip has its correction and no snippet), then the snippets.
      suggestion =
        undefinedStepReasons(of: step) + suggestions(for: step.id).flatMap(\.snippets).map(\.code)
    }
    return StepProblem(
      status: result.status, pickleStep: step,
      hook: run.testStep.hookId.flatMap { hook(id: $0) },
      location: problemLocation(of: run.testStep), message: message, suggestion: suggestion)
  }
}

extension TestRunRecord {
  /// Why the undefined `step` matched no sentence, as the command line's summary and the
  /// `swift test` bridge both word it: `'TEXT' matches no sentence.`, then the run's reasons (a
  /// slip and its correction, a placeholder, the closest sentences), one a line; empty when the
  /// run gave none (a report of message files, which do not carry them).
  package func undefinedStepReasons(of step: PickleStep) -> [String] {
    let reasons = explanation(forPickleStep: step.id)
    guard !reasons.isEmpty else { return [] }
    return ["'\(Wording.shown(step.text))' matches no sentence."] + reasons
  }
}

extension Messages.SourceReference {
  /// `uri:line`, or `uri` alone without a location: where reports point at a definition or hook;
  /// another implementation's Java glue as Cucumber writes it, `Class#method(Types)` or
  /// `Class#method(File.java:line)`.
  package var place: String {
    let line = location.map { ":\($0.line)" } ?? ""
    if let method = javaMethod {
      let types = method.methodParameterTypes.joined(separator: ",")
      return "\(method.className)#\(method.methodName)(\(types))"
    }
    return javaStackTraceElement.map { "\($0.className)#\($0.methodName)(\($0.fileName)\(line))" }
      ?? uri.map { $0 + line } ?? ""
  }
}
