import EssentialFeed
import Foundation

/// Saves the image data its decoratee loads into a cache. A cache failure does not fail the load.
struct FeedImageDataLoaderCacheDecorator: FeedImageDataLoader {
  private let decoratee: any FeedImageDataLoader
  private let cache: any FeedImageDataCache

  /// Creates a decorator that saves what `decoratee` loads into `cache`.
  init(decoratee: any FeedImageDataLoader, cache: any FeedImageDataCache) {
    self.decoratee = decoratee
    self.cache = cache
  }

  /// Loads the data and, on success, caches it for `url`.
  func loadImageData(from url: URL) async throws -> Data {
    let data = try await decoratee.loadImageData(from: url)
    try? await cache.save(data, for: url)
    return data
  }
}
