import Foundation

/// Loads feed image data over HTTP: the "Load Feed Image Data From Remote" use case.
///
/// Failures are ``RemoteLoaderError`` values: `connectivity` when the client fails, `invalidData`
/// when the response is not a non-empty 200 or the body is over ``maximumBodySize``. A cancelled
/// load delivers neither data nor those errors: it throws `CancellationError`, and the client's
/// request is cancelled with the awaiting task.
public struct RemoteFeedImageDataLoader: FeedImageDataLoader {
  /// The errors a remote image-data load reports.
  public typealias Error = RemoteLoaderError

  /// The default cap on an image body: 16 MiB.
  public static var defaultMaximumBodySize: Int { 16 * 1024 * 1024 }

  /// The largest image, in bytes, the loader accepts; a larger one is `invalidData`.
  public let maximumBodySize: Int
  private let client: any HTTPClient

  /// Creates a loader that fetches image data with `client`.
  public init(
    client: any HTTPClient,
    maximumBodySize: Int = RemoteFeedImageDataLoader.defaultMaximumBodySize
  ) {
    self.client = client
    self.maximumBodySize = maximumBodySize
  }

  /// Downloads the image data found at `url`.
  public func loadImageData(from url: URL) async throws -> Data {
    try await client.loadResource(
      from: url, maximumBodySize: maximumBodySize, mapping: FeedImageDataMapper.map)
  }
}
