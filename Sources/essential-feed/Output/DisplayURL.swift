import Foundation

/// A URL as `essential-feed` prints it: without the user name and password a URL may carry
/// (`https://user:secret@host/...`), so credentials never reach the terminal or a log.
enum DisplayURL {
  /// `url` without its credentials.
  static func string(_ url: URL) -> String {
    redacting(url.absoluteString)
  }

  /// `text` without the credentials it holds. When it parses as a URL, its user and password
  /// are dropped; when it does not (`http://user:secret@[::1`), everything up to the last `@` of
  /// what follows `//` (up to the first `/`, `?` or `#`) is dropped as text.
  static func redacting(_ text: String) -> String {
    if var components = URLComponents(string: text) {
      guard components.user != nil || components.password != nil else { return text }
      components.user = nil
      components.password = nil
      if let string = components.string { return string }
    }
    return redactingText(text)
  }

  /// The textual fallback of ``redacting(_:)``.
  private static func redactingText(_ text: String) -> String {
    guard let slashes = text.range(of: "//") else { return text }
    let rest = text[slashes.upperBound...]
    let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
    guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return text }
    return String(text[..<slashes.upperBound]) + String(rest[rest.index(after: at)...])
  }
}
