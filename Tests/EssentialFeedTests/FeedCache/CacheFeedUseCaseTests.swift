import EssentialFeed
import Foundation
import Testing

@Suite("Cache feed use case")
struct CacheFeedUseCaseTests {
  @Test("init does not message the store")
  func initDoesNotMessageStore() async {
    let (_, store) = makeSUT()

    #expect(await store.messages == [])
  }

  @Test("save requests cache deletion")
  func saveRequestsCacheDeletion() async throws {
    let (sut, store) = makeSUT()

    try await sut.save(uniqueImageFeed().models)

    #expect(await store.messages.first == .deleteCachedFeed)
  }

  @Test("save does not request insertion on deletion error")
  func saveDoesNotInsertOnDeletionError() async {
    let (sut, store) = makeSUT()
    await store.stubDeletion(with: anyError())

    _ = try? await sut.save(uniqueImageFeed().models)

    #expect(await store.messages == [.deleteCachedFeed])
  }

  @Test("save requests insertion of the encoded feed with the current timestamp after deletion")
  func saveInsertsTimestampedFeedAfterDeletion() async throws {
    let timestamp = fixedCurrentDate
    let feed = uniqueImageFeed()
    let (sut, store) = makeSUT(currentDate: { timestamp })

    try await sut.save(feed.models)

    #expect(await store.messages == [.deleteCachedFeed, .insert(feed.local, timestamp)])
  }

  @Test("save fails on deletion error")
  func saveFailsOnDeletionError() async {
    let (sut, store) = makeSUT()
    await store.stubDeletion(with: anyError())

    await #expect(throws: AnyError.self) { try await sut.save(uniqueImageFeed().models) }
  }

  @Test("save fails on insertion error")
  func saveFailsOnInsertionError() async {
    let (sut, store) = makeSUT()
    await store.stubInsertion(with: anyError())

    await #expect(throws: AnyError.self) { try await sut.save(uniqueImageFeed().models) }
  }

  @Test("save succeeds on successful insertion")
  func saveSucceedsOnSuccessfulInsertion() async {
    let (sut, _) = makeSUT()

    await #expect(throws: Never.self) { try await sut.save(uniqueImageFeed().models) }
  }

  // MARK: - Helpers

  private func makeSUT(
    currentDate: @escaping @Sendable () -> Date = { fixedCurrentDate }
  ) -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
    let store = FeedStoreSpy()
    let sut = LocalFeedLoader(store: store, currentDate: currentDate, policy: testCachePolicy)
    return (sut, store)
  }
}
