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

  func deleteCachedFeed() async throws {
    messages.append(.deleteCachedFeed)
    try deletionResult.get()
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
