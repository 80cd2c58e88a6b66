/// What a ``FeedStore`` finds in its cache when it looks before deleting it
/// (``FeedStore/deleteCachedFeed(if:)``).
public enum StoredCache: Sendable, Hashable {
  /// Nothing is cached.
  case empty
  /// A feed is cached.
  case feed(CachedFeed)
  /// Something is cached that can never be read back as a feed: a damaged store, or stored values
  /// that are not a feed's. An error that may pass (the store is busy or locked, an I/O error) is
  /// never reported as this: the store throws it instead.
  case unreadable
}
