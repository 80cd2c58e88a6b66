import EssentialFeed
import Foundation

extension FeedApp {
  /// Composes the app from an HTTP client and a store with ``FeedUseCases``: the feed shows the
  /// server's feed, or the fresh cache when the server fails, and the error message otherwise;
  /// entering the background validates the cache.
  ///
  /// `currentDate` is the clock of the cache and of the comments' relative dates; `calendar`
  /// counts the cache's seven days and the comments' ages.
  public convenience init(
    httpClient: any HTTPClient,
    store: any FeedStore & FeedImageDataStore,
    baseURL: URL,
    currentDate: @escaping @Sendable () -> Date,
    calendar: Calendar = Calendar(identifier: .gregorian),
    locale: Locale = .current
  ) {
    let useCases = FeedUseCases(
      httpClient: httpClient, store: store, baseURL: baseURL, currentDate: currentDate,
      calendar: calendar)
    self.init(
      feedLoader: { try await useCases.loadFeed().page },
      imageDataLoader: useCases.imageDataLoader,
      commentsLoader: useCases.commentsLoader,
      cacheValidator: useCases.cacheValidator,
      currentDate: currentDate,
      calendar: calendar,
      locale: locale)
  }
}
