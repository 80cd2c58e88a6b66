import Foundation

/// The rule for image URLs that arrive from a server.
enum RemoteImageURL {
  /// Whether `url` is an absolute `http` or `https` URL with a host.
  static func isAcceptable(_ url: URL) -> Bool {
    HTTPScheme.isSupported(url) && !(url.host ?? "").isEmpty
  }
}
