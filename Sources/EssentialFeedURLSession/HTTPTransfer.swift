import EssentialFeed
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The state of one request made by ``URLSessionHTTPClient``: it collects the response and body,
/// enforces the body cap and the deadline, and resumes the awaiting caller exactly once.
///
/// The caller is resumed as soon as the transfer stops (cancellation, timeout, oversize), without
/// waiting for the session to wind the request down; the URL task is cancelled on the client's
/// control queue, because FoundationNetworking blocks on its own work queue to cancel.
///
/// `@unchecked Sendable`: it is shared by the awaiting task, the cancellation handler, the deadline
/// task and the session's delegate thread; every mutable property is read and written only while
/// holding `lock` (an actor would not do: the delegate's calls are synchronous and must count each
/// chunk before returning).
final class HTTPTransfer: @unchecked Sendable {
  /// Why the client stopped a transfer itself.
  enum StopReason: Sendable {
    case cancelled
    case timedOut
    case bodyTooLarge
  }

  typealias Continuation = CheckedContinuation<(Data, HTTPResponse), any Error>

  private let maximumBodySize: Int
  private let control: DispatchQueue
  private let lock = NSLock()
  private var continuation: Continuation?
  private var task: URLSessionDataTask?
  private var stopReason: StopReason?
  private var response: URLResponse?
  private var body = Data()
  private var deadline: Task<Void, Never>?
  private var isFinished = false

  /// - Parameter control: the serial queue on which the URL task is created, resumed and
  ///   cancelled.
  init(maximumBodySize: Int, control: DispatchQueue) {
    self.maximumBodySize = maximumBodySize
    self.control = control
  }

  /// Whether the transfer may still go ahead: not stopped and not finished.
  var isActive: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopReason == nil && !isFinished
  }

  /// Registers the awaiting caller and starts the deadline; resumes the caller at once if the
  /// transfer was stopped before.
  func begin(reportingTo continuation: Continuation, timeout: TimeInterval) {
    lock.lock()
    if let stopReason {
      isFinished = true
      lock.unlock()
      continuation.resume(throwing: Self.error(for: stopReason, limit: maximumBodySize))
      return
    }
    self.continuation = continuation
    deadline = Task { [weak self] in
      try? await Task.sleep(for: .seconds(timeout))
      guard !Task.isCancelled else { return }
      self?.stop(.timedOut)
    }
    lock.unlock()
  }

  /// Records the URL task carrying the request, so that stopping from now on cancels it.
  /// Returns `false` when the transfer has already stopped and the task must not be resumed.
  func attach(_ task: URLSessionDataTask) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    self.task = task
    return stopReason == nil && !isFinished
  }

  /// Stops the transfer for `reason`: resumes the caller with the matching error and cancels the
  /// URL task. The first reason wins; does nothing once the transfer has finished.
  func stop(_ reason: StopReason) {
    lock.lock()
    guard !isFinished, stopReason == nil else {
      lock.unlock()
      return
    }
    stopReason = reason
    let continuation = self.continuation
    self.continuation = nil
    if continuation != nil { isFinished = true }
    let task = self.task
    body = Data()
    deadline?.cancel()
    deadline = nil
    lock.unlock()

    continuation?.resume(throwing: Self.error(for: reason, limit: maximumBodySize))
    if let task { control.async { task.cancel() } }
  }

  /// Records the response head; returns `false` (after stopping) when it declares a body over
  /// the cap.
  func receive(_ response: URLResponse) -> Bool {
    if response.expectedContentLength > Int64(maximumBodySize) {
      stop(.bodyTooLarge)
      return false
    }
    lock.lock()
    defer { lock.unlock() }
    self.response = response
    return stopReason == nil
  }

  /// Appends a body chunk, or stops the transfer when the chunk would take the body over the cap.
  func receive(_ chunk: Data) {
    lock.lock()
    guard stopReason == nil, !isFinished else {
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

  /// Resumes the caller with the outcome of the request the session has finished.
  func complete(with transportError: (any Error)?) {
    lock.lock()
    guard !isFinished, stopReason == nil, let continuation else {
      lock.unlock()
      return
    }
    isFinished = true
    self.continuation = nil
    let outcome = outcome(transportError: transportError)
    body = Data()
    deadline?.cancel()
    deadline = nil
    lock.unlock()
    continuation.resume(with: outcome)
  }

  private func outcome(transportError: (any Error)?) -> Result<(Data, HTTPResponse), any Error> {
    if let transportError {
      if let urlError = transportError as? URLError, urlError.code == .timedOut {
        return .failure(HTTPClientError.timedOut)
      }
      return .failure(transportError)
    }
    guard let httpResponse = response as? HTTPURLResponse else {
      return .failure(URLError(.badServerResponse))
    }
    return .success((body, HTTPResponse(statusCode: httpResponse.statusCode)))
  }

  private static func error(for reason: StopReason, limit: Int) -> any Error {
    switch reason {
    case .cancelled: return CancellationError()
    case .timedOut: return HTTPClientError.timedOut
    case .bodyTooLarge: return HTTPClientError.bodyTooLarge(limit: limit)
    }
  }
}
