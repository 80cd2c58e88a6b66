import EssentialApp
import EssentialFeed
import Foundation
import Testing

/// Where the composed use cases say the feed came from, over a stubbed server and a real
/// in-memory store.
@Suite("Feed use cases: where the feed came from")
struct FeedUseCasesTests {
  @Test("online, the feed comes from the server and replaces the cache")
  func onlineFeedIsRemoteAndCached() async throws {
    let remoteFeed = uniqueFeed()
    let (sut, client, store) = makeSUT()
    try await store.insert(uniqueFeed().map(\.local), timestamp: now.addingTimeInterval(-60))
    await client.stub(feedURL, body: feedPayload(remoteFeed))

    let loaded = try await sut.loadFeed()

    #expect(loaded.page.items == remoteFeed)
    #expect(loaded.page.cacheError == nil)
    guard case .remote = loaded.origin else {
      Issue.record("expected the server as origin, got \(loaded.origin)")
      return
    }
    #expect(try await store.retrieve() == CachedFeed(feed: remoteFeed.map(\.local), timestamp: now))
  }

  @Test("offline, a cache a day old comes from the cache with its date and the connectivity error")
  func offlineFreshCacheCarriesDateAndError() async throws {
    let cachedFeed = uniqueFeed()
    let savedAt = now.addingTimeInterval(-86_400)
    let (sut, client, store) = makeSUT()
    try await store.insert(cachedFeed.map(\.local), timestamp: savedAt)
    await client.goOffline()

    let loaded = try await sut.loadFeed()

    #expect(loaded.page.items == cachedFeed)
    guard case .cache(let date, let remoteError) = loaded.origin else {
      Issue.record("expected the cache as origin, got \(loaded.origin)")
      return
    }
    #expect(date == savedAt)
    #expect(remoteError as? RemoteLoaderError == .connectivity)
  }

  @Test("an answer that is not a feed falls back to the cache, which says the data was invalid")
  func invalidAnswerCarriesInvalidData() async throws {
    let cachedFeed = uniqueFeed()
    let savedAt = now.addingTimeInterval(-60)
    let (sut, client, store) = makeSUT()
    try await store.insert(cachedFeed.map(\.local), timestamp: savedAt)
    await client.stub(feedURL, body: Data("not json".utf8))

    let loaded = try await sut.loadFeed()

    guard case .cache(_, let remoteError) = loaded.origin else {
      Issue.record("expected the cache as origin, got \(loaded.origin)")
      return
    }
    #expect(remoteError as? RemoteLoaderError == .invalidData)
    #expect(
      try await store.retrieve() == CachedFeed(feed: cachedFeed.map(\.local), timestamp: savedAt))
  }

  @Test("offline with an empty cache, the load fails saying the cache is empty")
  func offlineEmptyCacheFails() async throws {
    let (sut, client, _) = makeSUT()
    await client.goOffline()

    let error = try await feedUnavailableError { try await sut.loadFeed() }

    #expect(error.remoteError as? RemoteLoaderError == .connectivity)
    guard case .empty = error.cacheMiss else {
      Issue.record("expected an empty cache, got \(error.cacheMiss)")
      return
    }
  }

  @Test(
    "offline, a cache seven days old or dated after now is expired, and the load fails with its date",
    arguments: [-7 * 86_400.0, 60])
  func offlineStaleCacheFails(secondsFromNow: TimeInterval) async throws {
    let savedAt = now.addingTimeInterval(secondsFromNow)
    let (sut, client, store) = makeSUT()
    try await store.insert(uniqueFeed().map(\.local), timestamp: savedAt)
    await client.goOffline()

    let error = try await feedUnavailableError { try await sut.loadFeed() }

    guard case .expired(let date) = error.cacheMiss else {
      Issue.record("expected an expired cache, got \(error.cacheMiss)")
      return
    }
    #expect(date == savedAt)
  }

  @Test("a later page from the server is appended to the cache and says it was cached")
  func laterPageCarriesNoCacheErrorWhenCached() async throws {
    let (page0, page1) = (uniqueFeed(), uniqueFeed())
    let (sut, client, store) = makeSUT()
    await client.stub(feedURL, body: feedPayload(page0))
    await client.stub(
      FeedEndpoint.get(after: page0.last).url(baseURL: baseURL), body: feedPayload(page1))

    let loadMore = try #require(try await sut.loadFeed().page.loadMore)
    let next = try await loadMore()

    #expect(next.items == page0 + page1)
    #expect(next.cacheError == nil)
    #expect(try await store.retrieve()?.feed == (page0 + page1).map(\.local))
  }

  // MARK: - Helpers

  private let baseURL = URL(string: "https://feed.example.com")!
  private let now = Date(timeIntervalSince1970: 1_781_524_800)

  private var feedURL: URL { FeedEndpoint.get().url(baseURL: baseURL) }

  private func makeSUT() -> (FeedUseCases, HTTPClientStub, InMemoryFeedStore) {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    let (client, store, now) = (HTTPClientStub(), InMemoryFeedStore(), now)
    let sut = FeedUseCases(
      httpClient: client, store: store, baseURL: baseURL, currentDate: { now }, calendar: utc)
    return (sut, client, store)
  }
}

extension FeedImage {
  fileprivate var local: LocalFeedImage {
    LocalFeedImage(id: id, description: description, location: location, url: url)
  }
}
