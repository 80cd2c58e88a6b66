import EssentialFeed
import Foundation
import Testing

@Suite("Look up the feed cache use case")
struct LookUpFeedCacheUseCaseTests {
  @Test("looking up the cache requests cache retrieval only")
  func requestsRetrieval() async throws {
    let (sut, store) = makeSUT()

    _ = try await sut.loadCache()

    #expect(await store.messages == [.retrieve])
  }

  @Test("looking up the cache fails on retrieval error")
  func failsOnRetrievalError() async {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: anyError())

    await #expect(throws: AnyError.self) { try await sut.loadCache() }
  }

  @Test("looking up an empty cache says it is empty")
  func deliversEmptyOnEmptyCache() async throws {
    let (sut, _) = makeSUT()

    #expect(try await sut.loadCache() == .empty)
  }

  @Test("a cache 7 days minus 1 second old is fresh: its images and the date they were saved")
  func deliversImagesAndDateOnNonExpiredCache() async throws {
    let feed = uniqueImageFeed()
    let savedAt = fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: 1)
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: feed.local, timestamp: savedAt)

    #expect(try await sut.loadCache() == .fresh(feed.models, savedAt: savedAt))
  }

  @Test("a fresh cache holding an empty feed is fresh, not empty")
  func deliversFreshEmptyFeed() async throws {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: [], timestamp: fixedCurrentDate)

    #expect(try await sut.loadCache() == .fresh([], savedAt: fixedCurrentDate))
  }

  @Test(
    "a cache exactly 7 days old, older, or dated after now is expired, with the date it was saved",
    arguments: [
      ("exactly 7 days old", fixedCurrentDate.minusFeedCacheMaxAge()),
      ("7 days plus 1 second old", fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: -1)),
      ("dated 1 second after now", fixedCurrentDate.adding(seconds: 1)),
    ])
  func deliversExpiredWithDate(age: String, savedAt: Date) async throws {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: uniqueImageFeed().local, timestamp: savedAt)

    #expect(try await sut.loadCache() == .expired(savedAt: savedAt), "cache \(age)")
  }

  @Test("looking up the cache has no side effects on retrieval error")
  func hasNoSideEffectsOnRetrievalError() async {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: anyError())

    _ = try? await sut.loadCache()

    #expect(await store.messages == [.retrieve])
  }

  @Test(
    "looking up the cache has no side effects on a non-expired, expiring or expired cache",
    arguments: [
      ("7 days minus 1 second", 1.0),
      ("exactly 7 days", 0.0),
      ("7 days plus 1 second", -1.0),
    ])
  func hasNoSideEffectsOnCache(age: String, secondsAfterExpiration: TimeInterval) async throws {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(
      with: uniqueImageFeed().local,
      timestamp: fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: secondsAfterExpiration))

    _ = try await sut.loadCache()

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
