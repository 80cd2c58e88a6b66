import Foundation

/// Builds endpoint URLs under a base URL.
enum EndpointURL {
  /// Appends `path` to `baseURL`'s path and sets `queryItems`, keeping the base URL's scheme,
  /// host and port; the base URL's own query and fragment are not carried over.
  static func make(baseURL: URL, path: String, queryItems: [URLQueryItem] = []) -> URL {
    let base = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) ?? URLComponents()
    var components = URLComponents()
    components.scheme = base.scheme
    components.percentEncodedUser = base.percentEncodedUser
    components.percentEncodedPassword = base.percentEncodedPassword
    components.percentEncodedHost = base.percentEncodedHost
    components.port = base.port
    var basePath = base.percentEncodedPath
    while basePath.hasSuffix("/") { basePath.removeLast() }
    components.percentEncodedPath = basePath + path
    components.queryItems = queryItems.isEmpty ? nil : queryItems
    guard let url = components.url else {
      preconditionFailure("an endpoint path appended to a valid base URL is a valid URL")
    }
    return url
  }
}
