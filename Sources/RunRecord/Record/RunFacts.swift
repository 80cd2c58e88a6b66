import Foundation

/// What a run knows about itself that Cucumber's messages have no field for, carried in the
/// message stream as one attachment of the run (no test case), so that a report made from the
/// messages alone (`report`) knows it as the run did: the problems that are not a scenario's
/// result (``Diagnostic``), whether the run was a dry run, and whether it was strict.
///
/// The attachment is valid against the messages schema: media type ``mediaType``, body the JSON
/// of this value. A run whose facts are not the ``defaults`` publishes it just before
/// `testRunFinished`, with its problems; a run that is not strict, or a dry run, publishes it
/// also right after `testRunStarted` (no problem yet), so that a report knows as each scenario
/// finishes whether a pending or undefined one fails the run. The last one published holds.
public struct RunFacts: Sendable, Hashable, Codable {
  /// The run's problems that are not a scenario's result, in the order found.
  public var problems: [Diagnostic]
  /// Whether steps were matched without running them (`--dry-run`).
  public var dryRun: Bool
  /// Whether pending and undefined steps failed the run.
  public var strict: Bool

  /// A run's facts when its messages carry none: no problem, not a dry run, strict.
  public static let defaults = RunFacts(problems: [], dryRun: false, strict: true)

  /// The media type of the attachment.
  public static let mediaType = "application/vnd.feed-specs.run-facts+json"

  /// The attachment carrying these facts for the run `runId`.
  package func attachment(runId: String) -> Messages.Attachment {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let body = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    var attachment = Messages.Attachment(
      body: body, contentEncoding: .identity, mediaType: Self.mediaType)
    attachment.testRunStartedId = runId
    return attachment
  }

  /// The facts an attachment carries, or `nil` when it is another attachment (or unreadable).
  package init?(_ attachment: Messages.Attachment) {
    guard attachment.mediaType == Self.mediaType, attachment.testCaseStartedId == nil,
      attachment.contentEncoding == .identity,
      let facts = try? JSONDecoder().decode(RunFacts.self, from: Data(attachment.body.utf8))
    else { return nil }
    self = facts
  }

  /// The facts of a suite whose parts had these and `other`'s: each problem once, a dry run or
  /// a non-strict run when any part was.
  func joined(with other: RunFacts) -> RunFacts {
    var problems = self.problems
    for problem in other.problems where !problems.contains(problem) { problems.append(problem) }
    return RunFacts(
      problems: problems, dryRun: dryRun || other.dryRun, strict: strict && other.strict)
  }

  package init(problems: [Diagnostic], dryRun: Bool, strict: Bool) {
    self.problems = problems
    self.dryRun = dryRun
    self.strict = strict
  }
}
