import EssentialFeed
import Foundation
import Testing

@Suite("Validate feed cache use case")
struct ValidateFeedCacheUseCaseTests {
  @Test("init does not message the store")
  func initDoesNotMessageStore() async {
    let (_, store) = makeSUT()

    #expect(await store.messages == [])
  }

  @Test("validation deletes the cache on retrieval error")
  func validateDeletesCacheOnRetrievalError() async throws {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: anyError())

    try await sut.validateCache()

    #expect(await store.messages == [.retrieve, .deleteCachedFeed])
  }

  @Test("validation does not delete an empty cache")
  func validateDoesNotDeleteEmptyCache() async throws {
    let (sut, store) = makeSUT()

    try await sut.validateCache()

    #expect(await store.messages == [.retrieve])
  }

  @Test("validation does not delete a cache 7 days minus 1 second old")
  func validateDoesNotDeleteNonExpiredCache() async throws {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(
      with: uniqueImageFeed().local,
      timestamp: fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: 1))

    try await sut.validateCache()

    #expect(await store.messages == [.retrieve])
  }

  @Test("validation deletes a cache exactly 7 days old")
  func validateDeletesCacheOnExpiration() async throws {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(
      with: uniqueImageFeed().local, timestamp: fixedCurrentDate.minusFeedCacheMaxAge())

    try await sut.validateCache()

    #expect(await store.messages == [.retrieve, .deleteCachedFeed])
  }

  @Test("validation deletes a cache 7 days plus 1 second old")
  func validateDeletesExpiredCache() async throws {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(
      with: uniqueImageFeed().local,
      timestamp: fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: -1))

    try await sut.validateCache()

    #expect(await store.messages == [.retrieve, .deleteCachedFeed])
  }

  @Test("validation fails on deletion error after a retrieval error")
  func validateFailsOnDeletionErrorAfterRetrievalError() async {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: anyError())
    await store.stubDeletion(with: anyError())

    await #expect(throws: AnyError.self) { try await sut.validateCache() }
  }

  @Test("validation fails on deletion error of an expired cache")
  func validateFailsOnDeletionErrorOfExpiredCache() async {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(
      with: uniqueImageFeed().local, timestamp: fixedCurrentDate.minusFeedCacheMaxAge())
    await store.stubDeletion(with: anyError())

    await #expect(throws: AnyError.self) { try await sut.validateCache() }
  }

  @Test("validation succeeds on successful deletion of an expired cache")
  func validateSucceedsOnDeletionOfExpiredCache() async {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(
      with: uniqueImageFeed().local, timestamp: fixedCurrentDate.minusFeedCacheMaxAge())

    await #expect(throws: Never.self) { try await sut.validateCache() }
  }

  // MARK: - Helpers

  private func makeSUT() -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
    let store = FeedStoreSpy()
    let sut = LocalFeedLoader(
      store: store, currentDate: { fixedCurrentDate }, policy: testCachePolicy)
    return (sut, store)
  }
}
