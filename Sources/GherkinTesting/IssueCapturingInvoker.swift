import Foundation
import GherkinCommandLine
import Testing

/// Runs each hook and step inside `withKnownIssue`, so that a Swift Testing issue it records (a
/// failed `#expect`, `Issue.record`) becomes that step's failure, worded as Swift Testing words
/// the expectation: the issue leaves the test's tally and the bridge records the step's failure
/// again at its `.feature` line. `withKnownIssue` sees the issue whether or not a test is
/// running. Warnings stay warnings.
package struct IssueCapturingInvoker: StepInvoker {
  package init() {}

  package func invoke(_ body: () async throws -> Void) async throws {
    let captured = IssueLog()
    var thrown: (any Error)?
    await withKnownIssue(
      "captured as this step's failure; the bridge reports it at the step's .feature line",
      isIntermittent: true
    ) {
      do {
        try await body()
      } catch {
        thrown = error
      }
    } matching: { issue in
      guard issue.isFailure else { return false }
      captured.append(RecordedIssues.message(of: issue))
      return true
    }
    let issues = captured.entries
    if let thrown, !(thrown is ExpectationFailedError && !issues.isEmpty) { throw thrown }
    if !issues.isEmpty { throw RecordedIssues(descriptions: issues) }
  }
}

/// The Swift Testing issues recorded while one step ran.
struct RecordedIssues: Error, CustomStringConvertible {
  var descriptions: [String]

  var description: String { descriptions.joined(separator: "\n") }

  /// `issue` in Swift Testing's words ("Expectation failed: (count → 1) == 2"), each comment on
  /// a line of its own.
  static func message(of issue: Issue) -> String {
    ([String(describing: issue.kind)] + issue.comments.map(\.rawValue)).joined(separator: "\n")
  }
}

/// Collects issue descriptions from Swift Testing's matcher, which may be called on any thread.
private final class IssueLog: @unchecked Sendable {
  // Guarded by `lock`; the matcher closure must be @Sendable and synchronous.
  private let lock = NSLock()
  private var storage: [String] = []

  func append(_ entry: String) {
    lock.withLock { storage.append(entry) }
  }

  var entries: [String] { lock.withLock { storage } }
}
