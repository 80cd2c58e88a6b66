import EssentialApp
import EssentialFeed
import Foundation

/// The feed a command shows, as ``FeedUseCases`` loaded it page by page: the images, where they
/// came from, and what went wrong underneath that the feed itself does not show.
struct FeedPages: Sendable {
  /// Every image loaded, in feed order.
  var images: [FeedImage]
  /// Where the feed came from: the server, or the cache (with its date and the server's error).
  let origin: FeedOrigin
  /// Why a page could not be saved to the cache, the last time one could not.
  var cacheError: (any Error)?
  /// Why a later page failed to load.
  var moreError: (any Error)?
  /// Why paging stopped before the pages asked for, when a ``PagingBudget`` limit stopped it.
  var pagingStop: String?

  /// Whether the feed shown is the cached one.
  var isFromCache: Bool {
    guard case .cache = origin else { return false }
    return true
  }
}

/// The app's use cases over the command line's HTTP client, and the meter that client reports to:
/// made together, so the paging budget and the timeout wording always read the client the use
/// cases load with.
struct MeteredFeedUseCases: Sendable {
  /// The use cases, over a ``MeteredHTTPClient`` reporting to ``meter``.
  let useCases: FeedUseCases
  /// What the use cases' client received, and its last failure.
  let meter: TransferMeter

  /// The use cases over `client`, metered, for the server at `baseURL` and `store`.
  init(
    client: any HTTPClient, store: any FeedStore & FeedImageDataStore, baseURL: URL,
    currentDate: @escaping @Sendable () -> Date, calendar: Calendar
  ) {
    let meter = TransferMeter()
    self.meter = meter
    useCases = FeedUseCases(
      httpClient: MeteredHTTPClient(decoratee: client, meter: meter), store: store,
      baseURL: baseURL, currentDate: currentDate, calendar: calendar)
  }

  /// Loads the feed, then up to `pages - 1` more pages while the server has more, `budget` is
  /// not spent and `found` is false for the images loaded. Only a feed from the server loads more
  /// pages. `now` is the clock the budget's time is measured on. Throws what
  /// `FeedUseCases.loadFeed()` throws.
  func loadPages(
    _ pages: Int, budget: PagingBudget = PagingBudget(),
    until found: ([FeedImage]) -> Bool = { _ in false },
    now: () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) async throws -> FeedPages {
    let started = now()
    let loaded = try await useCases.loadFeed()
    var page = loaded.page
    var feed = FeedPages(images: page.items, origin: loaded.origin, cacheError: page.cacheError)
    var count = 1
    while !feed.isFromCache, count < pages, let loadMore = page.loadMore, !found(page.items) {
      feed.pagingStop = budget.stop(
        pages: count, elapsed: now() - started, received: await meter.bytesReceived)
      if feed.pagingStop != nil { break }
      do {
        page = try await loadMore()
      } catch {
        feed.moreError = error
        break
      }
      count += 1
      feed.images = page.items
      feed.cacheError = page.cacheError ?? feed.cacheError
    }
    return feed
  }
}
