import Foundation

/// One event Swift Testing hands its fallback event handler (JSON, schema 6.3), read as what it
/// means for a step: a failure, a warning, or nothing (a known issue, another kind of event). A
/// record that cannot be read is a failure that says so: an issue is never dropped unseen.
enum SwiftTestingEvent: Equatable {
  /// An issue that fails what recorded it; `place` is the Swift source location, if given.
  case failure(RecordedIssue, place: String?)
  /// An issue of warning severity.
  case warning(RecordedIssue, place: String?)
  /// Nothing to report: a known issue (`withKnownIssue`) or an event that is not an issue.
  case none

  /// Reads the event `record`, written in the schema `version`.
  init(record: Data, version: String) {
    guard let event = try? JSONDecoder().decode(Record.self, from: record),
      event.kind == "event", let payload = event.payload, let kind = payload.kind
    else {
      self = .unreadable(record, version: version, why: "it is not an event of that schema")
      return
    }
    guard kind == "issueRecorded" else {
      self = .none
      return
    }
    guard let issue = payload.issue, let first = payload.messages?.first?.text else {
      self = .unreadable(record, version: version, why: "it has no issue or no message")
      return
    }
    if issue.isKnown == true {
      self = .none
      return
    }
    let comments = (payload.messages ?? []).dropFirst().compactMap(\.text)
    let recorded = RecordedIssue(summary: first, comments: comments)
    let place = issue.sourceLocation?.place
    self = issue.fails ? .failure(recorded, place: place) : .warning(recorded, place: place)
  }

  /// A failure saying that a record could not be read, and why, with its first bytes.
  private static func unreadable(_ record: Data, version: String, why: String) -> Self {
    let start = String(decoding: record.prefix(200), as: UTF8.self)
    return .failure(
      RecordedIssue(
        summary:
          "Swift Testing recorded an issue whose record cannot be read as schema \(version): "
          + "\(why). It begins: \(start)"),
      place: nil)
  }

  // The parts of the record read here; every field is optional, so that a record missing one
  // is read as far as it goes.
  private struct Record: Decodable {
    var kind: String?
    var payload: Payload?
  }

  private struct Payload: Decodable {
    var kind: String?
    var issue: Issue?
    var messages: [Message]?
  }

  private struct Issue: Decodable {
    var isFailure: Bool?
    var isKnown: Bool?
    var severity: String?
    var sourceLocation: SourceLocation?

    /// Whether it fails: as the record says, or, where it does not, unless it is a warning.
    var fails: Bool { isFailure ?? (severity != "warning") }
  }

  private struct SourceLocation: Decodable {
    var fileID: String?
    var line: Int?
    var column: Int?

    /// `Module/File.swift:LINE:COLUMN`, as far as the record gives it.
    var place: String? {
      guard let fileID else { return nil }
      return [fileID, line.map(String.init), column.map(String.init)].compactMap { $0 }
        .joined(separator: ":")
    }
  }

  private struct Message: Decodable {
    var text: String?
  }
}
