import EssentialFeed
import Foundation

/// Loads pages of the server's feed (`/v1/feed?limit=10&after_id=…`) with a ``RemoteLoader``.
struct RemoteFeedPageLoader: FeedPageLoader {
  private let client: any HTTPClient
  private let baseURL: URL

  /// Creates a loader of the feed under `baseURL`.
  init(client: any HTTPClient, baseURL: URL) {
    self.client = client
    self.baseURL = baseURL
  }

  /// Loads the page after `image`, or the first page; fails with a ``RemoteLoaderError``.
  func loadPage(after image: FeedImage?) async throws -> [FeedImage] {
    try await RemoteLoader(
      url: FeedEndpoint.get(after: image).url(baseURL: baseURL), client: client,
      mapper: FeedItemsMapper.map
    ).load()
  }
}
