import Foundation

/// What steps and hooks attach while they run, collected for the runner to report.
final class AttachmentCollector: @unchecked Sendable {
  struct Item: Sendable {
    var body: String
    var encoding: Messages.Attachment.ContentEncoding
    var mediaType: String
    var fileName: String?
    var timestamp: Date

    /// The message of the item, attached by test step `testStepId` of attempt
    /// `testCaseStartedId`, or by the BeforeAll or AfterAll hook run `testRunHookStartedId`.
    func message(
      testCaseStartedId: String? = nil, testStepId: String? = nil,
      testRunHookStartedId: String? = nil
    ) -> Messages.Attachment {
      Messages.Attachment(
        body: body, contentEncoding: encoding, fileName: fileName, mediaType: mediaType,
        testCaseStartedId: testCaseStartedId, testStepId: testStepId,
        testRunHookStartedId: testRunHookStartedId, timestamp: Messages.Timestamp(timestamp))
    }
  }

  @TaskLocal static var current: AttachmentCollector?

  private let lock = NSLock()
  private var items: [Item] = []

  func add(_ item: Item) {
    lock.withLock { items.append(item) }
  }

  /// The items attached so far, removed from the collector.
  func take() -> [Item] {
    lock.withLock {
      defer { items = [] }
      return items
    }
  }

  /// A collector of its own holding the items attached so far, removed from this one: what is
  /// attached to this one after that reaches no report (a body left running after its time
  /// limit ran out keeps this one).
  func handOver() -> AttachmentCollector {
    let next = AttachmentCollector()
    next.items = take()
    return next
  }

  static func add(
    _ body: String, encoding: Messages.Attachment.ContentEncoding, mediaType: String,
    fileName: String?
  ) throws {
    guard let collector = current else { throw AttachmentError.outsideStepOrHook }
    collector.add(
      Item(
        body: body, encoding: encoding, mediaType: mediaType, fileName: fileName,
        timestamp: Date()))
  }
}

/// An attachment made where nothing runs to attach it to.
public enum AttachmentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `attach`, `log` or `link` was called outside a running step or hook.
  case outsideStepOrHook

  public var description: String {
    "attach, log and link work only inside a running step or hook"
  }
}

/// Attaches text to the running step or hook's report, such as JSON with
/// `mediaType: "application/json"`.
public func attach(_ text: String, mediaType: String, fileName: String? = nil) throws {
  try AttachmentCollector.add(text, encoding: .identity, mediaType: mediaType, fileName: fileName)
}

/// Attaches bytes (an image, a PDF, ...) to the running step or hook's report.
public func attach(_ data: Data, mediaType: String, fileName: String? = nil) throws {
  try AttachmentCollector.add(
    data.base64EncodedString(), encoding: .base64, mediaType: mediaType, fileName: fileName)
}

/// Writes a line of log text into the running step or hook's report.
public func log(_ text: String) throws {
  try AttachmentCollector.add(
    text, encoding: .identity, mediaType: "text/x.cucumber.log+plain", fileName: nil)
}

/// Attaches a link to the running step or hook's report.
public func link(_ url: String) throws {
  try AttachmentCollector.add(url, encoding: .identity, mediaType: "text/uri-list", fileName: nil)
}
