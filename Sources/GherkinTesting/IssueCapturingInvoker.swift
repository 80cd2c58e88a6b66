import Foundation
import GherkinCommandLine
import Testing

/// Runs each hook and step inside `withKnownIssue`, so that a Swift Testing issue it records (a
/// failed `#expect`, `Issue.record`) becomes that step's failure, worded as the command line
/// words it (``RecordedIssues``): the issue leaves the test's tally and the bridge records the
/// step's failure again at its `.feature` line. `withKnownIssue` sees the issue whether or not a
/// test is running. Warnings stay warnings.
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
      captured.append(
        RecordedIssue(
          summary: String(describing: issue.kind), comments: issue.comments.map(\.rawValue)))
      return true
    }
    try RecordedIssues.end(captured.entries, thrown: thrown)
  }
}

/// Collects the issues Swift Testing's matcher sees, which may be called on any thread.
private final class IssueLog: @unchecked Sendable {
  // Guarded by `lock`; the matcher closure must be @Sendable and synchronous.
  private let lock = NSLock()
  private var storage: [RecordedIssue] = []

  func append(_ entry: RecordedIssue) {
    lock.withLock { storage.append(entry) }
  }

  var entries: [RecordedIssue] { lock.withLock { storage } }
}
