import EssentialFeed

/// Places in ``FeedApp``'s composition where a composition root may wrap a part, for example to
/// record failures that the app's fallbacks absorb. Each wrapper gets the part and returns what
/// the app uses instead; the default wraps nothing.
public struct FeedAppSeams: Sendable {
  /// Wraps the loader of the server's first page (before its result is cached).
  public var remoteFeed: @Sendable (any FeedLoader) -> any FeedLoader
  /// Wraps the fresh-cache loader the app falls back to when the server fails.
  public var cacheFallback: @Sendable (any FeedLoader) -> any FeedLoader
  /// Wraps the cache that loaded pages are saved to.
  public var feedCache: @Sendable (any FeedCache) -> any FeedCache

  /// Creates seams; each wrapper not given leaves its part as it is.
  public init(
    remoteFeed: @escaping @Sendable (any FeedLoader) -> any FeedLoader = { $0 },
    cacheFallback: @escaping @Sendable (any FeedLoader) -> any FeedLoader = { $0 },
    feedCache: @escaping @Sendable (any FeedCache) -> any FeedCache = { $0 }
  ) {
    self.remoteFeed = remoteFeed
    self.cacheFallback = cacheFallback
    self.feedCache = feedCache
  }
}
