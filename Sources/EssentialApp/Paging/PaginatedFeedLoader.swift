import EssentialFeed
import Foundation

/// Loads the feed page by page: the first page from a ``FeedLoader`` (remote with cache fallback),
/// the following ones from a ``FeedPageLoader`` after the last image shown, until a page brings no
/// new image. Images whose id the feed already holds are dropped, so a server that repeats itself
/// (ignoring `after_id`) ends the paging instead of growing the feed. Each page's new images are
/// appended to the cache, so saving costs the page's size, not the feed's (a cache failure does
/// not fail the load). The first later page of a load rewrites the cache once with the whole feed
/// so far, and so does any page after another writer (or a failed save) changed the cache: the
/// cache always holds one load's feed, never a mix. Once the feed is loaded again, a page of an
/// earlier load is still delivered but no longer cached, so it cannot replace the newer feed in the
/// cache.
struct PaginatedFeedLoader: Sendable {
  private let firstPage: any FeedLoader
  private let pages: any FeedPageLoader
  private let cache: any FeedCache
  private let latest = LatestSession()

  /// Creates a loader whose first page comes from `firstPage` and whose next pages come from
  /// `pages` and are appended to `cache`.
  init(firstPage: any FeedLoader, pages: any FeedPageLoader, cache: any FeedCache) {
    self.firstPage = firstPage
    self.pages = pages
    self.cache = cache
  }

  /// Loads the first page. Each load is a new cache session: its pages extend only the cache it
  /// wrote itself (see ``FeedCache/append(_:after:session:)``).
  func load() async throws -> Paginated<FeedImage> {
    let session = await latest.begin()
    let feed = try await firstPage.load()
    return page(feed, ids: Set(feed.map(\.id)), last: feed.last, session: session)
  }

  private func page(_ feed: [FeedImage], ids: Set<UUID>, last: FeedImage?, session: UUID)
    -> Paginated<FeedImage>
  {
    guard let last else { return Paginated(items: feed) }
    return Paginated(
      items: feed,
      loadMore: { try await loadMore(after: last, feed: feed, ids: ids, session: session) })
  }

  private func loadMore(
    after last: FeedImage, feed: [FeedImage], ids: Set<UUID>, session: UUID
  ) async throws -> Paginated<FeedImage> {
    var ids = ids
    let newImages = try await pages.loadPage(after: last).filter { ids.insert($0.id).inserted }
    if !newImages.isEmpty, await latest.isLatest(session) {
      try? await cache.append(newImages, after: feed, session: session)
    }
    var next = page(feed + newImages, ids: ids, last: newImages.last, session: session)
    next.continuedItemCount = feed.count
    return next
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
