import EssentialFeed
import Foundation
import Testing

@Suite("Load fresh feed from cache use case")
struct LoadFreshFeedFromCacheUseCaseTests {
  @Test("loading a fresh cache requests cache retrieval only")
  func requestsRetrieval() async throws {
    let (sut, store) = makeSUT()

    _ = try await sut.loadFreshCache()

    #expect(await store.messages == [.retrieve])
  }

  @Test("loading a fresh cache fails on retrieval error")
  func failsOnRetrievalError() async {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: anyError())

    await #expect(throws: AnyError.self) { try await sut.loadFreshCache() }
  }

  @Test("loading a fresh cache delivers nothing on an empty cache")
  func deliversNilOnEmptyCache() async throws {
    let (sut, _) = makeSUT()

    #expect(try await sut.loadFreshCache() == nil)
  }

  @Test("loading a fresh cache delivers the images of a cache 7 days minus 1 second old")
  func deliversImagesOnNonExpiredCache() async throws {
    let feed = uniqueImageFeed()
    let (sut, store) = makeSUT()
    await store.stubRetrieval(
      with: feed.local, timestamp: fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: 1))

    #expect(try await sut.loadFreshCache() == feed.models)
  }

  @Test("loading a fresh cache delivers an empty feed when the fresh cache holds one")
  func deliversEmptyFeedOnFreshEmptyCache() async throws {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: [], timestamp: fixedCurrentDate)

    #expect(try await sut.loadFreshCache() == [])
  }

  @Test("loading a fresh cache delivers nothing on a cache exactly 7 days old")
  func deliversNilOnExpiringCache() async throws {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(
      with: uniqueImageFeed().local, timestamp: fixedCurrentDate.minusFeedCacheMaxAge())

    #expect(try await sut.loadFreshCache() == nil)
  }

  // MARK: - Helpers

  private func makeSUT() -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
    let store = FeedStoreSpy()
    let sut = LocalFeedLoader(
      store: store, currentDate: { fixedCurrentDate }, policy: testCachePolicy)
    return (sut, store)
  }
}
