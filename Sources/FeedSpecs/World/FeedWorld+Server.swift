import EssentialFeed
import Foundation

extension FeedWorld {
  /// The URL of the feed's first page.
  static var firstPageURL: URL { FeedEndpoint.get().url(baseURL: baseURL) }

  /// Whether `url` is one of the server's feed pages.
  static func isFeedRequest(_ url: URL) -> Bool {
    url.host == baseURL.host && url.path == "/v1/feed"
  }

  /// Whether `url` asks for the feed's first page (it names no image to start after).
  static func isFirstPageRequest(_ url: URL) -> Bool {
    isFeedRequest(url) && !hasQueryItem("after_id", url)
  }

  /// Whether `url` asks for a later page of the feed (the images after one it names).
  static func isNextPageRequest(_ url: URL) -> Bool {
    isFeedRequest(url) && hasQueryItem("after_id", url)
  }

  /// Whether `url` asks for an image's comments.
  static func isCommentsRequest(_ url: URL) -> Bool {
    url.host == baseURL.host && url.path.hasSuffix("/comments")
  }

  private static func hasQueryItem(_ name: String, _ url: URL) -> Bool {
    URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
      .contains { $0.name == name } ?? false
  }

  /// Whether `url` is an image's data rather than the feed or comments.
  static func isImageRequest(_ url: URL) -> Bool {
    url.host != baseURL.host
  }

  /// Gives the server's feed to the stub, which answers each feed request from what it asks
  /// for: the images after the one `after_id` names (from the first when it names none), at most
  /// `limit` of them and at most ``serverPageSize``. A request the server cannot read (a `limit`
  /// that is not a positive number, an `after_id` of no image it holds) is answered `400`.
  func publishFeed() async {
    let (feed, cap, status) = (serverFeed, serverPageSize, feedStatus)
    let (body, ignoresPaging) = (sentFeedBody, serverIgnoresPaging)
    await server.route("feed") { url in
      guard FeedWorld.isFeedRequest(url) else { return nil }
      if let body { return StubHTTPClient.Response(status: status, body: body) }
      guard
        let page = FeedWorld.page(
          of: feed, askedFor: url, atMost: cap, ignoringAfterID: ignoresPaging)
      else { return StubHTTPClient.Response(status: 400, body: Data()) }
      return StubHTTPClient.Response(status: status, body: FeedWorld.feedJSON(page))
    }
  }

  /// The page of `feed` a request asks for: the images after the one its `after_id` names (from
  /// the first when it names none, or when the server is `ignoringAfterID`), at most its `limit`
  /// and at most `cap` of them; `nil` when the server cannot read the request.
  package static func page(
    of feed: [FeedImage], askedFor url: URL, atMost cap: Int? = nil, ignoringAfterID: Bool = false
  ) -> [FeedImage]? {
    let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let value = { (name: String) in query.first { $0.name == name }?.value }
    var limit = Int.max
    if let text = value("limit") {
      guard let number = Int(text), number > 0 else { return nil }
      limit = number
    }
    var rest = feed[...]
    if let after = value("after_id"), !ignoringAfterID {
      guard let id = UUID(uuidString: after), let index = feed.firstIndex(where: { $0.id == id })
      else { return nil }
      rest = feed[(index + 1)...]
    }
    return Array(rest.prefix(min(limit, cap ?? .max)))
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
