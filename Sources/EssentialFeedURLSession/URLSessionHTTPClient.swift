import EssentialFeed
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An ``HTTPClient`` backed by `URLSession`, safe against slow and oversized responses.
///
/// - Only `GET` requests to `http` and `https` URLs are made; other schemes fail with
///   `URLError(.unsupportedURL)` before any I/O, and redirects to other schemes are not followed.
/// - ``timeout`` bounds the whole request, from sending it to the last body byte; when it passes,
///   the request is cancelled and ``HTTPClientError/timedOut`` is thrown.
/// - ``maximumBodySize`` bounds memory: a response that declares a larger `Content-Length`, or whose
///   body grows past the cap while streaming, is cancelled at once and
///   ``HTTPClientError/bodyTooLarge(limit:)`` is thrown. Nothing beyond the cap is buffered.
/// - Cancelling the awaiting task cancels the request and throws `CancellationError`.
///
/// Any HTTP status is delivered as a response; errors are thrown only when no complete response
/// arrives (transport failures surface as `URLError`).
///
/// On Linux, the toolchain's `URLSession` (FoundationNetworking, Swift 6.3.1) keeps a core busy
/// while it waits for a server's answer: it never stops watching the connected socket for
/// writing. `CurlHTTPClient` (module `EssentialFeedCurl`) behaves the same without that cost.
public final class URLSessionHTTPClient: HTTPClient {
  /// The default ``timeout``: 30 seconds (`HTTPClientDefaults.timeout`).
  public static var defaultTimeout: TimeInterval { HTTPClientDefaults.timeout }
  /// The default ``maximumBodySize``: 16 MiB (`HTTPClientDefaults.maximumBodySize`).
  public static var defaultMaximumBodySize: Int { HTTPClientDefaults.maximumBodySize }

  /// The longest a request may take, in seconds, before it is cancelled as timed out.
  public let timeout: TimeInterval
  /// The largest response body, in bytes, the client accepts.
  public let maximumBodySize: Int
  private let session: URLSession
  private let transfers: HTTPTransferRegistry
  private let control = DispatchQueue(label: "EssentialFeed.URLSessionHTTPClient.control")

  /// Creates a client with its own ephemeral session (no cache, no stored cookies).
  ///
  /// - Parameters:
  ///   - timeout: the longest a request may take, in seconds; must be positive and finite.
  ///   - maximumBodySize: the largest response body accepted, in bytes; must not be negative.
  public init(
    timeout: TimeInterval = URLSessionHTTPClient.defaultTimeout,
    maximumBodySize: Int = URLSessionHTTPClient.defaultMaximumBodySize
  ) {
    precondition(timeout > 0 && timeout.isFinite, "timeout must be a positive number of seconds")
    precondition(maximumBodySize >= 0, "maximumBodySize must not be negative")
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
    let configuration = URLSessionConfiguration.ephemeral
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.timeoutIntervalForRequest = Self.sessionTimeout(for: timeout)
    configuration.timeoutIntervalForResource = Self.sessionTimeout(for: timeout)
    let transfers = HTTPTransferRegistry()
    self.transfers = transfers
    self.session = URLSession(
      configuration: configuration, delegate: transfers, delegateQueue: InlineDelegateQueue())
  }

  /// The session's own timeouts, a backstop behind the client's deadline. They are whole seconds
  /// and later than the deadline because FoundationNetworking truncates a sub-second timeout to
  /// zero, which fails every request at once.
  private static func sessionTimeout(for timeout: TimeInterval) -> TimeInterval {
    timeout.rounded(.up) + 1
  }

  deinit {
    // FoundationNetworking blocks on its work queue here; never do that on the releasing thread.
    control.async { [session] in session.invalidateAndCancel() }
  }

  /// Fetches `url` with a `GET` request and returns the body and the response, whatever its status.
  public func get(from url: URL) async throws -> (Data, HTTPResponse) {
    guard HTTPScheme.isSupported(url) else { throw URLError(.unsupportedURL) }
    try Task.checkCancellation()

    var request = URLRequest(
      url: url, cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: Self.sessionTimeout(for: timeout))
    request.httpMethod = "GET"
    let transfer = HTTPTransfer(maximumBodySize: maximumBodySize, control: control)

    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        transfer.begin(reportingTo: continuation, timeout: timeout)
        // Creating, resuming and cancelling URL tasks wait on the session's work queue, so they
        // run on the control queue rather than on a Swift concurrency thread.
        control.async { [session, transfers, request] in
          guard transfer.isActive else { return }
          let task = session.dataTask(with: request)
          guard transfer.attach(task) else { return }
          transfers.register(transfer, for: task)
          task.resume()
        }
      }
    } onCancel: {
      transfer.stop(.cancelled)
    }
  }
}
