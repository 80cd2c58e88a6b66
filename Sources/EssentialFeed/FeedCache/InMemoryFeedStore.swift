import Foundation

/// A ``FeedStore`` and ``FeedImageDataStore`` that keeps everything in memory, for tests and as an
/// embedded default. It follows the same rules as the persistent stores: replacing the feed keeps
/// image data only for URLs the new feed still holds; deleting the feed leaves image data alone so
/// that a save (delete, then insert) keeps the data of images that survive the refresh.
public actor InMemoryFeedStore {
  private var cache: CachedFeed?
  private var imageData: [URL: Data] = [:]

  /// Creates an empty store.
  public init() {}
}

extension InMemoryFeedStore: FeedStore {
  /// Removes the cached feed.
  public func deleteCachedFeed() async throws {
    cache = nil
  }

  /// Replaces the cached feed and drops image data for URLs the new feed does not hold.
  public func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
    cache = CachedFeed(feed: feed, timestamp: timestamp)
    let kept = Set(feed.map(\.url))
    imageData = imageData.filter { kept.contains($0.key) }
  }

  /// Returns the cached feed, or `nil`.
  public func retrieve() async throws -> CachedFeed? {
    cache
  }

  /// Adds `feed` after the cached images and stamps the cache with `timestamp`.
  public func appendToCachedFeed(_ feed: [LocalFeedImage], timestamp: Date) async throws {
    cache = CachedFeed(feed: (cache?.feed ?? []) + feed, timestamp: timestamp)
  }
}

extension InMemoryFeedStore: FeedImageDataStore {
  /// Stores `data` for `url`.
  public func insert(_ data: Data, for url: URL) async throws {
    imageData[url] = data
  }

  /// Returns the data stored for `url`, or `nil`.
  public func retrieve(dataForURL url: URL) async throws -> Data? {
    imageData[url]
  }
}
