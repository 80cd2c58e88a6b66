import EssentialFeed
import Foundation

extension FeedWorld {
  /// The URL of the feed's first page.
  static var firstPageURL: URL { FeedEndpoint.get().url(baseURL: baseURL) }

  /// Whether `url` is one of the server's feed pages.
  static func isFeedRequest(_ url: URL) -> Bool {
    url.host == baseURL.host && url.path == "/v1/feed"
  }

  /// Whether `url` is an image's data rather than the feed or comments.
  static func isImageRequest(_ url: URL) -> Bool {
    url.host != baseURL.host
  }

  /// Gives the server's feed to the stub: page by page, each page after the last image of the
  /// one before, then an empty page.
  mutating func publishFeed() async {
    var pages: [[FeedImage]] = []
    if let size = serverPageSize, size > 0 {
      pages = stride(from: 0, to: serverFeed.count, by: size).map {
        Array(serverFeed[$0..<min($0 + size, serverFeed.count)])
      }
    } else if !serverFeed.isEmpty {
      pages = [serverFeed]
    }
    var url = Self.firstPageURL
    for page in pages {
      await server.stub(url, status: feedStatus, body: Self.feedJSON(page))
      if let last = page.last { url = FeedEndpoint.get(after: last).url(baseURL: Self.baseURL) }
    }
    await server.stub(url, status: feedStatus, body: Self.feedJSON([]))
  }

  /// Gives the server's comments to the stub, for every image of the server's feed.
  func publishComments() async {
    for image in serverFeed {
      let url = ImageCommentsEndpoint.get(image.id).url(baseURL: Self.baseURL)
      let rows = serverComments[image.id] ?? []
      await server.stub(url, status: commentsStatus, body: Self.commentsJSON(rows))
    }
  }

  /// Tells the stub which requests are slow, and whether to hold the feed requests too.
  func applySlowness(holdingFeed: Bool = false) async {
    let slowness = slowness
    await server.makeSlow { url in
      switch slowness {
      case .all: return true
      case .images where FeedWorld.isImageRequest(url): return true
      default: return holdingFeed && FeedWorld.isFeedRequest(url)
      }
    }
  }

  /// The server's image of the feed described `description`.
  func serverImage(described description: String) throws -> FeedImage {
    guard let image = serverFeed.first(where: { $0.description == description }) else {
      let known = serverFeed.compactMap(\.description).map { "\"\($0)\"" }
      throw ExpectationFailure(
        "the server's feed holds no image described \"\(description)\" (it holds "
          + "\(known.isEmpty ? "none" : known.joined(separator: ", ")))")
    }
    return image
  }

  static func feedJSON(_ images: [FeedImage]) -> Data {
    let items: [[String: String]] = images.map { image in
      var item = ["id": image.id.uuidString, "image": image.url.absoluteString]
      item["description"] = image.description
      item["location"] = image.location
      return item
    }
    return json(["items": items])
  }

  static func commentsJSON(_ rows: [CommentRow]) -> Data {
    let dates = Date.ISO8601FormatStyle()
    let items: [[String: Any]] = rows.enumerated().map { index, row in
      [
        "id": UUID(uuidString: String(format: "00000000-0000-4000-9000-%012d", index + 1))!
          .uuidString,
        "message": row.message,
        "created_at": dates.format(row.createdAt),
        "author": ["username": row.author],
      ]
    }
    return json(["items": items])
  }

  private static func json(_ object: Any) -> Data {
    (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
  }
}
