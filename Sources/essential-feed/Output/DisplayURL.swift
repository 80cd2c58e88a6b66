import Foundation

/// A URL as `essential-feed` prints it: without the user name and password a URL may carry
/// (`https://user:secret@host/...`), so credentials never reach the terminal or a log.
enum DisplayURL {
  /// `url` without its credentials.
  static func string(_ url: URL) -> String {
    redacting(url.absoluteString)
  }

  /// `text` without the credentials it holds when it parses as a URL; otherwise as it is.
  static func redacting(_ text: String) -> String {
    guard var components = URLComponents(string: text),
      components.user != nil || components.password != nil
    else { return text }
    components.user = nil
    components.password = nil
    return components.string ?? text
  }
}
