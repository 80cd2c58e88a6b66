import Foundation

/// The server's image-comments endpoints.
public enum ImageCommentsEndpoint: Sendable, Hashable {
  /// The comments of the image with the given identity.
  case get(UUID)

  /// The endpoint's URL under `baseURL`: `<base>/v1/image/<UUID>/comments`. The base URL's
  /// scheme, host, port and path are kept.
  public func url(baseURL: URL) -> URL {
    switch self {
    case .get(let id):
      return EndpointURL.make(baseURL: baseURL, path: "/v1/image/\(id.uuidString)/comments")
    }
  }
}
