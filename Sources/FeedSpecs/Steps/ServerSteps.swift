import EssentialFeed
import Foundation
import GherkinCommandLine

/// What the server holds and how it answers, and what it was asked.
enum ServerSteps {
  static func register(in registry: inout StepRegistry<FeedWorld>) {
    registry.topic("The server")
    registerFeed(in: &registry)
    registerImages(in: &registry)
    registerComments(in: &registry)
    registerAnswers(in: &registry)
    registerRequests(in: &registry)
  }

  private static func registerFeed(in registry: inout StepRegistry<FeedWorld>) {
    registry.given(
      "the server's feed holds these images:", PickleTable.self,
      means:
        "Sets up the images the server's feed holds, in this order. Columns: description, location, image (the image's address); each may be left out or left empty."
    ) { world, table in
      world.serverFeed = try world.makeImages(from: table)
      await world.publishFeed()
    }
    registry.given("the server's feed holds no images", means: "The server's feed is empty.") {
      world in
      world.serverFeed = []
      await world.publishFeed()
    }
    registry.given(
      "the server's feed holds {int} images", Int.self,
      means:
        "The server's feed holds that many images, described Image 1, Image 2, … at Place 1, Place 2, …"
    ) { world, count in
      world.serverFeed = world.makeImages(count)
      await world.publishFeed()
    }
    registry.given(
      "the server's feed holds {int} images in pages of {int}", Int.self, Int.self,
      means:
        "The server's feed holds that many images (Image 1, Image 2, …) and sends at most that many in a page, however many the app asks for."
    ) {
      (world: inout _, count, size) in
      try expect(size > 0, "a page must hold at least one image, not \(size)")
      world.serverFeed = world.makeImages(count)
      world.serverPageSize = size
      await world.publishFeed()
    }
    registry.given(
      "the server sends this feed:", PickleDocString.self,
      means:
        "The server answers the feed request with exactly this text, valid or not, to check how the app handles what it receives."
    ) { world, body in
      world.sentFeedBody = Data(body.content.utf8)
      await world.publishFeed()
    }
    registry.given(
      "the server sends its first images again whatever page is asked for",
      means:
        "The server ignores which image a request for more names, and answers every page with the first images of its feed, as a faulty server would."
    ) { world in
      world.serverIgnoresPaging = true
      await world.publishFeed()
    }
    registry.given(
      "the server answers the feed request with status {int}", Int.self,
      means:
        "The server answers feed requests with this HTTP status code (200 is success; any other is an error)."
    ) {
      world, status in
      world.feedStatus = status
      await world.publishFeed()
    }
  }

  private static func registerImages(in registry: inout StepRegistry<FeedWorld>) {
    registry.given(
      "the server holds the image {string} with data {string}", String.self, String.self,
      means: "The server answers a request for this image address with this data."
    ) { world, address, data in
      await world.server.stub(try imageURL(address), body: Data(data.utf8))
    }
    registry.given(
      "the server answers the image {string} with status {int} and data {string}", String.self,
      Int.self, String.self,
      means:
        "The server answers a request for this image address with this HTTP status code and data."
    ) { world, address, status, data in
      await world.server.stub(try imageURL(address), status: status, body: Data(data.utf8))
    }
    registry.given(
      "the server is slow to answer",
      means:
        "The server holds back every answer until the scenario's next steps let it go (the server answers …), so that a step can act while a request is under way: the customer's requests stay under way meanwhile."
    ) { world in
      world.slowness = .all
      await world.applySlowness()
    }
    registry.given(
      "the server is slow to answer image requests",
      means:
        "The server holds back its answers to image requests (not to the feed request) until the scenario's next steps let them go."
    ) { world in
      world.slowness = .images
      await world.applySlowness()
    }
    registry.given(
      "the server still answers the requests that are cancelled",
      means:
        "A request the app cancels while the server is slow still gets its answer, as when the answer was already on its way; the cancellation is still noted."
    ) { world in
      await world.server.answerCancelledRequests()
    }
  }

  private static func registerComments(in registry: inout StepRegistry<FeedWorld>) {
    registry.given(
      "the server holds these comments for the image {string}:", String.self, PickleTable.self,
      means:
        "The server holds these comments for the image with that description, in this order. Columns, all required: message, author, written (a time such as 5 minutes ago, 1 day ago, 2 weeks ago)."
    ) { (world: inout _, description, table) in
      let image = try world.serverImage(described: description)
      world.serverComments[image.id] = try commentRows(table, clock: world.clock)
      await world.publishComments()
    }
    registry.given(
      "the server answers comment requests with status {int}", Int.self,
      means:
        "The server answers comment requests with this HTTP status code (200 is success; any other is an error)."
    ) {
      world, status in
      world.commentsStatus = status
      await world.publishComments()
    }
  }

  private static func registerAnswers(in registry: inout StepRegistry<FeedWorld>) {
    registry.when(
      "the server answers the request for the first page",
      means:
        "The slow server now answers the request for the first page of the feed it held back (the customer requested the feed), and only that one; the scenario goes on once the app has shown the answer."
    ) { world in
      try await world.answerHeldRequests(
        where: FeedWorld.isFirstPageRequest, "the first page", finishing: [.feed])
    }
    registry.when(
      "the server answers the request for the next page",
      means:
        "The slow server now answers the request for the next page of the feed it held back (the customer scrolled to the end), and only that one; the scenario goes on once the app has dealt with the answer."
    ) { world in
      try await world.answerHeldRequests(
        where: FeedWorld.isNextPageRequest, "the next page", finishing: [.nextPage])
    }
    registry.when(
      "the server answers the request for the comments on the image {string}", String.self,
      means:
        "The slow server now answers the request it held back for the comments of the image with that description, and only that one; the scenario goes on once the app has dealt with the answer."
    ) { (world: inout FeedWorld, description) in
      let image = try world.serverImage(described: description)
      let url = ImageCommentsEndpoint.get(image.id).url(baseURL: FeedWorld.baseURL)
      try await world.answerHeldRequests(
        where: { $0 == url }, "the comments on the image \"\(description)\"",
        finishing: [.comments(image.id)])
    }
    registry.when(
      "the server answers every request under way",
      means:
        "The slow server now answers every request it held back (the feed, pages, images, comments) and answers at once from then on; the scenario goes on once the app has shown the answers (an image still waiting for a slow cache goes on waiting)."
    ) { world in
      world.slowness = .none
      await world.applySlowness()
      await world.server.releaseSuspendedRequests()
      for load in world.loadsUnderWay.values.joined() { await load.value }
      world.loadsUnderWay = [:]
      guard !world.cacheIsSlow else { return }  // image loads waiting for the cache go on waiting
      for load in world.imageLoads.values { await load.value }
    }
  }

  private static func registerRequests(in registry: inout StepRegistry<FeedWorld>) {
    registry.then(
      "the server was not asked for the image {string}", String.self,
      means: "Checks that the app never asked the server for this image address."
    ) {
      world, address in
      let url = try imageURL(address)
      let asked = await world.server.requestedURLs
      try expect(
        !asked.contains(url),
        "expected the server not to be asked for \(address) but it was asked for "
          + asked.map(\.absoluteString).joined(separator: ", "))
    }
    registry.then(
      "the request to the server is cancelled",
      means: "Checks that at least one request to the server was cancelled."
    ) { world in
      let cancelled = await world.server.cancelledURLs
      try expect(
        !cancelled.isEmpty, "expected a request to the server to be cancelled but none was")
    }
    registry.then(
      "the server was asked for the first page, then for the page after image {int}", Int.self,
      means:
        "Checks the feed requests the app made, in order and no others: the first page, then the page after the image with that number (1 is the server's first image)."
    ) { world, number in
      try expect(
        number > 0 && number <= world.serverFeed.count,
        "the server's feed has no image \(number)")
      let expected = [nil, world.serverFeed[number - 1].id.uuidString]
      let asked = await askedPages(world)
      try expect(
        asked.map(\.afterID) == expected,
        "expected the server to be asked for the first page, then for the page after image "
          + "\(number) but it was asked for \(summary(asked, world: world))")
    }
    registry.then(
      "the server was asked for these pages of the feed:", PickleTable.self,
      means:
        "Checks every request for a page of the feed, in order: the table's column images is how many images the page asks for, and after is the description of the image it asks for the images after (empty for the first page)."
    ) { world, table in
      let expected = try pageRows(table, world: world)
      let asked = await askedPages(world)
      try expect(
        asked == expected,
        "expected the server to be asked for \(summary(expected, world: world)) but it "
          + "was asked for \(summary(asked, world: world))")
    }
  }

  /// A request for a page of the feed, as the server reads it.
  struct PageRequest: Hashable {
    /// The `limit` asked for, as written, or `nil` when the request has none.
    var limit: String?
    /// The identity `after_id` names (as a UUID string when it is one), or `nil` for the first
    /// page.
    var afterID: String?
  }

  /// The feed pages the server was asked for, in order.
  private static func askedPages(_ world: FeedWorld) async -> [PageRequest] {
    let urls = await world.server.requestedURLs.filter(FeedWorld.isFeedRequest)
    return urls.map { url in
      let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      let value = { (name: String) in query.first { $0.name == name }?.value }
      return PageRequest(
        limit: value("limit"),
        afterID: value("after_id").map { UUID(uuidString: $0)?.uuidString ?? $0 })
    }
  }

  /// The rows of a table `| images | after |`: how many images each page asks for, and the
  /// description of the server's image it asks for the images after (empty for the first page).
  private static func pageRows(_ table: PickleTable, world: FeedWorld) throws -> [PageRequest] {
    guard table.rows.first == ["images", "after"] else {
      throw ExpectationFailure("a table of pages has the columns images and after")
    }
    return try table.rows.dropFirst().map { cells in
      guard let count = Int(cells[0]), count > 0 else {
        throw ExpectationFailure("\"\(cells[0])\" is not a number of images such as 10")
      }
      guard !cells[1].isEmpty else { return PageRequest(limit: String(count), afterID: nil) }
      return PageRequest(
        limit: String(count), afterID: try world.serverImage(described: cells[1]).id.uuidString)
    }
  }

  /// `pages` in the words of a scenario, such as `10 images after "image 3"`, or `no page`.
  private static func summary(_ pages: [PageRequest], world: FeedWorld) -> String {
    guard !pages.isEmpty else { return "no page" }
    return pages.map { page in
      let after = page.afterID.map { id in
        " after \"\(world.serverFeed.first { $0.id.uuidString == id }?.description ?? id)\""
      }
      return "\(page.limit ?? "any number of") images" + (after ?? " from the start")
    }.joined(separator: ", then ")
  }

  /// The URL an image address names.
  static func imageURL(_ address: String) throws -> URL {
    guard let url = URL(string: address), url.scheme != nil else {
      throw ExpectationFailure("\"\(address)\" is not an image address")
    }
    return url
  }

  private static func commentRows(_ table: PickleTable, clock: ManualClock) throws -> [CommentRow] {
    guard let header = table.rows.first, Set(header) == ["message", "author", "written"] else {
      throw ExpectationFailure("a comments table has the columns message, author and written")
    }
    return try table.rows.dropFirst().map { cells in
      let row = Dictionary(uniqueKeysWithValues: zip(header, cells))
      let written = row["written", default: ""]
      return CommentRow(
        message: row["message", default: ""], author: row["author", default: ""],
        written: written, createdAt: try writtenDate(written, clock: clock))
    }
  }

  /// The instant "5 minutes ago", "1 day ago", "2 weeks ago" ... names.
  private static func writtenDate(_ text: String, clock: ManualClock) throws -> Date {
    let words = text.split(separator: " ")
    let units: [String: Calendar.Component] = [
      "second": .second, "minute": .minute, "hour": .hour, "day": .day, "week": .weekOfYear,
      "month": .month, "year": .year,
    ]
    guard words.count == 3, words[2] == "ago", let amount = Int(words[0]),
      let unit = units[String(words[1].hasSuffix("s") ? words[1].dropLast() : words[1])],
      let date = clock.date(amount, unit, before: clock.now)
    else {
      throw ExpectationFailure("\"\(text)\" is not a time such as \"5 minutes ago\"")
    }
    return date
  }
}
