/// Failures an ``HTTPClient`` reports when it stops a request itself, apart from transport errors
/// such as a refused connection (which surface as `URLError`).
public enum HTTPClientError: Error, Equatable, Sendable {
  /// No complete response arrived before the client's timeout.
  case timedOut
  /// The response body grew past `limit` bytes; the transfer was stopped at that point.
  case bodyTooLarge(limit: Int)
}
