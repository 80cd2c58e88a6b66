import EssentialFeed
import Foundation

/// A ``FeedStore`` that records every message in order and completes with stubbed results.
actor FeedStoreSpy: FeedStore {
  enum Message: Equatable {
    case deleteCachedFeed
    case insert([LocalFeedImage], Date)
    case retrieve
  }

  private(set) var messages: [Message] = []
  private var deletionResult: Result<Void, any Error> = .success(())
  private var insertionResult: Result<Void, any Error> = .success(())
  private var retrievalResult: Result<CachedFeed?, any Error> = .success(nil)
  private var isUnreadable = false
  private var inspection: @Sendable () -> Void = {}

  func stubDeletion(with error: any Error) {
    deletionResult = .failure(error)
  }

  func stubInsertion(with error: any Error) {
    insertionResult = .failure(error)
  }

  func stubRetrieval(with error: any Error) {
    retrievalResult = .failure(error)
  }

  func stubRetrieval(with feed: [LocalFeedImage], timestamp: Date) {
    retrievalResult = .success(CachedFeed(feed: feed, timestamp: timestamp))
  }

  /// Makes ``deleteCachedFeed(if:)`` find a cache that can never be read.
  func stubUnreadableCache() {
    isUnreadable = true
  }

  /// Runs `action` when ``deleteCachedFeed(if:)`` has looked at the cache, before it decides.
  func onInspection(_ action: @escaping @Sendable () -> Void) {
    inspection = action
  }

  func deleteCachedFeed() async throws {
    messages.append(.deleteCachedFeed)
    try deletionResult.get()
  }

  /// Records the look as `.retrieve` and a deletion as `.deleteCachedFeed`; a stubbed retrieval
  /// error is thrown before `shouldDelete` is asked.
  func deleteCachedFeed(if shouldDelete: @Sendable (StoredCache) -> Bool) async throws -> Bool {
    messages.append(.retrieve)
    let cache = isUnreadable ? .unreadable : try retrievalResult.get().map(StoredCache.feed)
    inspection()
    guard shouldDelete(cache ?? .empty) else { return false }
    messages.append(.deleteCachedFeed)
    try deletionResult.get()
    return true
  }

  func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
    messages.append(.insert(feed, timestamp))
    try insertionResult.get()
  }

  func retrieve() async throws -> CachedFeed? {
    messages.append(.retrieve)
    return try retrievalResult.get()
  }
}
