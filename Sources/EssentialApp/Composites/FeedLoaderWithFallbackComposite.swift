import EssentialFeed
import Foundation

/// Loads the feed from a primary source and, when that fails, from a fallback source.
///
/// A cancelled load is not retried from the fallback: it throws `CancellationError`.
struct FeedLoaderWithFallbackComposite: FeedLoader {
  private let primary: any FeedLoader
  private let fallback: any FeedLoader

  /// Creates a composite that tries `primary`, then `fallback`.
  init(primary: any FeedLoader, fallback: any FeedLoader) {
    self.primary = primary
    self.fallback = fallback
  }

  /// Delivers the primary feed, or the fallback's feed or error when the primary fails.
  func load() async throws -> [FeedImage] {
    do {
      return try await primary.load()
    } catch {
      try Task.checkCancellation()
      return try await fallback.load()
    }
  }
}
