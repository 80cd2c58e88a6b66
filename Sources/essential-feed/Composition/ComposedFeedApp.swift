import EssentialApp
import EssentialFeed
import Foundation

/// The command line's composition root: ``FeedApp`` over an HTTP client and a store (in use, a
/// `CurlHTTPClient` on Linux, else a `URLSessionHTTPClient`, and a `SQLiteFeedStore`), composed by EssentialApp. Recorders sit in the
/// app's seams, on the parts whose failures its fallbacks absorb, so the commands can say why the
/// cache is shown and whether saving failed.
@MainActor
struct ComposedFeedApp {
  /// The headless app the commands drive and read.
  let app: FeedApp
  /// The cache.
  let store: any FeedStore & FeedImageDataStore
  /// The last failure of the server's first page.
  let remoteFailure: FailureRecorder
  /// The last failure of the fallback to the cache (no fresh cache, or an unreadable store).
  let cacheFailure: FailureRecorder
  /// The last failure to save the feed to the cache.
  let saveFailure: FailureRecorder
  /// The bytes the client received and its last failure.
  let meter: TransferMeter

  init(
    client: any HTTPClient, store: any FeedStore & FeedImageDataStore, baseURL: URL,
    currentDate: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale
  ) {
    let remoteFailure = FailureRecorder()
    let cacheFailure = FailureRecorder()
    let saveFailure = FailureRecorder()
    let meter = TransferMeter()
    self.app = FeedApp(
      httpClient: MeteredHTTPClient(decoratee: client, meter: meter), store: store,
      baseURL: baseURL, currentDate: currentDate,
      calendar: calendar, locale: locale,
      seams: FeedAppSeams(
        remoteFeed: { RecordingFeedLoader(decoratee: $0, recorder: remoteFailure) },
        cacheFallback: { RecordingFeedLoader(decoratee: $0, recorder: cacheFailure) },
        feedCache: { RecordingFeedCache(decoratee: $0, recorder: saveFailure) }))
    self.store = store
    self.remoteFailure = remoteFailure
    self.cacheFailure = cacheFailure
    self.saveFailure = saveFailure
    self.meter = meter
  }

  /// Loads the feed, then up to `pages - 1` more pages while the server has more, `budget` is
  /// not spent and `found` is false for the images shown. Only a feed from the server loads more
  /// pages. `now` is the clock the budget's time is measured on.
  func loadFeed(
    pages: Int, budget: PagingBudget = PagingBudget(),
    until found: ([FeedImage]) -> Bool = { _ in false },
    now: () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) async -> FeedLoadReport {
    let started = now()
    await app.loadFeed()
    let remote = await remoteFailure.failure
    var moreFailure: String?
    var pagingStop: String?
    var loaded = 1
    while remote == nil, loaded < pages, app.feedScreen.loadMore.isAvailable,
      !found(app.feedScreen.images.map(\.image))
    {
      pagingStop = budget.stop(
        pages: loaded, elapsed: now() - started,
        received: await meter.bytesReceived)
      if pagingStop != nil { break }
      await app.loadMore()
      loaded += 1
      if let message = app.feedScreen.loadMore.errorMessage {
        moreFailure = message
        break
      }
    }
    let cache = await cacheFailure.failure
    // Only when the cache is what the app shows does its date matter.
    let savedAt = remote != nil && cache == nil ? try? await store.retrieve()?.timestamp : nil
    return FeedLoadReport(
      remoteFailure: remote, cacheFailure: cache, savedAt: savedAt, moreFailure: moreFailure,
      saveFailure: await saveFailure.failure, clientFailure: await meter.lastFailure,
      pagingStop: pagingStop)
  }
}
