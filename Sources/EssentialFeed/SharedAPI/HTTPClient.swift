import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Performs HTTP GET requests.
///
/// Implementations deliver any HTTP response (whatever its status) and throw only when no complete
/// response arrives: no connectivity, a timeout, cancellation of the awaiting task
/// (`CancellationError`), or a body stopped by the client's own limits (``HTTPClientError``).
public protocol HTTPClient: Sendable {
  /// Fetches `url` and returns the body and the response.
  func get(from url: URL) async throws -> (Data, HTTPURLResponse)
}
