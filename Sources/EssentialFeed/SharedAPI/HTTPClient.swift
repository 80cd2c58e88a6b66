import Foundation

/// Performs HTTP GET requests.
///
/// Implementations deliver any HTTP response (whatever its status) and throw only when no complete
/// response arrives: no connectivity, a timeout, cancellation of the awaiting task
/// (`CancellationError`), or a body stopped by the client's own limits (``HTTPClientError``).
public protocol HTTPClient: Sendable {
  /// Fetches `url` and returns the body and the response.
  func get(from url: URL) async throws -> (Data, HTTPResponse)
}

/// The limits the package's HTTP clients take when they are given none.
public enum HTTPClientDefaults {
  /// The longest a request may take: 30 seconds.
  public static var timeout: TimeInterval { 30 }
  /// The largest response body a client accepts: 16 MiB.
  public static var maximumBodySize: Int { 16 * 1024 * 1024 }
}
