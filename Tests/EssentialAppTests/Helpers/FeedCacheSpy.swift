import EssentialFeed
import Foundation

/// A ``FeedCache`` that records every save and append and fails when told to.
actor FeedCacheSpy: FeedCache {
  enum Message: Equatable {
    case save([FeedImage])
    case append([FeedImage], after: [FeedImage], session: UUID)
  }

  private(set) var messages: [Message] = []

  /// The session of every append, in order.
  var sessions: [UUID] {
    messages.compactMap {
      guard case .append(_, _, let session) = $0 else { return nil }
      return session
    }
  }
  private var saveError: (any Error)?

  func stubSave(with error: any Error) {
    saveError = error
  }

  func save(_ feed: [FeedImage]) async throws {
    messages.append(.save(feed))
    if let saveError { throw saveError }
  }

  func append(_ images: [FeedImage], after earlier: [FeedImage], session: UUID) async throws {
    messages.append(.append(images, after: earlier, session: session))
    if let saveError { throw saveError }
  }
}
