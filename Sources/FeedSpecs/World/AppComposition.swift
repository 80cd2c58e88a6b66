import EssentialApp
import EssentialFeed
import Foundation

/// Composes the app the way the product does: the feed from the server first (saved to the cache),
/// the fresh cache when the server cannot be reached; more pages after the last image shown;
/// image data from the cache first, then from the server (saved to the cache); comments from the
/// server; the cache validated in the background.
enum AppComposition {
  @MainActor
  static func makeApp(
    client: any HTTPClient, store: any FeedStore & FeedImageDataStore, baseURL: URL,
    clock: ManualClock, locale: Locale
  ) -> FeedApp {
    let currentDate: @Sendable () -> Date = { [now = clock.now] in now }
    let local = LocalFeedLoader(
      store: store, currentDate: currentDate, policy: FeedCachePolicy(calendar: clock.calendar))
    let pages = RemoteFeedPages(client: client, baseURL: baseURL)
    let firstPage = FeedLoaderWithFallbackComposite(
      primary: FeedLoaderCacheDecorator(decoratee: FirstPageFeedLoader(pages: pages), cache: local),
      fallback: FreshCacheFeedLoader(cache: local))
    let feed = PaginatedFeedLoader(firstPage: firstPage, pages: pages, cache: local)
    let localImages = LocalFeedImageDataLoader(store: store)
    let images = FeedImageDataLoaderWithFallbackComposite(
      primary: localImages,
      fallback: FeedImageDataLoaderCacheDecorator(
        decoratee: RemoteFeedImageDataLoader(client: client), cache: localImages))
    return FeedApp(
      feedLoader: { try await feed.load() }, imageDataLoader: images,
      commentsLoader: RemoteComments(client: client, baseURL: baseURL), cacheValidator: local,
      currentDate: currentDate, calendar: clock.calendar, locale: locale)
  }
}

/// The server's feed pages.
private struct RemoteFeedPages: FeedPageLoader {
  let client: any HTTPClient
  let baseURL: URL

  func loadPage(after image: FeedImage?) async throws -> [FeedImage] {
    let url = FeedEndpoint.get(after: image).url(baseURL: baseURL)
    return try await RemoteLoader(url: url, client: client, mapper: FeedItemsMapper.map).load()
  }
}

/// The server's comments of an image.
private struct RemoteComments: ImageCommentsLoader {
  let client: any HTTPClient
  let baseURL: URL

  func loadComments(for image: FeedImage) async throws -> [ImageComment] {
    let url = ImageCommentsEndpoint.get(image.id).url(baseURL: baseURL)
    return try await RemoteLoader(url: url, client: client, mapper: ImageCommentsMapper.map).load()
  }
}
