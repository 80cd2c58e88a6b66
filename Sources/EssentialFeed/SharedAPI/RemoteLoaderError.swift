/// The two ways a remote load fails, kept apart as the use cases require.
public enum RemoteLoaderError: Error, Equatable, Sendable {
  /// The client got no usable response: no connection, a refused connection, or a timeout.
  case connectivity
  /// A response arrived but was rejected: wrong status, malformed or oversized body.
  case invalidData
}
