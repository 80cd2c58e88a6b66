import EssentialFeed
import Foundation
import Testing

@Suite("Load feed image data from cache use case", .timeLimit(.minutes(10)))
struct LoadFeedImageDataFromCacheUseCaseTests {
  @Test("init does not message the store")
  func initDoesNotMessageStore() async {
    let (_, store) = makeSUT()

    #expect(await store.messages == [])
  }

  @Test("load requests the stored data for the URL")
  func loadRequestsStoredDataForURL() async {
    let url = anyURL()
    let (sut, store) = makeSUT()

    _ = try? await sut.loadImageData(from: url)

    #expect(await store.messages == [.retrieve(dataFor: url)])
  }

  @Test("load fails with failed on store error")
  func loadFailsOnStoreError() async {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: .failure(anyError()))

    await #expect(throws: LocalFeedImageDataLoader.LoadError.failed) {
      try await sut.loadImageData(from: anyURL())
    }
  }

  @Test("load fails with notFound when the store holds no data")
  func loadFailsWithNotFoundOnMissingData() async {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: .success(nil))

    await #expect(throws: LocalFeedImageDataLoader.LoadError.notFound) {
      try await sut.loadImageData(from: anyURL())
    }
  }

  @Test("load delivers the stored data")
  func loadDeliversStoredData() async throws {
    let data = anyData()
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: .success(data))

    #expect(try await sut.loadImageData(from: anyURL()) == data)
  }

  @Test("a load cancelled while the store works delivers no data")
  func cancelledLoadDeliversNoData() async {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: .success(anyData()))

    let result = await loadCancelledWhileStoreWorks(sut, store)

    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test("a load cancelled while the store works delivers no store error")
  func cancelledLoadDeliversNoStoreError() async {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: .failure(anyError()))

    let result = await loadCancelledWhileStoreWorks(sut, store)

    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test("a load cancelled while the store works delivers no notFound error")
  func cancelledLoadDeliversNoNotFound() async {
    let (sut, store) = makeSUT()
    await store.stubRetrieval(with: .success(nil))

    let result = await loadCancelledWhileStoreWorks(sut, store)

    #expect(throws: CancellationError.self) { try result.get() }
  }

  // MARK: - Helpers

  private func makeSUT() -> (sut: LocalFeedImageDataLoader, store: FeedImageDataStoreSpy) {
    let store = FeedImageDataStoreSpy()
    return (LocalFeedImageDataLoader(store: store), store)
  }

  /// Starts a load, cancels it while the store holds the retrieval, then lets the store finish.
  private func loadCancelledWhileStoreWorks(
    _ sut: LocalFeedImageDataLoader,
    _ store: FeedImageDataStoreSpy
  ) async -> Result<Data, any Error> {
    await store.holdRetrievals()
    let task = Task { try await sut.loadImageData(from: anyURL()) }
    await store.untilRetrievalIsHeld()
    task.cancel()
    await store.releaseRetrievals()
    return await task.result
  }
}
