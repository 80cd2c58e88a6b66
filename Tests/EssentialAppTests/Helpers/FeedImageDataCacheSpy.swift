import EssentialFeed
import Foundation

/// A ``FeedImageDataCache`` that records every save and fails when told to.
actor FeedImageDataCacheSpy: FeedImageDataCache {
  enum Message: Equatable {
    case save(Data, URL)
  }

  private(set) var messages: [Message] = []
  private var saveError: (any Error)?

  func stubSave(with error: any Error) {
    saveError = error
  }

  func save(_ data: Data, for url: URL) async throws {
    messages.append(.save(data, url))
    if let saveError { throw saveError }
  }
}
