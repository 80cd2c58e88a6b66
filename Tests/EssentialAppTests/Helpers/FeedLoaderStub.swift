import EssentialApp
import EssentialFeed
import Foundation

/// A ``FeedLoader`` that delivers a fixed result.
struct FeedLoaderStub: FeedLoader {
  let result: Result<[FeedImage], any Error>

  func load() async throws -> [FeedImage] {
    try result.get()
  }
}
