import Foundation

/// The URL schemes the HTTP clients speak (visible to the package's other HTTP client modules).
package enum HTTPScheme {
  /// `http` and `https`.
  package static let supportedSchemes = ["http", "https"]

  /// Whether `url` uses `http` or `https`.
  package static func isSupported(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased() else { return false }
    return supportedSchemes.contains(scheme)
  }
}
