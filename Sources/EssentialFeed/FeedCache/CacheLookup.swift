import Foundation

/// What ``LocalFeedLoader/loadCache()`` found in the cache: a fresh feed with the date it was
/// saved, a feed too old to show with its date, or nothing.
public enum CacheLookup: Sendable, Hashable {
  /// A cache that ``FeedCachePolicy`` still validates: its images (possibly none) and when they
  /// were saved.
  case fresh([FeedImage], savedAt: Date)
  /// A cache that is no longer fresh (seven days old or more, or dated after now), saved at
  /// `savedAt`.
  case expired(savedAt: Date)
  /// Nothing is cached.
  case empty
}
