import Foundation
import Gherkin
import Testing

/// Runs each step inside `withKnownIssue`, so that an issue a step records (a failed `#expect`,
/// say) is taken out of the test's tally and becomes that step's failure instead; the bridge
/// then records it again at the `.feature` line.
struct IssueCapturingInvoker: StepInvoker {
  func invoke(_ body: () async throws -> Void) async throws {
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
      captured.append(String(describing: issue))
      return true
    }
    if let thrown { throw thrown }
    let issues = captured.entries
    if !issues.isEmpty { throw RecordedIssues(descriptions: issues) }
  }
}

/// The issues recorded while one step ran.
struct RecordedIssues: Error, CustomStringConvertible {
  var descriptions: [String]

  var description: String { descriptions.joined(separator: "\n") }
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
