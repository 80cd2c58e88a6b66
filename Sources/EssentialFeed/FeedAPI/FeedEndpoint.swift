import Foundation

/// The server's feed endpoints.
public enum FeedEndpoint: Sendable, Hashable {
  /// The first page of the feed, or the page that follows `image` when paging.
  case get(after: FeedImage? = nil)

  /// The page size the feed is requested with.
  public static var pageSize: Int { 10 }

  /// The endpoint's URL under `baseURL`: `<base>/v1/feed?limit=10`, plus `&after_id=<UUID>` when
  /// paging. The base URL's scheme, host, port and path are kept.
  public func url(baseURL: URL) -> URL {
    switch self {
    case .get(let image):
      var queryItems = [URLQueryItem(name: "limit", value: String(Self.pageSize))]
      if let image {
        queryItems.append(URLQueryItem(name: "after_id", value: image.id.uuidString))
      }
      return EndpointURL.make(baseURL: baseURL, path: "/v1/feed", queryItems: queryItems)
    }
  }
}
