import Foundation

/// The URL schemes the HTTP client speaks.
enum HTTPScheme {
  /// Whether `url` uses `http` or `https`.
  static func isSupported(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased() else { return false }
    return scheme == "http" || scheme == "https"
  }
}
