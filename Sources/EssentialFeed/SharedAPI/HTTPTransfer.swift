import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The state of one request made by ``URLSessionHTTPClient``: it collects the response and body,
/// enforces the body cap and the deadline, and resumes the awaiting caller exactly once.
///
/// Events arrive from the session's delegate queue, the cancellation handler and the deadline
/// task, so all state sits behind a lock.
final class HTTPTransfer: @unchecked Sendable {
  /// Why the client stopped a transfer itself.
  enum StopReason: Sendable {
    case cancelled
    case timedOut
    case bodyTooLarge
  }

  private typealias Continuation = CheckedContinuation<(Data, HTTPURLResponse), any Error>

  let task: URLSessionDataTask
  private let maximumBodySize: Int
  private let timeout: TimeInterval
  private let lock = NSLock()
  private var continuation: Continuation?
  private var stopReason: StopReason?
  private var response: URLResponse?
  private var body = Data()
  private var deadline: Task<Void, Never>?
  private var isFinished = false

  init(task: URLSessionDataTask, maximumBodySize: Int, timeout: TimeInterval) {
    self.task = task
    self.maximumBodySize = maximumBodySize
    self.timeout = timeout
  }

  /// Sends the request, or fails at once if the transfer was stopped before it started.
  func start(reportingTo continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) {
    lock.lock()
    if let stopReason {
      isFinished = true
      lock.unlock()
      continuation.resume(throwing: Self.error(for: stopReason, limit: maximumBodySize))
      return
    }
    self.continuation = continuation
    let nanoseconds = UInt64(timeout * 1_000_000_000)
    deadline = Task { [weak self] in
      try? await Task.sleep(nanoseconds: nanoseconds)
      guard !Task.isCancelled else { return }
      self?.stop(.timedOut)
    }
    lock.unlock()
    task.resume()
  }

  /// Cancels the request for `reason`; the first reason given wins. Does nothing once finished.
  func stop(_ reason: StopReason) {
    lock.lock()
    guard !isFinished, stopReason == nil else {
      lock.unlock()
      return
    }
    stopReason = reason
    let hasStarted = continuation != nil
    lock.unlock()
    if hasStarted { task.cancel() }
  }

  /// Records the response head; returns `false` (after stopping) when it declares a body over
  /// the cap.
  func receive(_ response: URLResponse) -> Bool {
    if response.expectedContentLength > Int64(maximumBodySize) {
      stop(.bodyTooLarge)
      return false
    }
    lock.lock()
    self.response = response
    lock.unlock()
    return true
  }

  /// Appends a body chunk, stopping the transfer instead when it would exceed the cap.
  func receive(_ chunk: Data) {
    lock.lock()
    guard stopReason == nil else {
      lock.unlock()
      return
    }
    guard body.count + chunk.count <= maximumBodySize else {
      lock.unlock()
      stop(.bodyTooLarge)
      return
    }
    body.append(chunk)
    lock.unlock()
  }

  /// Resumes the caller with the outcome of the finished request.
  func complete(with error: (any Error)?) {
    lock.lock()
    guard !isFinished, let continuation else {
      lock.unlock()
      return
    }
    isFinished = true
    self.continuation = nil
    let outcome = outcome(transportError: error)
    body = Data()
    deadline?.cancel()
    deadline = nil
    lock.unlock()
    continuation.resume(with: outcome)
  }

  private func outcome(transportError: (any Error)?) -> Result<(Data, HTTPURLResponse), any Error> {
    if let stopReason {
      return .failure(Self.error(for: stopReason, limit: maximumBodySize))
    }
    if let transportError {
      if let urlError = transportError as? URLError, urlError.code == .timedOut {
        return .failure(HTTPClientError.timedOut)
      }
      return .failure(transportError)
    }
    guard let httpResponse = response as? HTTPURLResponse else {
      return .failure(URLError(.badServerResponse))
    }
    return .success((body, httpResponse))
  }

  private static func error(for reason: StopReason, limit: Int) -> any Error {
    switch reason {
    case .cancelled: return CancellationError()
    case .timedOut: return HTTPClientError.timedOut
    case .bodyTooLarge: return HTTPClientError.bodyTooLarge(limit: limit)
    }
  }
}
