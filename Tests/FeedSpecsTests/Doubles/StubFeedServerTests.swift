import EssentialFeed
import FeedSpecs
import Foundation
import Testing

@Suite("The scenarios' feed server")
struct StubFeedServerTests {
  @Test("serves the first images, as many as the request's limit")
  func servesFirstPageOfRequestedSize() {
    #expect(page("limit=2") == Array(feed.prefix(2)))
  }

  @Test("serves the images after the one after_id names, as many as the limit")
  func servesImagesAfterRequestedID() {
    #expect(page("limit=1&after_id=\(feed[2].id.uuidString)") == [feed[3]])
    #expect(page("limit=10&after_id=\(feed[2].id.uuidString)") == Array(feed[3...]))
    #expect(page("limit=10&after_id=\(feed[4].id.uuidString)") == [])
  }

  @Test("serves the whole feed to a request with no limit, and never more than its page size")
  func servesUpToItsOwnPageSize() {
    #expect(page(nil) == feed)
    #expect(page("limit=4", cap: 3) == Array(feed.prefix(3)))
  }

  @Test("serves the images from the start whatever after_id names, when it ignores paging")
  func ignoresAfterIDWhenTold() {
    let query = "limit=2&after_id=\(feed[2].id.uuidString)"
    #expect(page(query, ignoringAfterID: true) == Array(feed.prefix(2)))
  }

  @Test(
    "cannot read a limit that is not a positive number, or an after_id of no image it holds",
    arguments: ["limit=0", "limit=-1", "limit=ten", "after_id=42", "after_id=\(UUID().uuidString)"])
  func rejectsUnreadableRequest(query: String) {
    #expect(page(query) == nil)
  }

  // MARK: - Helpers

  private let feed = (1...5).map { number in
    FeedImage(
      id: UUID(), description: "Image \(number)", location: nil,
      url: URL(string: "https://images.example/\(number).jpg")!)
  }

  private func page(_ query: String?, cap: Int? = nil, ignoringAfterID: Bool = false)
    -> [FeedImage]?
  {
    let url = URL(string: "https://feed.example/v1/feed" + (query.map { "?\($0)" } ?? ""))!
    return FeedWorld.page(of: feed, askedFor: url, atMost: cap, ignoringAfterID: ignoringAfterID)
  }
}
