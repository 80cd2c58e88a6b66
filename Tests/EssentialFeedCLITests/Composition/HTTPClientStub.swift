import EssentialFeed
import Foundation

/// An ``HTTPClient`` that answers every request with what `answer` gives for its URL.
struct HTTPClientStub: HTTPClient {
  let answer: @Sendable (URL) throws -> (Data, HTTPResponse)

  func get(from url: URL) async throws -> (Data, HTTPResponse) { try answer(url) }

  /// A client whose requests all fail, as when offline.
  static var offline: HTTPClientStub {
    HTTPClientStub { _ in throw URLError(.notConnectedToInternet) }
  }

  /// A client that answers 200 with `body` for the first feed page and an empty page after it.
  static func serving(feed body: Data) -> HTTPClientStub {
    HTTPClientStub { url in
      let isFirstPage = !(url.query ?? "").contains("after_id")
      return (isFirstPage ? body : Data(#"{"items":[]}"#.utf8), ok(url))
    }
  }

  /// A client that answers 200 with `body` to everything.
  static func answering(_ body: Data) -> HTTPClientStub {
    HTTPClientStub { url in (body, ok(url)) }
  }

  /// A 200 response for `url`.
  static func ok(_ url: URL) -> HTTPResponse {
    HTTPResponse(statusCode: 200)
  }
}
