import EssentialFeed
import Foundation
import Testing

@Suite("Cache feed image data use case")
struct CacheFeedImageDataUseCaseTests {
  @Test("init does not message the store")
  func initDoesNotMessageStore() async {
    let (_, store) = makeSUT()

    #expect(await store.messages == [])
  }

  @Test("save requests insertion of the data for the URL")
  func saveRequestsInsertionForURL() async throws {
    let (url, data) = (anyURL(), anyData())
    let (sut, store) = makeSUT()

    try await sut.save(data, for: url)

    #expect(await store.messages == [.insert(data, for: url)])
  }

  @Test("save fails with failed on store insertion error")
  func saveFailsOnInsertionError() async {
    let (sut, store) = makeSUT()
    await store.stubInsertion(with: anyError())

    await #expect(throws: LocalFeedImageDataLoader.SaveError.failed) {
      try await sut.save(anyData(), for: anyURL())
    }
  }

  @Test("save succeeds on successful insertion")
  func saveSucceedsOnSuccessfulInsertion() async {
    let (sut, _) = makeSUT()

    await #expect(throws: Never.self) { try await sut.save(anyData(), for: anyURL()) }
  }

  // MARK: - Helpers

  private func makeSUT() -> (sut: LocalFeedImageDataLoader, store: FeedImageDataStoreSpy) {
    let store = FeedImageDataStoreSpy()
    return (LocalFeedImageDataLoader(store: store), store)
  }
}
