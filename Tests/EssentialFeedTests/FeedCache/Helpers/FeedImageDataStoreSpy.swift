import EssentialFeed
import Foundation

/// A ``FeedImageDataStore`` that records every message in order and completes with stubbed
/// results. With ``holdRetrievals()`` a retrieval suspends until ``releaseRetrievals()``, so a
/// test can cancel the caller while the store is still working.
actor FeedImageDataStoreSpy: FeedImageDataStore {
  enum Message: Equatable {
    case insert(Data, for: URL)
    case retrieve(dataFor: URL)
  }

  private(set) var messages: [Message] = []
  private var insertionResult: Result<Void, any Error> = .success(())
  private var retrievalResult: Result<Data?, any Error> = .success(nil)
  private var holdsRetrievals = false
  private var heldRetrievals: [CheckedContinuation<Void, Never>] = []
  private var retrievalWatchers: [CheckedContinuation<Void, Never>] = []

  func stubInsertion(with error: any Error) {
    insertionResult = .failure(error)
  }

  func stubRetrieval(with result: Result<Data?, any Error>) {
    retrievalResult = result
  }

  func holdRetrievals() {
    holdsRetrievals = true
  }

  /// Returns once a retrieval is suspended in the store.
  func untilRetrievalIsHeld() async {
    guard heldRetrievals.isEmpty else { return }
    await withCheckedContinuation { retrievalWatchers.append($0) }
  }

  func releaseRetrievals() {
    for retrieval in heldRetrievals { retrieval.resume() }
    heldRetrievals.removeAll()
  }

  func insert(_ data: Data, for url: URL) async throws {
    messages.append(.insert(data, for: url))
    try insertionResult.get()
  }

  func retrieve(dataForURL url: URL) async throws -> Data? {
    messages.append(.retrieve(dataFor: url))
    if holdsRetrievals {
      await withCheckedContinuation { continuation in
        heldRetrievals.append(continuation)
        for watcher in retrievalWatchers { watcher.resume() }
        retrievalWatchers.removeAll()
      }
    }
    return try retrievalResult.get()
  }
}
