import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Performs HTTP GET requests.
///
/// Implementations deliver any HTTP response (whatever its status) and throw only when no response
/// arrives: no connectivity, a timeout, or cancellation of the awaiting task.
public protocol HTTPClient: Sendable {
  /// Fetches `url` and returns the body and the response.
  func get(from url: URL) async throws -> (Data, HTTPURLResponse)
}
