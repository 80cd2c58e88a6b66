import EssentialFeed
import Foundation

/// A ``FeedCache`` that records every save and append and fails when told to.
actor FeedCacheSpy: FeedCache {
  enum Message: Equatable {
    case save([FeedImage])
    case append([FeedImage])
  }

  private(set) var messages: [Message] = []
  private var saveError: (any Error)?

  func stubSave(with error: any Error) {
    saveError = error
  }

  func save(_ feed: [FeedImage]) async throws {
    messages.append(.save(feed))
    if let saveError { throw saveError }
  }

  func append(_ images: [FeedImage]) async throws {
    messages.append(.append(images))
    if let saveError { throw saveError }
  }
}
