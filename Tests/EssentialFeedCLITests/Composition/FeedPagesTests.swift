import EssentialApp
import EssentialFeed
import EssentialFeedSQLite
import Foundation
import Testing

@testable import essential_feed

@Suite("Composition: the feed the commands show, and what went wrong underneath")
struct FeedPagesTests {
  @Test("the server's feed is shown and cached, and nothing is reported")
  func serverFeed() async throws {
    let store = InMemoryFeedStore()
    let sut = makeSUT(client: .serving(feed: feedJSON([image1])), store: store)

    let feed = try await sut.loadPages(1)

    #expect(feed.images == [image1])
    #expect(!feed.isFromCache)
    #expect(feed.cacheError == nil && feed.moreError == nil)
    #expect(try await store.retrieve()?.feed.map(\.id) == [image1.id])
  }

  @Test("when the server fails, the fresh cache is shown with the date it was saved, unpaged")
  func offlineFreshCache() async throws {
    let store = InMemoryFeedStore()
    let savedAt = now.addingTimeInterval(-3600)
    try await store.insert([local(image1)], timestamp: savedAt)
    let sut = makeSUT(client: .offline, store: store)

    let feed = try await sut.loadPages(3)

    #expect(feed.images == [image1])
    guard case .cache(let date, let remoteError) = feed.origin else {
      Issue.record("expected the cache as origin, got \(feed.origin)")
      return
    }
    #expect(date == savedAt)
    #expect(remoteError as? RemoteLoaderError == .connectivity)
    #expect(feed.moreError == nil)
  }

  @Test("when the server's answer is not a feed and nothing is cached, the failure says both")
  func invalidPayload() async throws {
    let sut = makeSUT(
      client: .answering(Data("<html>".utf8)), store: InMemoryFeedStore())

    let error = try await unavailable { try await sut.loadPages(1) }

    #expect(error.remoteError as? RemoteLoaderError == .invalidData)
    guard case .empty = error.cacheMiss else {
      Issue.record("expected an empty cache, got \(error.cacheMiss)")
      return
    }
  }

  @Test("with neither the server nor a cache, the load fails and the cache is empty")
  func nothingUsable() async throws {
    let sut = makeSUT(client: .offline, store: InMemoryFeedStore())

    let error = try await unavailable { try await sut.loadPages(1) }

    guard case .empty = error.cacheMiss else {
      Issue.record("expected an empty cache, got \(error.cacheMiss)")
      return
    }
  }

  @Test("an unreadable store is a cache failure that is not just a missing cache")
  func unreadableStore() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.path("feed.sqlite")
    try Data(repeating: 0xAB, count: 4096).write(to: file)
    let sut = makeSUT(client: .offline, store: SQLiteFeedStore(fileURL: file))

    let error = try await unavailable { try await sut.loadPages(1) }

    guard case .unreadable = error.cacheMiss else {
      Issue.record("expected an unreadable cache, got \(error.cacheMiss)")
      return
    }
  }

  @Test("a store that refuses writes: the feed is shown, the failed save reported, the cache kept")
  func unwritableStore() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.path("feed.sqlite")
    try await SQLiteFeedStore(fileURL: file).insert([local(image1)], timestamp: now)
    let readOnly = SQLiteFeedStore(fileURL: file, access: .readOnly)
    let sut = makeSUT(client: .serving(feed: feedJSON([image2])), store: readOnly)

    let feed = try await sut.loadPages(1)

    #expect(feed.images == [image2])
    #expect(feed.cacheError != nil)
    #expect(try await SQLiteFeedStore(fileURL: file).retrieve()?.feed.map(\.id) == [image1.id])
  }

  @Test("a later page that fails ends the paging, and the feed so far is shown with the error")
  func laterPageFails() async throws {
    let first = feedJSON([image1])
    let pages = HTTPClientStub { url in
      guard (url.query ?? "").contains("after_id") else { return (first, HTTPClientStub.ok(url)) }
      throw URLError(.notConnectedToInternet)
    }
    let sut = makeSUT(client: pages, store: InMemoryFeedStore())

    let feed = try await sut.loadPages(5, now: frozenClock())

    #expect(feed.images == [image1])
    #expect(feed.moreError as? RemoteLoaderError == .connectivity)
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
    let feed = try await sut.loadPages(
      100, until: { $0.contains { $0.id == wanted } }, now: frozenClock())

    #expect(feed.images == [image1, image2])
  }

  @Test("paging stops once the server has sent --paging-bytes, and the feed says why")
  func pagingStopsAtByteBudget() async throws {
    let sut = makeSUT(client: endlessPages(), store: InMemoryFeedStore())

    let feed = try await sut.loadPages(50, budget: PagingBudget(bytes: 1))

    #expect(feed.images.count == 1)
    #expect(feed.pagingStop?.contains("--paging-bytes") == true)
  }

  @Test("paging stops once --paging-seconds have passed on its clock, and the feed says why")
  func pagingStopsAtTimeBudget() async throws {
    let sut = makeSUT(client: endlessPages(), store: InMemoryFeedStore())
    let clock = SteppingClock(step: .seconds(4))

    let feed = try await sut.loadPages(
      50, budget: PagingBudget(duration: .seconds(10)), now: clock.now)

    #expect(feed.images.count == 3, "4 s and 8 s are within 10 s; 12 s is not")
    #expect(feed.pagingStop?.contains("--paging-seconds") == true)
  }

  @Test("within its budget, paging loads the pages asked for and saves each page's images once")
  func pagingWithinBudget() async throws {
    let store = InMemoryFeedStore()
    let sut = makeSUT(client: endlessPages(), store: store)

    let feed = try await sut.loadPages(5, now: frozenClock())

    #expect(feed.pagingStop == nil)
    #expect(feed.images.count == 5)
    let cached = try await store.retrieve()?.feed.map(\.id)
    #expect(cached == feed.images.map(\.id))
  }

  @Test("a timeout is reported as the client's own failure, so it can be told from no connection")
  func timeoutIsRecorded() async throws {
    let sut = makeSUT(
      client: HTTPClientStub { _ in throw HTTPClientError.timedOut }, store: InMemoryFeedStore())

    let error = try await unavailable { try await sut.loadPages(1) }

    let clientFailure = await sut.meter.lastFailure
    #expect(clientFailure as? HTTPClientError == .timedOut)
    let url = URL(string: "https://api.example.com/v1/feed?limit=10")!
    #expect(
      LoadFailure.reason(
        error.remoteError, loading: "a valid feed", from: url, clientFailure: clientFailure)
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
    -> MeteredFeedUseCases
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let now = self.now
    return MeteredFeedUseCases(
      client: client, store: store, baseURL: URL(string: "https://api.example.com")!,
      currentDate: { now }, calendar: calendar)
  }

  /// The ``FeedUnavailableError`` `load` fails with; throws when it delivers a feed instead.
  private func unavailable(_ load: () async throws -> FeedPages) async throws
    -> FeedUnavailableError
  {
    do {
      let feed = try await load()
      throw UnexpectedFeed(images: feed.images)
    } catch let error as FeedUnavailableError {
      return error
    }
  }

  private func local(_ image: FeedImage) -> LocalFeedImage {
    LocalFeedImage(
      id: image.id, description: image.description, location: image.location, url: image.url)
  }

  private func feedJSON(_ images: [FeedImage]) -> Data {
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

/// Thrown when a load expected to fail delivered a feed.
private struct UnexpectedFeed: Error {
  let images: [FeedImage]
}

/// A clock that moves on by `step` each time it is read, starting where it was made.
private final class SteppingClock {
  private var instant = ContinuousClock.now
  private let step: Duration

  init(step: Duration) { self.step = step }

  func now() -> ContinuousClock.Instant {
    defer { instant += step }
    return instant
  }
}
