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

  @Test("validation deletes a cache that can never be read")
  func validateDeletesUnreadableCache() async throws {
    let (sut, store) = makeSUT()
    await store.stubUnreadableCache()

    try await sut.validateCache()

    #expect(await store.messages == [.retrieve, .deleteCachedFeed])
  }

  @Test("validation throws a retrieval error that may pass and deletes nothing")
  func validateKeepsCacheOnPassingRetrievalError() async {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: anyError())

    await #expect(throws: AnyError.self) { try await sut.validateCache() }
    #expect(await store.messages == [.retrieve])
  }

  @Test("validation judges the cache at the time the store looks at it, not when it was asked")
  func validateReadsNowWhenTheStoreLooks() async throws {
    let clock = TestClock(fixedCurrentDate)
    let store = FeedStoreSpy()
    let sut = LocalFeedLoader(store: store, currentDate: clock.now, policy: testCachePolicy)
    let savedMeanwhile = fixedCurrentDate.adding(seconds: 60)
    await store.stubRetrieval(with: uniqueImageFeed().local, timestamp: savedMeanwhile)
    await store.onInspection { clock.set(savedMeanwhile) }

    try await sut.validateCache()

    #expect(await store.messages == [.retrieve])
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

  @Test("validation fails on deletion error of a cache that can never be read")
  func validateFailsOnDeletionErrorOfUnreadableCache() async {
    let (sut, store) = makeSUT()
    await store.stubUnreadableCache()
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

  /// A current date the test moves while the system under test runs.
  private final class TestClock: Sendable {
    private let lock = NSLock()
    private nonisolated(unsafe) var date: Date

    init(_ date: Date) { self.date = date }

    func now() -> Date { lock.withLock { date } }
    func set(_ date: Date) { lock.withLock { self.date = date } }
  }

  private func makeSUT() -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
    let store = FeedStoreSpy()
    let sut = LocalFeedLoader(
      store: store, currentDate: { fixedCurrentDate }, policy: testCachePolicy)
    return (sut, store)
  }
}
