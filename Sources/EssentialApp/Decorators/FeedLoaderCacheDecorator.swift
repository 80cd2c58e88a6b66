import EssentialFeed
import Foundation

/// Saves every feed its decoratee loads into a cache. A cache failure does not fail the load: the
/// feed is delivered all the same.
struct FeedLoaderCacheDecorator: FeedLoader {
  private let decoratee: any FeedLoader
  private let cache: any FeedCache

  /// Creates a decorator that saves what `decoratee` loads into `cache`.
  init(decoratee: any FeedLoader, cache: any FeedCache) {
    self.decoratee = decoratee
    self.cache = cache
  }

  /// Loads the feed and, on success, replaces the cache with it.
  func load() async throws -> [FeedImage] {
    let feed = try await decoratee.load()
    try? await cache.save(feed)
    return feed
  }
}
