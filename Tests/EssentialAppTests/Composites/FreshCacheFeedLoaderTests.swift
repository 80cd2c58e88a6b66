import EssentialFeed
import Foundation
import Testing

@testable import EssentialApp

@Suite("Fresh cache feed loader")
struct FreshCacheFeedLoaderTests {
  @Test("load delivers the fresh cached feed")
  func deliversFreshFeed() async throws {
    let feed = uniqueFeed()
    let sut = FreshCacheFeedLoader(cache: FreshCacheStub(result: .success(feed)))

    #expect(try await sut.load() == feed)
  }

  @Test("load delivers an empty feed from a fresh cache holding one")
  func deliversFreshEmptyFeed() async throws {
    let sut = FreshCacheFeedLoader(cache: FreshCacheStub(result: .success([])))

    #expect(try await sut.load() == [])
  }

  @Test("load fails with no fresh cache when the cache is empty or expired")
  func failsWithoutFreshCache() async {
    let sut = FreshCacheFeedLoader(cache: FreshCacheStub(result: .success(nil)))

    await #expect(throws: FreshCacheFeedLoader.NoFreshCache()) { try await sut.load() }
  }

  @Test("load fails with the cache's error when the cache cannot be read")
  func failsOnRetrievalError() async {
    let sut = FreshCacheFeedLoader(cache: FreshCacheStub(result: .failure(anyError())))

    await #expect(throws: AnyError.self) { try await sut.load() }
  }

  private struct FreshCacheStub: FreshFeedCacheLoader {
    let result: Result<[FeedImage]?, any Error>

    func loadFreshCache() async throws -> [FeedImage]? {
      try result.get()
    }
  }
}
