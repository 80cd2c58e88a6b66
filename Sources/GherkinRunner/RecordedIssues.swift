/// A Swift Testing issue (a failed `#expect`, an `Issue.record`) as the runners word it: Swift
/// Testing's own sentence ("Expectation failed: (count → 1) == 2", "Issue recorded") and each
/// comment after it. The command line reads it from Swift Testing's event record, the `swift
/// test` bridge from the `Issue`; both fail the step with ``RecordedIssues``, so the step's
/// failure reads the same in both.
package struct RecordedIssue: Sendable, Hashable {
  /// Swift Testing's sentence for the issue.
  package var summary: String
  /// The comments given with it (`#expect(x, "comment")`, `Issue.record("comment")`).
  package var comments: [String] = []

  package init(summary: String, comments: [String] = []) {
    self.summary = summary
    self.comments = comments
  }

  /// The sentence, then each comment on a line of its own.
  package var text: String { ([summary] + comments).joined(separator: "\n") }
}

/// The failure of a step or hook that recorded Swift Testing issues: their texts, one after
/// another.
package struct RecordedIssues: Error, Equatable, CustomStringConvertible {
  package var issues: [RecordedIssue]

  package var description: String { issues.map(\.text).joined(separator: "\n") }

  /// Ends a step or hook that recorded `issues` and threw `thrown`, if it threw: a thrown error
  /// fails it as ever, except that the issues come first when the error is the one `#require`
  /// throws after recording its issue (its text is the issue's), or a `pending()` or `skip()`
  /// that would hide them. Without a thrown error, the issues fail it; without either, it passes.
  package static func end(_ issues: [RecordedIssue], thrown: (any Error)?) throws {
    if let thrown, issues.isEmpty || !yieldsToIssues(thrown) { throw thrown }
    if !issues.isEmpty { throw RecordedIssues(issues: issues) }
  }

  /// Whether `error` says less than the issues recorded before it: `#require`'s (named by its
  /// type, as the runner does not link Swift Testing), pending or skipped.
  private static func yieldsToIssues(_ error: any Error) -> Bool {
    error is PendingError || error is SkippedError
      || String(reflecting: type(of: error)) == "Testing.ExpectationFailedError"
  }
}
