import EssentialFeed
import Foundation
import Testing

@Suite("Feed endpoint")
struct FeedEndpointTests {
  @Test("the first page asks for ten items under the base URL")
  func firstPageURL() {
    let baseURL = URL(string: "http://base-url.com")!

    #expect(
      FeedEndpoint.get().url(baseURL: baseURL).absoluteString
        == "http://base-url.com/v1/feed?limit=10")
  }

  @Test("a later page asks for ten items after the given image")
  func laterPageURL() {
    let baseURL = URL(string: "http://base-url.com")!
    let image = FeedImage(
      id: UUID(uuidString: "166FCDD7-C9F4-420A-B2D6-CE2EAFA3D82F")!, description: nil,
      location: nil, url: anyURL())

    #expect(
      FeedEndpoint.get(after: image).url(baseURL: baseURL).absoluteString
        == "http://base-url.com/v1/feed?limit=10&after_id=166FCDD7-C9F4-420A-B2D6-CE2EAFA3D82F")
  }

  @Test(
    "the URL keeps the base URL's scheme, host, port and path",
    arguments: [
      ("https://base-url.com:8443/api", "https://base-url.com:8443/api/v1/feed?limit=10"),
      ("https://base-url.com:8443/api/", "https://base-url.com:8443/api/v1/feed?limit=10"),
      ("http://127.0.0.1:8080", "http://127.0.0.1:8080/v1/feed?limit=10"),
      ("http://base-url.com/a%20b", "http://base-url.com/a%20b/v1/feed?limit=10"),
    ])
  func keepsBaseURLParts(base: String, expected: String) {
    #expect(FeedEndpoint.get().url(baseURL: URL(string: base)!).absoluteString == expected)
  }
}
