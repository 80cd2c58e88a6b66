import EssentialFeed
import Foundation
import Testing

@Suite("Image comments endpoint")
struct ImageCommentsEndpointTests {
  @Test("the URL names the image's comments under the base URL")
  func commentsURL() {
    let id = UUID(uuidString: "2239CBA2-CB35-4392-ADC0-24A37D38E010")!
    let baseURL = URL(string: "http://base-url.com")!

    #expect(
      ImageCommentsEndpoint.get(id).url(baseURL: baseURL).absoluteString
        == "http://base-url.com/v1/image/2239CBA2-CB35-4392-ADC0-24A37D38E010/comments")
  }

  @Test(
    "the URL keeps the base URL's scheme, host, port and path",
    arguments: ["https://base-url.com:8443/api", "https://base-url.com:8443/api/"])
  func keepsBaseURLParts(base: String) {
    let id = UUID(uuidString: "2239CBA2-CB35-4392-ADC0-24A37D38E010")!

    #expect(
      ImageCommentsEndpoint.get(id).url(baseURL: URL(string: base)!).absoluteString
        == "https://base-url.com:8443/api/v1/image/2239CBA2-CB35-4392-ADC0-24A37D38E010/comments")
  }
}
