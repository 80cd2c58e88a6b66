import EssentialFeed
import Foundation
import Testing

@Suite("Load feed from cache use case")
struct LoadFeedFromCacheUseCaseTests {
  @Test("init does not message the store")
  func initDoesNotMessageStore() async {
    let (_, store) = makeSUT()

    #expect(await store.messages == [])
  }

  @Test("load requests cache retrieval")
  func loadRequestsCacheRetrieval() async throws {
    let (sut, store) = makeSUT()

    _ = try await sut.load()

    #expect(await store.messages == [.retrieve])
  }

  @Test("load fails on retrieval error")
  func loadFailsOnRetrievalError() async {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: anyError())

    await #expect(throws: AnyError.self) { try await sut.load() }
  }

  @Test("load delivers no images on empty cache")
  func loadDeliversNoImagesOnEmptyCache() async throws {
    let (sut, _) = makeSUT()

    #expect(try await sut.load() == [])
  }

  @Test("load delivers cached images on a cache 7 days minus 1 second old")
  func loadDeliversCachedImagesOnNonExpiredCache() async throws {
    let feed = uniqueImageFeed()
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: feed.local, timestamp: nonExpiredTimestamp)

    #expect(try await sut.load() == feed.models)
  }

  @Test("load delivers no images on a cache exactly 7 days old")
  func loadDeliversNoImagesOnCacheExpiration() async throws {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: uniqueImageFeed().local, timestamp: expirationTimestamp)

    #expect(try await sut.load() == [])
  }

  @Test("load delivers no images on a cache 7 days plus 1 second old")
  func loadDeliversNoImagesOnExpiredCache() async throws {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: uniqueImageFeed().local, timestamp: expiredTimestamp)

    #expect(try await sut.load() == [])
  }

  @Test("load has no side effects on retrieval error")
  func loadHasNoSideEffectsOnRetrievalError() async {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: anyError())

    _ = try? await sut.load()

    #expect(await store.messages == [.retrieve])
  }

  @Test("load has no side effects on empty cache")
  func loadHasNoSideEffectsOnEmptyCache() async throws {
    let (sut, store) = makeSUT()

    _ = try await sut.load()

    #expect(await store.messages == [.retrieve])
  }

  @Test(
    "load has no side effects on a non-expired, expiring or expired cache",
    arguments: [
      ("7 days minus 1 second", nonExpiredTimestamp),
      ("exactly 7 days", expirationTimestamp),
      ("7 days plus 1 second", expiredTimestamp),
    ])
  func loadHasNoSideEffectsOnCache(age: String, timestamp: Date) async throws {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: uniqueImageFeed().local, timestamp: timestamp)

    _ = try await sut.load()

    #expect(await store.messages == [.retrieve], "cache \(age) old")
  }

  // MARK: - Helpers

  private func makeSUT() -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
    let store = FeedStoreSpy()
    let sut = LocalFeedLoader(
      store: store, currentDate: { fixedCurrentDate }, policy: testCachePolicy)
    return (sut, store)
  }
}

private let nonExpiredTimestamp = fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: 1)
private let expirationTimestamp = fixedCurrentDate.minusFeedCacheMaxAge()
private let expiredTimestamp = fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: -1)
