import Foundation

/// Persists image data keyed by the image's URL. Implementations must be safe to call from many
/// tasks at once.
public protocol FeedImageDataStore: Sendable {
  /// Stores `data` for `url`, replacing what was stored for it.
  func insert(_ data: Data, for url: URL) async throws
  /// Returns the data stored for `url`, or `nil` when there is none.
  func retrieve(dataForURL url: URL) async throws -> Data?
}
