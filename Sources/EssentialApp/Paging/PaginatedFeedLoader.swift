import EssentialFeed
import Foundation

/// Loads the feed page by page: the first page from the server with the cache as fallback
/// (``FeedLoaderWithCacheFallback``), the following ones from a ``FeedPageLoader`` after the last
/// image shown, until a page brings no new image. Images whose id the feed already holds are
/// dropped, so a server that repeats itself (ignoring `after_id`) ends the paging instead of
/// growing the feed. A first page from the server replaces the cache; each later page's new images
/// are appended to it, so saving costs the page's size, not the feed's. A cache failure does not
/// fail the load: the page says it (``Paginated/cacheError``). The first later page of a load
/// rewrites the cache once with the whole feed so far, and so does any page after another writer
/// (or a failed save) changed the cache: the cache always holds one load's feed, never a mix. Once
/// the feed is loaded again, a page of an earlier load is still delivered but no longer cached, so
/// it cannot replace the newer feed in the cache. Pages after a first page from the cache are
/// delivered and not cached: the cache keeps the feed and the date it was saved with, instead of
/// old images restamped as new.
struct PaginatedFeedLoader: Sendable {
  /// Loads the first page and says where it came from.
  typealias FirstPage = @Sendable () async throws -> (feed: [FeedImage], origin: FeedOrigin)

  private let firstPage: FirstPage
  private let pages: any FeedPageLoader
  private let cache: any FeedCache
  private let latest = LatestSession()

  /// Creates a loader whose first page comes from `firstPage` and whose next pages come from
  /// `pages`; pages from the server are saved to `cache`.
  init(firstPage: @escaping FirstPage, pages: any FeedPageLoader, cache: any FeedCache) {
    self.firstPage = firstPage
    self.pages = pages
    self.cache = cache
  }

  /// Loads the first page and, when it came from the server, replaces the cache with it. Each
  /// load is a new cache session: its pages extend only the cache it wrote itself (see
  /// ``FeedCache/append(_:after:session:)``).
  func load() async throws -> LoadedFeed {
    let session = await latest.begin()
    let (feed, origin) = try await firstPage()
    let isRemote = if case .remote = origin { true } else { false }
    var first = page(
      feed, ids: Set(feed.map(\.id)), last: feed.last, session: isRemote ? session : nil)
    if isRemote, await latest.isLatest(session) {
      first.cacheError = await failure { try await cache.save(feed) }
    }
    return LoadedFeed(page: first, origin: origin)
  }

  /// A page of `feed` whose next pages are cached in `session`, or not at all when it is `nil`.
  private func page(_ feed: [FeedImage], ids: Set<UUID>, last: FeedImage?, session: UUID?)
    -> Paginated<FeedImage>
  {
    guard let last else { return Paginated(items: feed) }
    return Paginated(
      items: feed,
      loadMore: { try await loadMore(after: last, feed: feed, ids: ids, session: session) })
  }

  private func loadMore(
    after last: FeedImage, feed: [FeedImage], ids: Set<UUID>, session: UUID?
  ) async throws -> Paginated<FeedImage> {
    var ids = ids
    let newImages = try await pages.loadPage(after: last).filter { ids.insert($0.id).inserted }
    var next = page(feed + newImages, ids: ids, last: newImages.last, session: session)
    next.continuedItemCount = feed.count
    if !newImages.isEmpty, let session, await latest.isLatest(session) {
      next.cacheError = await failure {
        try await cache.append(newImages, after: feed, session: session)
      }
    }
    return next
  }

  /// The error `write` throws, or `nil` when it succeeds.
  private func failure(of write: () async throws -> Void) async -> (any Error)? {
    do {
      try await write()
      return nil
    } catch {
      return error
    }
  }
}

/// The session of the latest load of a ``PaginatedFeedLoader``, shared by its copies.
private actor LatestSession {
  private var session: UUID?

  /// Starts a new load's session and returns it.
  func begin() -> UUID {
    let new = UUID()
    session = new
    return new
  }

  /// Whether `session` is the latest load's.
  func isLatest(_ session: UUID) -> Bool {
    self.session == session
  }
}
