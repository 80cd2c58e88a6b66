import EssentialApp
import EssentialFeed
import Foundation
import Testing

@MainActor
@Suite("Feed app composition")
struct FeedAppCompositionTests {
  // MARK: - Feed

  @Test("online, the feed from the server is shown and replaces the cache")
  func onlineFeed() async throws {
    let remoteFeed = uniqueFeed()
    let (sut, client, store) = makeSUT()
    try await store.insert(uniqueFeed().map(\.local), timestamp: now.addingTimeInterval(-60))
    await client.stub(feedURL(), body: feedPayload(remoteFeed))

    await sut.loadFeed()

    #expect(sut.feedScreen.images.map(\.image) == remoteFeed)
    #expect(sut.feedScreen.errorMessage == nil)
    #expect(try await store.retrieve() == CachedFeed(feed: remoteFeed.map(\.local), timestamp: now))
  }

  @Test("offline, a cache less than seven days old is shown")
  func offlineFreshCache() async throws {
    let cachedFeed = uniqueFeed()
    let (sut, client, store) = makeSUT()
    try await store.insert(cachedFeed.map(\.local), timestamp: sevenDaysAgo.addingTimeInterval(1))
    await client.goOffline()

    await sut.loadFeed()

    #expect(sut.feedScreen.images.map(\.image) == cachedFeed)
    #expect(sut.feedScreen.errorMessage == nil)
  }

  @Test("offline, a cache seven days old shows the error message")
  func offlineExpiredCache() async throws {
    let (sut, client, store) = makeSUT()
    try await store.insert(uniqueFeed().map(\.local), timestamp: sevenDaysAgo)
    await client.goOffline()

    await sut.loadFeed()

    #expect(sut.feedScreen.images.isEmpty)
    #expect(sut.feedScreen.errorMessage == "Couldn't connect to server")
  }

  @Test("offline, an empty cache shows the error message")
  func offlineEmptyCache() async {
    let (sut, client, _) = makeSUT()
    await client.goOffline()

    await sut.loadFeed()

    #expect(sut.feedScreen.images.isEmpty)
    #expect(sut.feedScreen.errorMessage == "Couldn't connect to server")
  }

  @Test("offline, a fresh cache holding an empty feed shows the empty feed")
  func offlineFreshEmptyCache() async throws {
    let (sut, client, store) = makeSUT()
    try await store.insert([], timestamp: now.addingTimeInterval(-60))
    await client.goOffline()

    await sut.loadFeed()

    #expect(sut.feedScreen.images.isEmpty)
    #expect(sut.feedScreen.errorMessage == nil)
  }

  @Test("invalid data from the server falls back to the fresh cache, which is kept")
  func invalidDataFallsBackToCache() async throws {
    let cachedFeed = uniqueFeed()
    let (sut, client, store) = makeSUT()
    try await store.insert(cachedFeed.map(\.local), timestamp: now.addingTimeInterval(-60))
    await client.stub(feedURL(), body: Data("not json".utf8))

    await sut.loadFeed()

    #expect(sut.feedScreen.images.map(\.image) == cachedFeed)
    #expect(try await store.retrieve()?.feed == cachedFeed.map(\.local))
  }

  // MARK: - Paging

  @Test("load more asks for pages after the last image until an empty page, caching the feed")
  func pagingToTheLastPage() async throws {
    let (page0, page1) = (uniqueFeed(), uniqueFeed())
    let (sut, client, store) = makeSUT()
    await client.stub(feedURL(), body: feedPayload(page0))
    await client.stub(feedURL(after: page0.last), body: feedPayload(page1))
    await client.stub(feedURL(after: page1.last), body: feedPayload([]))

    await sut.loadFeed()
    await sut.loadMore()
    await sut.loadMore()

    #expect(sut.feedScreen.images.map(\.image) == page0 + page1)
    #expect(!sut.feedScreen.loadMore.isAvailable)
    #expect(
      await client.requestedURLs == [
        feedURL(), feedURL(after: page0.last), feedURL(after: page1.last),
      ])
    #expect(try await store.retrieve()?.feed == (page0 + page1).map(\.local))
  }

  @Test("offline, load more from the cached feed shows the error in the load-more row")
  func loadMoreOffline() async throws {
    let cachedFeed = uniqueFeed()
    let (sut, client, store) = makeSUT()
    try await store.insert(cachedFeed.map(\.local), timestamp: now.addingTimeInterval(-60))
    await client.goOffline()

    await sut.loadFeed()
    await sut.loadMore()

    #expect(sut.feedScreen.loadMore.errorMessage == "Couldn't connect to server")
    #expect(sut.feedScreen.images.map(\.image) == cachedFeed)
  }

  // MARK: - Image data

  @Test("image data in the cache is shown without asking the server")
  func imageDataFromCache() async throws {
    let image = uniqueImage()
    let (sut, client, store) = makeSUT()
    await client.stub(feedURL(), body: feedPayload([image]))
    await sut.loadFeed()
    try await store.insert(Data("cached".utf8), for: image.url)

    await sut.loadImage(for: image).value

    #expect(sut.feedScreen.item(for: image)?.data == Data("cached".utf8))
    #expect(await client.requestedURLs == [feedURL()])
  }

  @Test("image data missing from the cache loads from the server and is cached")
  func imageDataFromServer() async throws {
    let image = uniqueImage()
    let (sut, client, store) = makeSUT()
    await client.stub(feedURL(), body: feedPayload([image]))
    await client.stub(image.url, body: Data("remote".utf8))
    await sut.loadFeed()

    await sut.loadImage(for: image).value

    #expect(sut.feedScreen.item(for: image)?.data == Data("remote".utf8))
    #expect(try await store.retrieve(dataForURL: image.url) == Data("remote".utf8))
  }

  @Test("offline, image data missing from the cache offers a retry")
  func imageDataOffline() async throws {
    let image = uniqueImage()
    let (sut, client, store) = makeSUT()
    try await store.insert([image.local], timestamp: now.addingTimeInterval(-60))
    await client.goOffline()
    await sut.loadFeed()

    await sut.loadImage(for: image).value

    #expect(sut.feedScreen.item(for: image)?.data == nil)
    #expect(sut.feedScreen.item(for: image)?.shouldRetry == true)
  }

  // MARK: - Comments

  @Test("online, every comment is shown, under any 2xx status", arguments: [200, 201, 250, 299])
  func onlineComments(status: Int) async {
    let image = uniqueImage()
    let comments = [
      ImageComment(
        id: UUID(), message: "a message", createdAt: now.addingTimeInterval(-5 * 60),
        username: "a user"),
      ImageComment(
        id: UUID(), message: "another message", createdAt: now.addingTimeInterval(-86_400),
        username: "another user"),
    ]
    let (sut, client, _) = makeSUT()
    await client.stub(commentsURL(image), status: status, body: commentsPayload(comments))

    await sut.showComments(for: image)

    #expect(sut.commentsScreen?.title == "Comments")
    #expect(
      sut.commentsScreen?.comments == [
        ImageCommentViewModel(message: "a message", date: "5 minutes ago", username: "a user"),
        ImageCommentViewModel(
          message: "another message", date: "1 day ago", username: "another user"),
      ])
  }

  @Test("offline, comments show the error message")
  func offlineComments() async {
    let (sut, client, _) = makeSUT()
    await client.goOffline()

    await sut.showComments(for: uniqueImage())

    #expect(sut.commentsScreen?.errorMessage == "Couldn't connect to server")
    #expect(sut.commentsScreen?.comments == [])
  }

  // MARK: - Cache validation

  @Test("entering the background deletes a cache seven days old")
  func backgroundDeletesExpiredCache() async throws {
    let (sut, _, store) = makeSUT()
    try await store.insert(uniqueFeed().map(\.local), timestamp: sevenDaysAgo)

    await sut.enterBackground()

    #expect(try await store.retrieve() == nil)
  }

  @Test("entering the background keeps a cache less than seven days old")
  func backgroundKeepsFreshCache() async throws {
    let feed = uniqueFeed().map(\.local)
    let timestamp = sevenDaysAgo.addingTimeInterval(1)
    let (sut, _, store) = makeSUT()
    try await store.insert(feed, timestamp: timestamp)

    await sut.enterBackground()

    #expect(try await store.retrieve() == CachedFeed(feed: feed, timestamp: timestamp))
  }

  // MARK: - Helpers

  private let baseURL = URL(string: "https://feed.example.com")!
  private let now = Date(timeIntervalSince1970: 1_781_524_800)

  private var sevenDaysAgo: Date {
    utc.date(byAdding: .day, value: -7, to: now)!
  }

  private var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }

  private func makeSUT() -> (FeedApp, HTTPClientStub, InMemoryFeedStore) {
    let client = HTTPClientStub()
    let store = InMemoryFeedStore()
    let now = now
    let sut = FeedApp(
      httpClient: client, store: store, baseURL: baseURL, currentDate: { now }, calendar: utc,
      locale: Locale(identifier: "en_US"))
    return (sut, client, store)
  }

  private func feedURL(after image: FeedImage? = nil) -> URL {
    FeedEndpoint.get(after: image).url(baseURL: baseURL)
  }

  private func commentsURL(_ image: FeedImage) -> URL {
    ImageCommentsEndpoint.get(image.id).url(baseURL: baseURL)
  }
}

extension FeedImage {
  fileprivate var local: LocalFeedImage {
    LocalFeedImage(id: id, description: description, location: location, url: url)
  }
}
