import EssentialFeed
import Foundation

/// An ``HTTPClient`` that records what it is asked, in order, and answers as configured.
///
/// `@unchecked Sendable` rather than an actor so tests can read ``messages`` synchronously; the
/// one mutable property, `recorded`, is accessed only while holding `lock`.
final class HTTPClientSpy: HTTPClient, @unchecked Sendable {
  enum Message: Equatable {
    case get(URL)
    case cancel(URL)
  }

  /// How `get` answers.
  enum Behavior {
    /// Completes at once with the result.
    case complete(Result<(Data, HTTPResponse), any Error>)
    /// Suspends until the calling task is cancelled, records `.cancel`, then completes with the
    /// result (a real client throws; a careless one might still return data).
    case suspendUntilCancelled(then: Result<(Data, HTTPResponse), any Error>)
  }

  private let lock = NSLock()
  private let behavior: Behavior
  private var recorded: [Message] = []
  private let requests: AsyncStream<URL>
  private let requestsContinuation: AsyncStream<URL>.Continuation

  init(_ behavior: Behavior) {
    self.behavior = behavior
    (requests, requestsContinuation) = AsyncStream.makeStream(of: URL.self)
  }

  convenience init(completingWith result: Result<(Data, HTTPResponse), any Error>) {
    self.init(.complete(result))
  }

  var messages: [Message] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  /// Returns once `get` has been called.
  func waitForRequest() async {
    var iterator = requests.makeAsyncIterator()
    _ = await iterator.next()
  }

  func get(from url: URL) async throws -> (Data, HTTPResponse) {
    record(.get(url))
    requestsContinuation.yield(url)
    switch behavior {
    case .complete(let result):
      return try result.get()
    case .suspendUntilCancelled(let result):
      try? await Task.sleep(nanoseconds: 3_600_000_000_000)
      record(.cancel(url))
      return try result.get()
    }
  }

  private func record(_ message: Message) {
    lock.lock()
    defer { lock.unlock() }
    recorded.append(message)
  }
}
