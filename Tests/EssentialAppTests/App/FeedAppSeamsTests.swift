import EssentialApp
import EssentialFeed
import Foundation
import Testing

@MainActor
@Suite("Feed app seams")
struct FeedAppSeamsTests {
  @Test("online, the seams see the server's feed load and its save to the cache")
  func onlineSeams() async throws {
    let feed = uniqueFeed()
    let (sut, client, log) = makeSUT()
    await client.stub(feedURL, body: feedPayload(feed))

    await sut.loadFeed()

    #expect(await log.events == ["remote loaded \(feed.count)", "cache saved \(feed.count)"])
    #expect(sut.feedScreen.images.map(\.image) == feed)
  }

  @Test("offline with an empty cache, the seams see both failures the app absorbs")
  func offlineSeams() async throws {
    let (sut, client, log) = makeSUT()
    await client.goOffline()

    await sut.loadFeed()

    #expect(await log.events == ["remote failed", "fallback failed"])
    #expect(sut.feedScreen.errorMessage != nil)
  }

  @Test("without seams nothing is wrapped and the app composes as before")
  func defaultSeamsWrapNothing() async throws {
    let feed = uniqueFeed()
    let client = HTTPClientStub()
    let store = InMemoryFeedStore()
    let sut = FeedApp(
      httpClient: client, store: store, baseURL: baseURL, currentDate: { Date() })
    await client.stub(feedURL, body: feedPayload(feed))

    await sut.loadFeed()

    #expect(sut.feedScreen.images.map(\.image) == feed)
    #expect(try await store.retrieve()?.feed.count == feed.count)
  }

  // MARK: - Helpers

  private let baseURL = URL(string: "https://feed.example.com")!

  private var feedURL: URL { FeedEndpoint.get(after: nil).url(baseURL: baseURL) }

  private func makeSUT() -> (FeedApp, HTTPClientStub, SeamLog) {
    let client = HTTPClientStub()
    let log = SeamLog()
    let sut = FeedApp(
      httpClient: client, store: InMemoryFeedStore(), baseURL: baseURL, currentDate: { Date() },
      seams: FeedAppSeams(
        remoteFeed: { LoggingFeedLoader(name: "remote", decoratee: $0, log: log) },
        cacheFallback: { LoggingFeedLoader(name: "fallback", decoratee: $0, log: log) },
        feedCache: { LoggingFeedCache(decoratee: $0, log: log) }))
    return (sut, client, log)
  }
}

/// What passed through the seams, in order.
private actor SeamLog {
  private(set) var events: [String] = []

  func add(_ event: String) { events.append(event) }
}

private struct LoggingFeedLoader: FeedLoader {
  let name: String
  let decoratee: any FeedLoader
  let log: SeamLog

  func load() async throws -> [FeedImage] {
    do {
      let feed = try await decoratee.load()
      await log.add("\(name) loaded \(feed.count)")
      return feed
    } catch {
      await log.add("\(name) failed")
      throw error
    }
  }
}

private struct LoggingFeedCache: FeedCache {
  let decoratee: any FeedCache
  let log: SeamLog

  func save(_ feed: [FeedImage]) async throws {
    await log.add("cache saved \(feed.count)")
    try await decoratee.save(feed)
  }

  func append(_ images: [FeedImage], after earlier: [FeedImage], session: UUID) async throws {
    await log.add("cache appended \(images.count)")
    try await decoratee.append(images, after: earlier, session: session)
  }
}
