import Foundation
import GherkinParser

extension TestRunner {
  /// What each scenario tagged `@proposed` asks of a developer, as a warning at its line: the
  /// sentences no definition has yet (with the Examples values of an outline row), or that it
  /// does not pass yet; or, once it passes, that the tag can go.
  func proposals(
    _ results: [RunOutcome.CaseResult], prepared: [PreparedTestCase<World>], suite: FeatureSuite
  ) -> [Diagnostic] {
    let infos = registry.definitions.map(\.info)
    // A result pairs with the test case at its position (a run that stops early has fewer).
    return zip(results, prepared).filter { $0.0.pickle.isProposed }.map { result, testCase in
      let pickle = result.pickle
      let story =
        suite.index.feature(uri: pickle.uri).map { " (\($0.name))" } ?? ""
      var message = "Proposed: the scenario '\(pickle.name)'\(story)"
      if result.status == .passed {
        message +=
          " passes now: remove \(Pickle.proposedTag) so that it guards the behaviour like any other scenario."
      } else {
        let new = newSentences(of: testCase, pickle: pickle, suite: suite, infos: infos)
        message +=
          new.isEmpty
          ? " waits for a developer: its sentences exist, and \(Self.instead(of: result))"
          : " waits for a developer to add the sentence\(new.count == 1 ? "" : "s") "
            + Wording.list(new, conjunction: "and") + "."
        if let row = pickle.examplesRowId {
          let (columns, values) = suite.examplesRow(row)
          message +=
            " Example values: "
            + zip(columns, values).map { "\($0) = \($1)" }.joined(separator: ", ") + "."
        }
      }
      return Diagnostic(
        .proposal, severity: .warning, uri: pickle.uri, line: pickle.location.line,
        message: message)
    }
  }

  /// The undefined steps of `testCase` as the file writes them, each with the existing sentence
  /// it is close to, if any, so that a typo is not handed over as a new sentence.
  private func newSentences(
    of testCase: PreparedTestCase<World>, pickle: Pickle, suite: FeatureSuite,
    infos: [StepDefinitionInfo]
  ) -> [String] {
    testCase.steps.compactMap { step -> String? in
      guard case .undefined = step.action, let position = step.pickleStep else { return nil }
      let pickleStep = pickle.steps[position]
      // The step as the file writes it, in its own language's keyword.
      let text = pickleStep.text
      let keyword = suite.index.step(of: pickleStep, in: pickle)?.keyword.trimmingSpace ?? "*"
      let close =
        Diagnostics.rewrite(text, matches: registry.matches).map { "'\(keyword) \($0)'" }
        ?? Diagnostics.closestSentences(to: text, in: infos).first.map { "'\($0)'" }
      return "'\(keyword) \(text)'"
        + (close.map { " (close to the existing \($0): correct the step if that is meant)" } ?? "")
    }
  }

  /// What the app does instead of what a proposal whose sentences all exist states, in the run's
  /// own failure text (`the app does otherwise: expected … but the app shows …`).
  static func instead(of result: RunOutcome.CaseResult) -> String {
    let said = result.failure.map(Self.sentence)
    switch result.status {
    case .failed:
      return "the app does otherwise: " + (said ?? "a step failed without saying why.")
    case .pending:
      return "a step is pending: " + (said ?? "no reason given.")
    case .ambiguous:
      return "a step matches more than one definition."
    default:
      return "it ends \(result.status.rawValue.lowercased())" + (said.map { ": \($0)" } ?? ".")
    }
  }

  /// `text` on one line, ending with a full stop.
  private static func sentence(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
      .trimmingCharacters(in: .whitespaces)
    return line.hasSuffix(".") ? line : line + "."
  }
}
