import EssentialFeed
import Foundation

/// An ``HTTPClient`` that answers from canned responses, as the scenarios' server would.
///
/// - Connectivity is on or off; without it every request fails as a real client fails offline.
/// - Each URL has a canned status and body; a URL with none is answered by the first route that
///   matches it (a server that reads the request, such as the feed's `limit` and `after_id`), and
///   a URL that neither names gets `404` and an empty body.
/// - Requests whose URL matches the slow rule suspend until released or cancelled; a cancelled
///   request is recorded in ``cancelledURLs`` and throws `CancellationError`, or, once
///   ``answerCancelledRequests()`` was called, goes on to its answer as a server that already
///   sent it would.
/// - Every request is recorded in ``requestedURLs``, in order.
package actor StubHTTPClient: HTTPClient {
  /// A canned answer.
  package struct Response: Sendable, Hashable {
    /// The HTTP status code.
    package var status: Int
    /// The body.
    package var body: Data

    /// Creates a canned answer.
    package init(status: Int, body: Data) {
      self.status = status
      self.body = body
    }
  }

  /// Which requests suspend until released or cancelled.
  package typealias SlowRule = @Sendable (URL) -> Bool
  /// Answers the requests whose URL it matches, from what the URL asks for; `nil` for others.
  package typealias Route = @Sendable (URL) -> Response?

  /// Every URL requested, in order.
  package private(set) var requestedURLs: [URL] = []
  /// Every URL whose suspended request was cancelled, in order.
  package private(set) var cancelledURLs: [URL] = []
  /// Whether requests reach the server.
  package private(set) var hasConnectivity = true

  private var responses: [URL: Response] = [:]
  private var routes: [String: Route] = [:]
  private var answersCancelledRequests = false
  private var slowRule: SlowRule = { _ in false }
  private var suspended: [Int: (url: URL, continuation: CheckedContinuation<Void, any Error>)] = [:]
  private var cancelledEarly: Set<Int> = []
  private var nextRequestID = 0
  private var waiters:
    [Int: (matches: @Sendable (URL) -> Bool, continuation: CheckedContinuation<Bool, Never>)] =
      [:]
  private var nextWaiterID = 0

  /// Creates a client with connectivity and no canned responses.
  package init() {}

  /// Turns connectivity on or off.
  package func setConnectivity(_ isOn: Bool) {
    hasConnectivity = isOn
  }

  /// Answers `url` with `status` and `body` from now on.
  package func stub(_ url: URL, status: Int = 200, body: Data) {
    responses[url] = Response(status: status, body: body)
  }

  /// Answers, from now on, the requests `route` matches and no canned answer names; a route
  /// given again under the same `name` replaces the earlier one.
  package func route(_ name: String, _ route: @escaping Route) {
    routes[name] = route
  }

  /// The answer for `url`: its canned answer, else a route's, else `nil`.
  package func response(for url: URL) -> Response? {
    if let canned = responses[url] { return canned }
    for name in routes.keys.sorted() {
      if let answer = routes[name]?(url) { return answer }
    }
    return nil
  }

  /// Makes a slow request that is cancelled go on to its answer, as a server whose answer was
  /// already on its way would (the cancellation is still recorded).
  package func answerCancelledRequests() {
    answersCancelledRequests = true
  }

  /// Makes requests whose URL satisfies `rule` suspend until released or cancelled.
  package func makeSlow(where rule: @escaping SlowRule) {
    slowRule = rule
  }

  /// Whether a request to a URL satisfying `matches` is suspended right now.
  package func hasSuspendedRequest(where matches: @Sendable (URL) -> Bool) -> Bool {
    suspended.values.contains { matches($0.url) }
  }

  /// Waits until a request to a URL satisfying `matches` is suspended, returning `true` as soon
  /// as one is (at once if one already is). The wait ends when the request arrives, not after a
  /// set time; `safetyLimit` only keeps a request that never comes from hanging the run, and
  /// `false` says it was reached.
  package func waitForSuspendedRequest(
    where matches: @escaping @Sendable (URL) -> Bool, safetyLimit: Duration = .seconds(300)
  ) async -> Bool {
    if hasSuspendedRequest(where: matches) { return true }
    let id = nextWaiterID
    nextWaiterID += 1
    let guardTask = Task {
      try? await Task.sleep(for: safetyLimit)
      self.endWait(id, arrived: false)
    }
    let arrived = await withCheckedContinuation {
      (continuation: CheckedContinuation<Bool, Never>) in
      waiters[id] = (matches, continuation)
    }
    guardTask.cancel()
    return arrived
  }

  private func endWait(_ id: Int, arrived: Bool) {
    waiters.removeValue(forKey: id)?.continuation.resume(returning: arrived)
  }

  /// How many requests to a URL satisfying `matches` are suspended right now.
  package func suspendedCount(where matches: @Sendable (URL) -> Bool) -> Int {
    suspended.values.count { matches($0.url) }
  }

  /// Lets every suspended request go on to its answer.
  package func releaseSuspendedRequests() {
    releaseSuspendedRequests(where: { _ in true })
  }

  /// Lets the suspended requests to a URL satisfying `matches` go on to their answers, in the
  /// order they were made; the others stay suspended.
  package func releaseSuspendedRequests(where matches: @Sendable (URL) -> Bool) {
    let waiting = suspended.filter { matches($0.value.url) }
    for id in waiting.keys { suspended[id] = nil }
    for (_, request) in waiting.sorted(by: { $0.key < $1.key }) {
      request.continuation.resume()
    }
  }

  package func get(from url: URL) async throws -> (Data, HTTPResponse) {
    requestedURLs.append(url)
    if slowRule(url) { try await suspend(url) }
    guard hasConnectivity else { throw URLError(.notConnectedToInternet) }
    let answer = response(for: url) ?? Response(status: 404, body: Data())
    return (answer.body, HTTPResponse(statusCode: answer.status))
  }

  private func suspend(_ url: URL) async throws {
    let id = nextRequestID
    nextRequestID += 1
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        if cancelledEarly.remove(id) != nil {
          finishCancelled(url, continuation)
        } else {
          suspended[id] = (url, continuation)
          for (waiter, entry) in waiters where entry.matches(url) {
            endWait(waiter, arrived: true)
          }
        }
      }
    } onCancel: {
      Task { await self.cancel(id) }
    }
  }

  private func cancel(_ id: Int) {
    guard let request = suspended.removeValue(forKey: id) else {
      cancelledEarly.insert(id)
      return
    }
    finishCancelled(request.url, request.continuation)
  }

  private func finishCancelled(_ url: URL, _ continuation: CheckedContinuation<Void, any Error>) {
    cancelledURLs.append(url)
    if answersCancelledRequests {
      continuation.resume()
    } else {
      continuation.resume(throwing: CancellationError())
    }
  }
}
