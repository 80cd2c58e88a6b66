import EssentialFeed
import Foundation

extension FeedApp {
  /// Composes the app from an HTTP client and a store, the way the customer's stories describe it:
  ///
  /// - the feed loads from the server first; a loaded feed is shown and replaces the cache; when
  ///   the server fails, the cached feed is shown while it is fresh (younger than seven days of
  ///   `calendar`), and the error message otherwise or when nothing is cached;
  /// - more pages load from the server after the last image shown, until a page brings no image
  ///   the feed does not already hold (repeated ids are dropped), and each page's new images are
  ///   appended to the cache, unless the feed was requested again since the page was asked for;
  /// - image data loads from the store first, from the server when the store has none or fails,
  ///   and data loaded from the server is stored;
  /// - comments load from the server;
  /// - entering the background validates the cache.
  ///
  /// `currentDate` is the clock of the cache and of the comments' relative dates; `seams` lets a
  /// composition root wrap the parts whose failures the fallbacks absorb.
  public convenience init(
    httpClient: any HTTPClient,
    store: any FeedStore & FeedImageDataStore,
    baseURL: URL,
    currentDate: @escaping @Sendable () -> Date,
    calendar: Calendar = Calendar(identifier: .gregorian),
    locale: Locale = .current,
    seams: FeedAppSeams = FeedAppSeams()
  ) {
    let localFeed = LocalFeedLoader(
      store: store, currentDate: currentDate, policy: FeedCachePolicy(calendar: calendar))
    let cache = seams.feedCache(localFeed)
    let remotePages = RemoteFeedPageLoader(client: httpClient, baseURL: baseURL)
    let feed = PaginatedFeedLoader(
      firstPage: FeedLoaderWithFallbackComposite(
        primary: FeedLoaderCacheDecorator(
          decoratee: seams.remoteFeed(FirstPageFeedLoader(pages: remotePages)), cache: cache),
        fallback: seams.cacheFallback(FreshCacheFeedLoader(cache: localFeed))),
      pages: remotePages,
      cache: cache)

    let localImages = LocalFeedImageDataLoader(store: store)
    let images = FeedImageDataLoaderWithFallbackComposite(
      primary: localImages,
      fallback: FeedImageDataLoaderCacheDecorator(
        decoratee: RemoteFeedImageDataLoader(client: httpClient), cache: localImages))

    self.init(
      feedLoader: { try await feed.load() },
      imageDataLoader: images,
      commentsLoader: RemoteImageCommentsLoader(client: httpClient, baseURL: baseURL),
      cacheValidator: localFeed,
      currentDate: currentDate,
      calendar: calendar,
      locale: locale)
  }
}
