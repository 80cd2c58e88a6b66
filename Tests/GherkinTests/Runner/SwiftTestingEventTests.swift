import Foundation
import Testing

@testable import GherkinRunner

/// The events Swift Testing hands the command line's fallback event handler, read as what they
/// mean for a step; a record that cannot be read is a failure that says so, never a pass.
@Suite("Swift Testing's event records, read by the command line")
struct SwiftTestingEventTests {
  /// An `issueRecorded` event as Swift Testing 6.3 writes it, with `issue` and `messages` as
  /// given.
  static func record(issue: String, messages: String) -> Data {
    Data(
      """
      {"kind":"event","payload":{"instant":{"absolute":1,"since1970":1},"issue":\(issue),\
      "kind":"issueRecorded","messages":\(messages)},"version":"6.3.0"}
      """.utf8)
  }

  static let location =
    #""sourceLocation":{"_filePath":"main.swift","column":3,"fileID":"t/main.swift","filePath":"main.swift","line":19}"#

  @Test("a failed #expect is a failure in Swift Testing's words, at its Swift line")
  func failedExpectation() {
    let event = SwiftTestingEvent(
      record: Self.record(
        issue: #"{"isFailure":true,"isKnown":false,"severity":"error",\#(Self.location)}"#,
        messages:
          #"[{"symbol":"fail","text":"Expectation failed: (x → 2) == 3"},{"symbol":"details","text":"two is not three"}]"#
      ), version: "6.3")

    #expect(
      event
        == .failure(
          RecordedIssue(
            summary: "Expectation failed: (x → 2) == 3", comments: ["two is not three"]),
          place: "t/main.swift:19:3"))
  }

  @Test("a known issue is nothing to report")
  func knownIssue() {
    let event = SwiftTestingEvent(
      record: Self.record(
        issue: #"{"isFailure":false,"isKnown":true,"severity":"error"}"#,
        messages: #"[{"symbol":"passWithKnownIssue","text":"Expectation failed: 1 == 2"}]"#),
      version: "6.3")

    #expect(event == .none)
  }

  @Test("a warning is a warning, not a failure")
  func warning() {
    let event = SwiftTestingEvent(
      record: Self.record(
        issue: #"{"isFailure":false,"isKnown":false,"severity":"warning"}"#,
        messages: #"[{"symbol":"warning","text":"Issue recorded"},{"text":"worth a look"}]"#),
      version: "6.3")

    #expect(
      event
        == .warning(
          RecordedIssue(summary: "Issue recorded", comments: ["worth a look"]), place: nil))
  }

  @Test("a record that does not say whether it fails fails unless it is a warning")
  func withoutIsFailure() {
    let error = SwiftTestingEvent(
      record: Self.record(
        issue: #"{"severity":"error"}"#, messages: #"[{"text":"Issue recorded"}]"#),
      version: "6.3")
    let warning = SwiftTestingEvent(
      record: Self.record(
        issue: #"{"severity":"warning"}"#, messages: #"[{"text":"Issue recorded"}]"#),
      version: "6.3")

    #expect(error == .failure(RecordedIssue(summary: "Issue recorded"), place: nil))
    #expect(warning == .warning(RecordedIssue(summary: "Issue recorded"), place: nil))
  }

  @Test("an event that is not an issue is nothing to report")
  func otherEvent() {
    let event = SwiftTestingEvent(
      record: Data(#"{"kind":"event","payload":{"kind":"testStarted"},"version":"6.3.0"}"#.utf8),
      version: "6.3")

    #expect(event == .none)
  }

  @Test(
    "a record that cannot be read is a failure that says so",
    arguments: [
      "not JSON at all", #"{"kind":"test"}"#, #"[1, 2]"#,
      #"{"kind":"event","payload":{"kind":"issueRecorded","messages":[]}}"#,
      #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isFailure":true}}}"#,
    ])
  func unreadable(_ text: String) {
    let event = SwiftTestingEvent(record: Data(text.utf8), version: "6.3")

    guard case .failure(let issue, place: nil) = event else {
      Issue.record("expected a failure, got \(event)")
      return
    }
    #expect(
      issue.summary.hasPrefix(
        "Swift Testing recorded an issue whose record cannot be read as schema 6.3: "),
      "\(issue.summary)")
    #expect(issue.summary.hasSuffix("It begins: \(text)"), "\(issue.summary)")
  }
}

/// How a hook or step ends when it recorded Swift Testing issues and threw: the one rule of the
/// command line and the `swift test` bridge.
@Suite("A step's recorded issues and thrown error")
struct RecordedIssuesTests {
  static let issue = RecordedIssue(summary: "Issue recorded", comments: ["the feed is stale"])

  struct Broken: Error {}

  @Test("recorded issues fail the step with their texts, one after another")
  func issuesFail() {
    let second = RecordedIssue(summary: "Expectation failed: (x → 2) == 3")

    #expect(throws: RecordedIssues(issues: [Self.issue, second])) {
      try RecordedIssues.end([Self.issue, second], thrown: nil)
    }
    #expect(
      RecordedIssues(issues: [Self.issue, second]).description
        == "Issue recorded\nthe feed is stale\nExpectation failed: (x → 2) == 3")
  }

  @Test("a step that recorded nothing and threw nothing passes; a thrown error alone is thrown")
  func withoutIssues() throws {
    try RecordedIssues.end([], thrown: nil)
    #expect(throws: Broken.self) { try RecordedIssues.end([], thrown: Broken()) }
    #expect(throws: PendingError.self) { try RecordedIssues.end([], thrown: PendingError(nil)) }
  }

  @Test("pending() or skip() after a recorded issue does not hide it: the step fails")
  func pendingDoesNotHideIssues() {
    #expect(throws: RecordedIssues(issues: [Self.issue])) {
      try RecordedIssues.end([Self.issue], thrown: PendingError("later"))
    }
    #expect(throws: RecordedIssues(issues: [Self.issue])) {
      try RecordedIssues.end([Self.issue], thrown: SkippedError("later"))
    }
  }

  @Test("another thrown error fails the step as ever")
  func thrownErrorWins() {
    #expect(throws: Broken.self) { try RecordedIssues.end([Self.issue], thrown: Broken()) }
  }
}
