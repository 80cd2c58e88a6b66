import CCurl
import EssentialFeed
import Foundation

/// One request of ``CurlHTTPClient``: a thread of its own drives a libcurl multi handle, sleeping in
/// `curl_multi_poll` until the socket, one of libcurl's timers or ``cancel()`` wakes it.
///
/// The caller is resumed exactly once: by the thread when the request ends, or by ``cancel()`` at
/// once (the thread then aborts the request and closes its connection).
///
/// `@unchecked Sendable`: shared by the awaiting task, its cancellation handler and the transfer's
/// thread. The libcurl handles are used on the transfer's thread only, except for
/// `curl_multi_wakeup`, which libcurl allows from any thread and which is called while holding
/// `lock`, so the handle cannot be cleaned up meanwhile. Every mutable property is read and written
/// only while holding `lock`.
final class CurlTransfer: @unchecked Sendable {
  typealias Continuation = CheckedContinuation<(Data, HTTPResponse), any Error>

  private let url: URL
  private let timeout: TimeInterval
  private let maximumBodySize: Int
  private let maximumRedirects: Int
  private let lock = NSLock()
  private var continuation: Continuation?
  private var multi: UnsafeMutableRawPointer?
  private var isCancelled = false

  init(url: URL, timeout: TimeInterval, maximumBodySize: Int, maximumRedirects: Int) {
    self.url = url
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
    self.maximumRedirects = maximumRedirects
  }

  /// Registers the awaiting caller and starts the transfer's thread; resumes the caller at once
  /// with `CancellationError` if the transfer was cancelled before.
  func start(reportingTo continuation: Continuation) {
    lock.lock()
    guard !isCancelled else {
      lock.unlock()
      continuation.resume(throwing: CancellationError())
      return
    }
    self.continuation = continuation
    lock.unlock()
    let thread = Thread { [self] in run() }
    thread.name = "EssentialFeed.CurlHTTPClient"
    thread.start()
  }

  /// Resumes the caller with `CancellationError` and wakes the transfer's thread to abort.
  func cancel() {
    lock.lock()
    isCancelled = true
    let continuation = self.continuation
    self.continuation = nil
    if let multi { ef_curl_multi_wakeup(multi) }
    lock.unlock()
    continuation?.resume(throwing: CancellationError())
  }

  private var wasCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return isCancelled
  }

  private func finish(_ outcome: Result<(Data, HTTPResponse), any Error>) {
    lock.lock()
    let continuation = self.continuation
    self.continuation = nil
    lock.unlock()
    continuation?.resume(with: outcome)
  }

  // MARK: - The transfer's thread

  private func run() {
    if let reason = CurlLibrary.unavailableReason {
      return finish(.failure(URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: reason])))
    }
    guard let easy = ef_curl_easy_init() else {
      return finish(.failure(URLError(.unknown)))
    }
    guard let multi = ef_curl_multi_init() else {
      ef_curl_easy_cleanup(easy)
      return finish(.failure(URLError(.unknown)))
    }
    lock.lock()
    self.multi = multi
    lock.unlock()
    defer {
      lock.lock()
      self.multi = nil
      ef_curl_multi_cleanup(multi)
      lock.unlock()
      ef_curl_easy_cleanup(easy)
    }
    let sink = CurlResponseSink(maximumBodySize: maximumBodySize)
    withExtendedLifetime(sink) {
      let options = CurlOptions(easy)
      options.configure(maximumBodySize: maximumBodySize, sink: sink)
      if let failure = options.failure { return finish(.failure(failure)) }
      finish(fetch(easy: easy, multi: multi, sink: sink))
    }
  }

  /// Fetches ``url``, following redirects to `http` and `https` within the deadline. Returns
  /// `CancellationError` when cancelled (the caller has then been resumed already).
  private func fetch(
    easy: UnsafeMutableRawPointer, multi: UnsafeMutableRawPointer, sink: CurlResponseSink
  ) -> Result<(Data, HTTPResponse), any Error> {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(timeout)
    var current = url
    var redirects = 0
    while true {
      let remaining = clock.now.duration(to: deadline)
      guard remaining > .zero else { return .failure(HTTPClientError.timedOut) }
      sink.reset()
      let options = CurlOptions(easy)
      options.set(CURLOPT_URL, current.absoluteString)
      options.set(CURLOPT_TIMEOUT_MS, max(1, Self.milliseconds(remaining)))
      if let failure = options.failure { return .failure(failure) }

      ef_curl_multi_add_handle(multi, easy)
      let result = perform(multi)
      ef_curl_multi_remove_handle(multi, easy)
      guard let result else { return .failure(CancellationError()) }
      guard result == CURLE_OK else {
        return .failure(
          CurlError.mapped(result, overflowed: sink.overflowed, limit: maximumBodySize))
      }

      let status = CurlOptions(easy).long(CURLINFO_RESPONSE_CODE)
      if Self.redirectStatuses.contains(status),
        let location = CurlOptions(easy).string(CURLINFO_REDIRECT_URL),
        let next = URL(string: location), HTTPScheme.isSupported(next)
      {
        guard redirects < maximumRedirects else {
          return .failure(URLError(.httpTooManyRedirects))
        }
        redirects += 1
        current = next
        continue
      }
      return .success((sink.body, HTTPResponse(statusCode: status)))
    }
  }

  /// `duration` in whole milliseconds, rounded up so that the deadline is never cut short.
  private static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
  }

  private static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

  /// Runs the one request on `multi` until it is done; `nil` when cancelled first.
  private func perform(_ multi: UnsafeMutableRawPointer) -> CURLcode? {
    var running: Int32 = 0
    while true {
      if wasCancelled { return nil }
      let status = ef_curl_multi_perform(multi, &running)
      guard status == CURLM_OK else { return CURLE_FAILED_INIT }
      var queued: Int32 = 0
      while let message = ef_curl_multi_info_read(multi, &queued) {
        if message.pointee.msg == CURLMSG_DONE { return message.pointee.data.result }
      }
      if running == 0 { return CURLE_GOT_NOTHING }
      // Sleeps until the socket is ready, libcurl's next timer is due, or cancel() wakes it.
      ef_curl_multi_poll(multi, Self.pollMilliseconds)
    }
  }

  /// The longest one poll sleeps when libcurl has no earlier timer (its timeout is one of them).
  private static let pollMilliseconds: Int32 = 1000
}
