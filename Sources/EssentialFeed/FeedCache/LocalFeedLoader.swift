import Foundation

/// Saves, loads and validates the cached feed. It orchestrates a ``FeedStore`` and a
/// ``FeedCachePolicy`` and does not know where the bytes live.
public struct LocalFeedLoader: Sendable {
  private let store: any FeedStore
  private let currentDate: @Sendable () -> Date
  private let policy: FeedCachePolicy

  /// Creates a loader over `store`; `currentDate` is asked for "now" on every save, load and
  /// validation.
  public init(
    store: any FeedStore,
    currentDate: @escaping @Sendable () -> Date,
    policy: FeedCachePolicy = FeedCachePolicy()
  ) {
    self.store = store
    self.currentDate = currentDate
    self.policy = policy
  }
}

extension LocalFeedLoader: FeedCache {
  /// Deletes the old cache, then stores `feed` stamped with the current date, through the store's
  /// ``FeedStore/replaceCachedFeed(with:timestamp:)`` so a store can make the two one atomic step.
  /// A deletion error is thrown and nothing is inserted; an insertion error is thrown.
  public func save(_ feed: [FeedImage]) async throws {
    try await store.replaceCachedFeed(with: feed.toLocal(), timestamp: currentDate())
  }

  /// Adds `images` after the cached feed and stamps the cache with the current date, through
  /// ``FeedStore/appendToCachedFeed(_:session:timestamp:wholeFeed:)``: while the cache holds what
  /// `session` wrote last, a later page costs only its own size; otherwise the cache is replaced
  /// with `earlier + images` (converted only then).
  public func append(_ images: [FeedImage], after earlier: [FeedImage], session: UUID)
    async throws
  {
    let local = images.toLocal()
    try await store.appendToCachedFeed(
      local, session: session, timestamp: currentDate(), wholeFeed: { earlier.toLocal() + local })
  }
}

extension LocalFeedLoader {
  /// Returns the cached images, or none when the cache is empty or expired. A retrieval error is
  /// thrown. Loading never changes the cache.
  public func load() async throws -> [FeedImage] {
    guard case .fresh(let feed, _) = try await loadCache() else { return [] }
    return feed
  }

  /// Looks at the cache and says what it holds: the images of a fresh cache with the date they
  /// were saved, the date of an expired one, or that it is empty. Unlike ``load()``, a fresh cache
  /// holding an empty feed can be told apart from no usable cache, and the cache's age is known. A
  /// retrieval error is thrown. Loading never changes the cache.
  public func loadCache() async throws -> CacheLookup {
    guard let cache = try await store.retrieve() else { return .empty }
    guard policy.validates(cache.timestamp, against: currentDate()) else {
      return .expired(savedAt: cache.timestamp)
    }
    return .fresh(cache.feed.toModels(), savedAt: cache.timestamp)
  }
}

extension LocalFeedLoader {
  /// Deletes the cache when it has expired or can never be read (``StoredCache/unreadable``); an
  /// empty or fresh cache is left alone. The look and the deletion are one step of the store
  /// (``FeedStore/deleteCachedFeed(if:)``), and "now" is read inside it, so a feed another task
  /// or process saves meanwhile is never deleted. An error that may pass (a busy store) is thrown
  /// and deletes nothing; a deletion error is thrown.
  public func validateCache() async throws {
    let (policy, currentDate) = (policy, currentDate)
    try await store.deleteCachedFeed { cache in
      switch cache {
      case .empty: false
      case .unreadable: true
      case .feed(let cached): !policy.validates(cached.timestamp, against: currentDate())
      }
    }
  }
}
