import EssentialFeed
import Foundation

/// The app's use cases composed over an HTTP client and a store, the way the customer's stories
/// describe them:
///
/// - the feed loads from the server first; a loaded feed replaces the cache; when the server
///   fails, the cached feed stands in while it is fresh (younger than seven days of `calendar`),
///   and otherwise, or when nothing is cached, the load fails;
/// - more pages load from the server after the last image shown, until a page brings no image
///   the feed does not already hold (repeated ids are dropped), and each page's new images are
///   appended to the cache, unless the feed was requested again since the page was asked for;
/// - image data loads from the store first, from the server when the store has none or fails,
///   and data loaded from the server is stored;
/// - comments load from the server;
/// - validating the cache deletes it when it has expired or cannot be read.
///
/// Each load says, as a value, what happened underneath: where the feed came from and why
/// (``LoadedFeed/origin``), why the cache could not stand in (``FeedUnavailableError``), and
/// whether a page could not be cached (``Paginated/cacheError``). A composition root (the command
/// line, ``FeedApp``'s composition initializer) picks the client and the store, composes these
/// once and reads those values; nothing needs to watch the use cases' parts.
public struct FeedUseCases: Sendable {
  /// Loads image data: the stored data first, the server's otherwise (which is then stored).
  public let imageDataLoader: any FeedImageDataLoader
  let commentsLoader: any ImageCommentsLoader
  let cacheValidator: any FeedCacheValidator
  private let feed: PaginatedFeedLoader

  /// Composes the use cases over `httpClient` and `store` for the server at `baseURL`;
  /// `currentDate` is the cache's clock and `calendar` counts the cache's seven days.
  public init(
    httpClient: any HTTPClient,
    store: any FeedStore & FeedImageDataStore,
    baseURL: URL,
    currentDate: @escaping @Sendable () -> Date,
    calendar: Calendar = Calendar(identifier: .gregorian)
  ) {
    let localFeed = LocalFeedLoader(
      store: store, currentDate: currentDate, policy: FeedCachePolicy(calendar: calendar))
    let remotePages = RemoteFeedPageLoader(client: httpClient, baseURL: baseURL)
    let firstPage = FeedLoaderWithCacheFallback(
      remote: FirstPageFeedLoader(pages: remotePages), cache: localFeed)
    feed = PaginatedFeedLoader(
      firstPage: { try await firstPage.load() }, pages: remotePages, cache: localFeed)

    let localImages = LocalFeedImageDataLoader(store: store)
    imageDataLoader = FeedImageDataLoaderWithFallbackComposite(
      primary: localImages,
      fallback: FeedImageDataLoaderCacheDecorator(
        decoratee: RemoteFeedImageDataLoader(client: httpClient), cache: localImages))
    commentsLoader = RemoteImageCommentsLoader(client: httpClient, baseURL: baseURL)
    cacheValidator = localFeed
  }

  /// Loads the feed's first page: the server's, which then replaces the cache, or the fresh cache
  /// when the server fails (``LoadedFeed/origin`` says which). Throws ``FeedUnavailableError``
  /// when the cache cannot stand in, and `CancellationError` when the load is cancelled.
  public func loadFeed() async throws -> LoadedFeed {
    try await feed.load()
  }
}
