import EssentialFeed
import Foundation
import Testing

@testable import essential_feed

@Suite("Output: the feed for people and for scripts")
struct FeedRendererTests {
  @Test("the text shows the title, then each image's description, location and id")
  func textFromServer() {
    let first = image(description: "Sunset", location: "Brighton")
    let second = image(description: nil, location: nil)

    let text = FeedTextRenderer.render(
      FeedScreen(title: "My Feed", images: [first, second], source: .server))

    #expect(
      text == """
        My Feed

        1. Sunset
           Brighton
           id \(first.id.uuidString)

        2. (no description)
           id \(second.id.uuidString)

        """)
  }

  @Test("the text of a cached feed says it is cached and how old it is")
  func textFromCache() {
    let text = FeedTextRenderer.render(
      FeedScreen(
        title: "My Feed", images: [],
        source: .cache(savedAt: Date(timeIntervalSince1970: 0), age: "2 days ago", reason: .offline)
      ))

    #expect(
      text.hasPrefix("My Feed\nShowing the cached feed saved 2 days ago (offline)\n"))
  }

  @Test("the text of an empty feed says there are no images")
  func textEmpty() {
    let text = FeedTextRenderer.render(FeedScreen(title: "My Feed", images: [], source: .server))

    #expect(text == "My Feed\n\nNo images yet.\n")
  }

  @Test("the JSON has stable keys, with null for absent values")
  func jsonFromServer() throws {
    let item = image(description: nil, location: "Lisbon")

    let json = try object(
      FeedJSONRenderer.render(FeedScreen(title: "My Feed", images: [item], source: .server)))

    #expect(json["title"] as? String == "My Feed")
    #expect(json["source"] as? String == "server")
    #expect(json["saved_at"] is NSNull)
    let images = try #require(json["images"] as? [[String: Any]])
    #expect(images.count == 1)
    #expect(Set(images[0].keys) == ["id", "description", "location", "url"])
    #expect(images[0]["id"] as? String == item.id.uuidString)
    #expect(images[0]["description"] is NSNull)
    #expect(images[0]["location"] as? String == "Lisbon")
    #expect(images[0]["url"] as? String == item.url.absoluteString)
  }

  @Test("the JSON of a cached feed gives the source and when it was saved")
  func jsonFromCache() throws {
    let json = try object(
      FeedJSONRenderer.render(
        FeedScreen(
          title: "My Feed", images: [],
          source: .cache(
            savedAt: Date(timeIntervalSince1970: 1_795_428_000), age: "now", reason: .offline))))

    #expect(json["source"] as? String == "cache")
    #expect(json["saved_at"] as? String == "2026-11-23T10:00:00Z")
  }

  // MARK: - Helpers

  private func image(description: String?, location: String?) -> FeedImage {
    FeedImage(
      id: UUID(), description: description, location: location,
      url: URL(string: "https://a-url.com/\(UUID().uuidString)")!)
  }

  private func object(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }
}
