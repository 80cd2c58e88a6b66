import EssentialApp
import EssentialFeed
import Foundation

/// What happened underneath a feed load, beyond what ``FeedApp`` shows.
struct FeedLoadReport: Sendable {
  /// Why the server's feed is not shown, when it is not (the cache is shown, or nothing).
  let remoteFailure: (any Error)?
  /// Why the cache could not stand in, when it was asked to.
  let cacheFailure: (any Error)?
  /// When the cache shown was saved.
  let savedAt: Date?
  /// The message of a later page that failed.
  let moreFailure: String?
  /// Why the loaded feed could not be cached.
  let saveFailure: (any Error)?
  /// The last failure the HTTP client itself reported (a timeout, a refused connection).
  var clientFailure: (any Error)? = nil
  /// Why paging stopped before the pages asked for, when a ``PagingBudget`` limit stopped it.
  var pagingStop: String? = nil

  /// Whether the feed shown is the cached one.
  var isFromCache: Bool { remoteFailure != nil }

  /// Why the cached feed is shown: the server was out of reach, or its answer was not a feed.
  var cacheReason: CacheReason {
    remoteFailure.map(LoadFailure.kind(of:)) == .invalidAnswer ? .invalidAnswer : .offline
  }

  /// Whether the cache failed because it was simply empty or expired, rather than unreadable.
  var cacheIsMissing: Bool {
    cacheFailure is FreshCacheFeedLoader.NoFreshCache
  }
}
