import EssentialFeed
import Foundation

@testable import EssentialApp

/// A ``FeedLoader`` that delivers a fixed result.
struct FeedLoaderStub: FeedLoader {
  let result: Result<[FeedImage], any Error>

  func load() async throws -> [FeedImage] {
    try result.get()
  }
}
