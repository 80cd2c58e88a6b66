import EssentialFeed
import Foundation

/// Renders a ``FeedScreen`` as JSON for scripts. Keys are stable and always present (`null` when
/// a value is absent):
///
/// ```json
/// {"images":[{"description":"Sunset","id":"…","location":null,"url":"https://…"}],
///  "saved_at":null,"source":"server","title":"My Feed"}
/// ```
///
/// `source` is `server` or `cache`; `saved_at` is the cache's ISO 8601 timestamp when `source` is
/// `cache`.
enum FeedJSONRenderer {
  static func render(_ screen: FeedScreen) -> String {
    JSONOutput.encode(Document(screen))
  }

  private struct Document: Encodable {
    let title: String
    let source: String
    let savedAt: String?
    let images: [Image]

    init(_ screen: FeedScreen) {
      title = screen.title
      images = screen.images.map(Image.init)
      switch screen.source {
      case .server:
        source = "server"
        savedAt = nil
      case .cache(let date, _, _):
        source = "cache"
        savedAt = JSONOutput.timestamp(date)
      }
    }

    enum CodingKeys: String, CodingKey {
      case title, source, images
      case savedAt = "saved_at"
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(title, forKey: .title)
      try container.encode(source, forKey: .source)
      try container.encode(savedAt, forKey: .savedAt)
      try container.encode(images, forKey: .images)
    }
  }

  private struct Image: Encodable {
    let id: String
    let description: String?
    let location: String?
    let url: String

    init(_ image: FeedImage) {
      id = image.id.uuidString
      description = image.description
      location = image.location
      url = image.url.absoluteString
    }

    enum CodingKeys: String, CodingKey { case id, description, location, url }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(description, forKey: .description)
      try container.encode(location, forKey: .location)
      try container.encode(url, forKey: .url)
    }
  }
}
