import Foundation

/// A ``FeedStore`` and ``FeedImageDataStore`` that keeps everything in memory, for tests and as an
/// embedded default. It follows the same rules as the persistent stores: replacing the feed keeps
/// image data only for URLs the new feed still holds; deleting the feed leaves image data alone so
/// that a save (delete, then insert) keeps the data of images that survive the refresh.
public actor InMemoryFeedStore {
  private var feed: [LocalFeedImage] = []
  /// When the feed was saved; `nil` when nothing is cached.
  private var timestamp: Date?
  /// The session that wrote the feed last, if its last write was an append.
  private var session: UUID?
  private var imageData: [URL: Data] = [:]

  /// Creates an empty store.
  public init() {}
}

extension InMemoryFeedStore: FeedStore {
  /// Removes the cached feed.
  public func deleteCachedFeed() async throws {
    (feed, timestamp, session) = ([], nil, nil)
  }

  /// Replaces the cached feed and drops image data for URLs the new feed does not hold.
  public func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
    (self.feed, self.timestamp, session) = (feed, timestamp, nil)
    let kept = Set(feed.map(\.url))
    imageData = imageData.filter { kept.contains($0.key) }
  }

  /// Returns the cached feed, or `nil`.
  public func retrieve() async throws -> CachedFeed? {
    timestamp.map { CachedFeed(feed: feed, timestamp: $0) }
  }

  /// Deletes the cached feed when `shouldDelete` says so; an actor's step, so atomic.
  @discardableResult
  public func deleteCachedFeed(if shouldDelete: @Sendable (StoredCache) -> Bool) async throws
    -> Bool
  {
    guard shouldDelete(try await retrieve().map(StoredCache.feed) ?? .empty) else { return false }
    try await deleteCachedFeed()
    return true
  }

  /// Adds `feed` in place (amortized in proportion to `feed`) while the cache holds what
  /// `session` wrote last; otherwise replaces the cache with `wholeFeed()`.
  public func appendToCachedFeed(
    _ feed: [LocalFeedImage], session: UUID, timestamp: Date,
    wholeFeed: @Sendable () -> [LocalFeedImage]
  ) async throws {
    if self.session == session {
      self.feed.append(contentsOf: feed)
      self.timestamp = timestamp
    } else {
      try await insert(wholeFeed(), timestamp: timestamp)
      self.session = session
    }
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
