import EssentialFeed
import Foundation

/// An ``HTTPClient`` with canned responses per URL, which can be taken offline. It records every
/// URL requested, in order; a URL without a canned response gets a 404 with an empty body.
actor HTTPClientStub: HTTPClient {
  private var responses: [URL: (body: Data, status: Int)] = [:]
  private var isOnline = true
  private(set) var requestedURLs: [URL] = []

  func goOffline() {
    isOnline = false
  }

  func stub(_ url: URL, status: Int = 200, body: Data) {
    responses[url] = (body, status)
  }

  func get(from url: URL) async throws -> (Data, HTTPResponse) {
    requestedURLs.append(url)
    guard isOnline else { throw URLError(.notConnectedToInternet) }
    let (body, status) = responses[url] ?? (Data(), 404)
    return (body, HTTPResponse(statusCode: status))
  }
}
