import EssentialFeed
import Foundation

/// An ``HTTPClient`` that drives libcurl directly, with the same behaviour and limits as
/// `URLSessionHTTPClient`, and that sleeps while it waits.
///
/// Why it exists: on Linux, the toolchain's `URLSession` (FoundationNetworking, which drives the
/// same libcurl) keeps a core busy while a server takes its time to answer. Its `_MultiHandle`
/// makes a write source for the socket while libcurl connects and sends; when libcurl then asks
/// to read only, it adds a read source but never cancels the write source, and a connected socket
/// is always writable, so the source fires in a loop until the answer comes. Here each request
/// waits in `curl_multi_poll`, woken by the socket, libcurl's own timers, or cancellation.
///
/// - Only `GET` requests to `http` and `https` URLs are made; other schemes fail with
///   `URLError(.unsupportedURL)` before any I/O. Redirects (301, 302, 303, 307, 308) are followed
///   to `http` and `https` URLs only, at most ``maximumRedirects`` times; a redirect elsewhere is
///   delivered as the response.
/// - ``timeout`` bounds the whole request, redirects and body included, and throws
///   ``HTTPClientError/timedOut`` when it passes.
/// - ``maximumBodySize`` bounds memory: a response that declares a larger `Content-Length`, or
///   whose body (decoded, when the server compresses it) grows past the cap, is stopped at once and
///   ``HTTPClientError/bodyTooLarge(limit:)`` is thrown.
/// - Cancelling the awaiting task aborts the request (its connection is closed) and throws
///   `CancellationError` at once.
///
/// Any HTTP status is delivered as a response (its status code, ``HTTPResponse``); transport
/// failures surface as `URLError`.
public final class CurlHTTPClient: HTTPClient {
  /// The default ``timeout``: 30 seconds (`HTTPClientDefaults.timeout`).
  public static var defaultTimeout: TimeInterval { HTTPClientDefaults.timeout }
  /// The default ``maximumBodySize``: 16 MiB (`HTTPClientDefaults.maximumBodySize`).
  public static var defaultMaximumBodySize: Int { HTTPClientDefaults.maximumBodySize }
  /// The most redirects one request follows.
  public static var maximumRedirects: Int { 10 }

  /// The longest a request may take, in seconds, before it is stopped as timed out.
  public let timeout: TimeInterval
  /// The largest response body, in bytes, the client accepts.
  public let maximumBodySize: Int

  /// Creates a client. Each request runs on a thread of its own that sleeps while it waits.
  ///
  /// - Parameters:
  ///   - timeout: the longest a request may take, in seconds; must be positive and finite.
  ///   - maximumBodySize: the largest response body accepted, in bytes; must not be negative.
  public init(
    timeout: TimeInterval = CurlHTTPClient.defaultTimeout,
    maximumBodySize: Int = CurlHTTPClient.defaultMaximumBodySize
  ) {
    precondition(timeout > 0 && timeout.isFinite, "timeout must be a positive number of seconds")
    precondition(maximumBodySize >= 0, "maximumBodySize must not be negative")
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
  }

  /// Fetches `url` with a `GET` request and returns the body and the response, whatever its status.
  public func get(from url: URL) async throws -> (Data, HTTPResponse) {
    guard HTTPScheme.isSupported(url) else { throw URLError(.unsupportedURL) }
    try Task.checkCancellation()

    let transfer = CurlTransfer(
      url: url, timeout: timeout, maximumBodySize: maximumBodySize,
      maximumRedirects: Self.maximumRedirects)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        transfer.start(reportingTo: continuation)
      }
    } onCancel: {
      transfer.cancel()
    }
  }
}
