import EssentialFeed
import Foundation

/// Loads the feed page by page: the first page from a ``FeedLoader`` (remote with cache fallback),
/// the following ones from a ``FeedPageLoader`` after the last image shown, until a page is empty.
/// Every page loaded adds to the feed, and the whole feed so far replaces the cache (a cache
/// failure does not fail the load).
public struct PaginatedFeedLoader: Sendable {
  private let firstPage: any FeedLoader
  private let pages: any FeedPageLoader
  private let cache: any FeedCache

  /// Creates a loader whose first page comes from `firstPage` and whose next pages come from
  /// `pages` and are saved into `cache`.
  public init(firstPage: any FeedLoader, pages: any FeedPageLoader, cache: any FeedCache) {
    self.firstPage = firstPage
    self.pages = pages
    self.cache = cache
  }

  /// Loads the first page.
  public func load() async throws -> Paginated<FeedImage> {
    let feed = try await firstPage.load()
    return page(feed, last: feed.last)
  }

  private func page(_ feed: [FeedImage], last: FeedImage?) -> Paginated<FeedImage> {
    guard let last else { return Paginated(items: feed) }
    return Paginated(items: feed, loadMore: { try await loadMore(after: last, feed: feed) })
  }

  private func loadMore(after last: FeedImage, feed: [FeedImage]) async throws
    -> Paginated<FeedImage>
  {
    let newImages = try await pages.loadPage(after: last)
    let all = feed + newImages
    if !newImages.isEmpty {
      try? await cache.save(all)
    }
    return page(all, last: newImages.last)
  }
}
