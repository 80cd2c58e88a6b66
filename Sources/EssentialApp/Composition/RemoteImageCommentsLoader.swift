import EssentialFeed
import Foundation

/// Loads an image's comments (`/v1/image/<id>/comments`) with a ``RemoteLoader``.
struct RemoteImageCommentsLoader: ImageCommentsLoader {
  private let client: any HTTPClient
  private let baseURL: URL

  /// Creates a loader of comments under `baseURL`.
  init(client: any HTTPClient, baseURL: URL) {
    self.client = client
    self.baseURL = baseURL
  }

  /// Loads every comment of `image`; fails with a ``RemoteLoaderError``.
  func loadComments(for image: FeedImage) async throws -> [ImageComment] {
    try await RemoteLoader(
      url: ImageCommentsEndpoint.get(image.id).url(baseURL: baseURL), client: client,
      mapper: ImageCommentsMapper.map
    ).load()
  }
}
