import Foundation

/// Loads one resource from a URL with an ``HTTPClient`` and turns the response into a model with
/// an injected mapper.
///
/// Serves every JSON resource of the product, for example:
///
/// ```swift
/// let loader = RemoteLoader(
///   url: FeedEndpoint.get().url(baseURL: baseURL), client: client, mapper: FeedItemsMapper.map)
/// let images = try await loader.load()
/// ```
///
/// Failures are ``RemoteLoaderError`` values: `connectivity` when the client fails, `invalidData`
/// when the body is over ``maximumBodySize`` or the mapper rejects it. A load whose task is
/// cancelled throws `CancellationError`.
public struct RemoteLoader<Resource: Sendable>: Sendable {
  /// The errors a remote load reports.
  public typealias Error = RemoteLoaderError
  /// Turns a response into the resource, throwing when the response is not acceptable.
  public typealias Mapper = @Sendable (Data, HTTPResponse) throws -> Resource

  /// The default cap on a JSON body: 4 MiB.
  public static var defaultMaximumBodySize: Int { 4 * 1024 * 1024 }

  /// The resource's URL.
  public let url: URL
  /// The largest body, in bytes, the loader hands to its mapper; a larger one is `invalidData`.
  public let maximumBodySize: Int
  private let client: any HTTPClient
  private let mapper: Mapper

  /// Creates a loader for the resource at `url`.
  public init(
    url: URL,
    client: any HTTPClient,
    maximumBodySize: Int = RemoteLoader.defaultMaximumBodySize,
    mapper: @escaping Mapper
  ) {
    self.url = url
    self.client = client
    self.maximumBodySize = maximumBodySize
    self.mapper = mapper
  }

  /// Downloads and maps the resource.
  public func load() async throws -> Resource {
    try await client.loadResource(from: url, maximumBodySize: maximumBodySize, mapping: mapper)
  }
}
