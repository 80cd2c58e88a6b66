import Foundation

/// Keeps image data for later offline use.
public protocol FeedImageDataCache: Sendable {
  /// Saves `data` as the image data of `url`.
  func save(_ data: Data, for url: URL) async throws
}
