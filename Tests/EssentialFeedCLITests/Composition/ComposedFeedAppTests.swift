import EssentialApp
import EssentialFeed
import EssentialFeedSQLite
import Foundation
import Testing

@testable import essential_feed

@Suite("Composition: what the commands learn beyond what FeedApp shows")
@MainActor
struct ComposedFeedAppTests {
  @Test("the server's feed is shown and cached, and nothing is reported")
  func serverFeed() async throws {
    let store = InMemoryFeedStore()
    let sut = makeSUT(client: .serving(feed: feedJSON([image1])), store: store)

    let report = await sut.loadFeed(pages: 1)

    #expect(sut.app.feedScreen.images.map(\.image) == [image1])
    #expect(!report.isFromCache)
    #expect(report.remoteFailure == nil && report.saveFailure == nil)
    #expect(try await store.retrieve()?.feed.map(\.id) == [image1.id])
  }

  @Test("when the server fails, the fresh cache is shown with the date it was saved")
  func offlineFreshCache() async throws {
    let store = InMemoryFeedStore()
    let savedAt = now.addingTimeInterval(-3600)
    try await store.insert([local(image1)], timestamp: savedAt)
    let sut = makeSUT(client: .offline, store: store)

    let report = await sut.loadFeed(pages: 3)

    #expect(sut.app.feedScreen.images.map(\.image) == [image1])
    #expect(report.isFromCache)
    #expect(report.savedAt == savedAt)
    #expect(report.remoteFailure as? RemoteLoaderError == .connectivity)
  }

  @Test("when the server's answer is not a feed, the failure is invalid data")
  func invalidPayload() async throws {
    let sut = makeSUT(client: .answering(Data("<html>".utf8)), store: InMemoryFeedStore())

    let report = await sut.loadFeed(pages: 1)

    #expect(report.remoteFailure as? RemoteLoaderError == .invalidData)
  }

  @Test(
    "with neither the server nor a fresh cache, the app shows the error and the cache is missing")
  func nothingUsable() async throws {
    let sut = makeSUT(client: .offline, store: InMemoryFeedStore())

    let report = await sut.loadFeed(pages: 1)

    #expect(sut.app.feedScreen.errorMessage == "Couldn't connect to server")
    #expect(report.cacheIsMissing)
  }

  @Test("an unreadable store is a cache failure that is not just a missing cache")
  func unreadableStore() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.path("feed.sqlite")
    try Data(repeating: 0xAB, count: 4096).write(to: file)
    let sut = makeSUT(client: .offline, store: SQLiteFeedStore(fileURL: file))

    let report = await sut.loadFeed(pages: 1)

    #expect(sut.app.feedScreen.errorMessage != nil)
    #expect(!report.cacheIsMissing)
  }

  @Test("a store that refuses writes: the feed is shown, the failed save reported, the cache kept")
  func unwritableStore() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.path("feed.sqlite")
    try await SQLiteFeedStore(fileURL: file).insert([local(image1)], timestamp: now)
    let readOnly = SQLiteFeedStore(fileURL: file, access: .readOnly)
    let sut = makeSUT(client: .serving(feed: feedJSON([image2])), store: readOnly)

    let report = await sut.loadFeed(pages: 1)

    #expect(sut.app.feedScreen.images.map(\.image) == [image2])
    #expect(report.saveFailure != nil)
    #expect(try await SQLiteFeedStore(fileURL: file).retrieve()?.feed.map(\.id) == [image1.id])
  }

  @Test("paging stops as soon as what is wanted is shown")
  func pagingUntilFound() async throws {
    let (first, second) = (feedJSON([image1]), feedJSON([image2]))
    let afterFirst = "after_id=\(image1.id.uuidString)"
    let pages = HTTPClientStub { url in
      let query = url.query ?? ""
      let body = query.contains(afterFirst) ? second : query.contains("after_id") ? empty : first
      return (body, HTTPClientStub.ok(url))
    }
    let sut = makeSUT(client: pages, store: InMemoryFeedStore())

    let wanted = image2.id
    _ = await sut.loadFeed(
      pages: 100, until: { $0.contains { $0.id == wanted } }, now: frozenClock())

    #expect(sut.app.feedScreen.images.map(\.image) == [image1, image2])
  }

  @Test("paging stops once the server has sent --paging-bytes, and the report says why")
  func pagingStopsAtByteBudget() async throws {
    let sut = makeSUT(client: endlessPages(), store: InMemoryFeedStore())

    let report = await sut.loadFeed(pages: 50, budget: PagingBudget(bytes: 1))

    #expect(sut.app.feedScreen.images.count == 1)
    #expect(report.pagingStop?.contains("--paging-bytes") == true)
  }

  @Test("paging stops once --paging-seconds have passed on its clock, and the report says why")
  func pagingStopsAtTimeBudget() async throws {
    let sut = makeSUT(client: endlessPages(), store: InMemoryFeedStore())

    let clock = SteppingClock(step: .seconds(4))

    let report = await sut.loadFeed(
      pages: 50, budget: PagingBudget(duration: .seconds(10)), now: clock.now)

    #expect(sut.app.feedScreen.images.count == 3, "4 s and 8 s are within 10 s; 12 s is not")
    #expect(report.pagingStop?.contains("--paging-seconds") == true)
  }

  @Test("within its budget, paging loads the pages asked for and saves each page's images once")
  func pagingWithinBudget() async throws {
    let store = InMemoryFeedStore()
    let sut = makeSUT(client: endlessPages(), store: store)

    let report = await sut.loadFeed(pages: 5, now: frozenClock())

    #expect(report.pagingStop == nil)
    #expect(sut.app.feedScreen.images.count == 5)
    let cached = try await store.retrieve()?.feed.map(\.id)
    #expect(cached == sut.app.feedScreen.images.map(\.image.id))
  }

  @Test("a timeout is reported as the client's own failure, so it can be told from no connection")
  func timeoutIsRecorded() async throws {
    let sut = makeSUT(
      client: HTTPClientStub { _ in throw HTTPClientError.timedOut }, store: InMemoryFeedStore())

    let report = await sut.loadFeed(pages: 1)

    #expect(report.clientFailure as? HTTPClientError == .timedOut)
    let url = URL(string: "https://api.example.com/v1/feed?limit=10")!
    #expect(
      LoadFailure.reason(
        report.remoteFailure!, loading: "a valid feed", from: url,
        clientFailure: report.clientFailure)
        == "timed out waiting for an answer from https://api.example.com/v1/feed?limit=10")
  }

  // MARK: - Helpers

  /// A server with one new image on every page, however far it is asked.
  private func endlessPages() -> HTTPClientStub {
    HTTPClientStub { [self] url in
      let image = FeedImage(
        id: UUID(), description: nil, location: nil, url: URL(string: "https://a.com/x.png")!)
      return (feedJSON([image]), HTTPClientStub.ok(url))
    }
  }

  private let empty = Data(#"{"items":[]}"#.utf8)
  private let now = Date(timeIntervalSince1970: 1_795_428_000)
  private let image1 = FeedImage(
    id: UUID(), description: "one", location: nil, url: URL(string: "https://a.com/1.png")!)
  private let image2 = FeedImage(
    id: UUID(), description: nil, location: "two", url: URL(string: "https://a.com/2.png")!)

  private func makeSUT(client: HTTPClientStub, store: any FeedStore & FeedImageDataStore)
    -> ComposedFeedApp
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let now = self.now
    return ComposedFeedApp(
      client: client, store: store, baseURL: URL(string: "https://api.example.com")!,
      currentDate: { now }, calendar: calendar, locale: Locale(identifier: "en_US_POSIX"))
  }

  private func local(_ image: FeedImage) -> LocalFeedImage {
    LocalFeedImage(
      id: image.id, description: image.description, location: image.location, url: image.url)
  }

  nonisolated private func feedJSON(_ images: [FeedImage]) -> Data {
    let items = images.map { image -> [String: String] in
      var item = ["id": image.id.uuidString, "image": image.url.absoluteString]
      item["description"] = image.description
      item["location"] = image.location
      return item
    }
    return try! JSONSerialization.data(withJSONObject: ["items": items])
  }
}

/// A clock that never moves, so no time budget is spent however slow the machine is.
private func frozenClock() -> () -> ContinuousClock.Instant {
  let instant = ContinuousClock.now
  return { instant }
}

/// A clock that moves on by `step` each time it is read, starting where it was made.
@MainActor
private final class SteppingClock {
  private var instant = ContinuousClock.now
  private let step: Duration

  init(step: Duration) { self.step = step }

  func now() -> ContinuousClock.Instant {
    defer { instant += step }
    return instant
  }
}
