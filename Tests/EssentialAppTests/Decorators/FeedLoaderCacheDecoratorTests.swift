import EssentialFeed
import Foundation
import Testing

@testable import EssentialApp

@Suite("Feed loader cache decorator")
struct FeedLoaderCacheDecoratorTests {
  @Test("load delivers the decoratee's feed and saves it into the cache")
  func deliversAndCachesFeed() async throws {
    let feed = uniqueFeed()
    let (sut, cache) = makeSUT(result: .success(feed))

    #expect(try await sut.load() == feed)
    #expect(await cache.messages == [.save(feed)])
  }

  @Test("load fails with the decoratee's error and does not touch the cache")
  func failsWithoutCaching() async {
    let (sut, cache) = makeSUT(result: .failure(anyError()))

    await #expect(throws: AnyError.self) { try await sut.load() }
    #expect(await cache.messages == [])
  }

  @Test("load delivers the feed even when the cache fails to save it")
  func ignoresCacheErrors() async throws {
    let feed = uniqueFeed()
    let (sut, cache) = makeSUT(result: .success(feed))
    await cache.stubSave(with: anyError())

    #expect(try await sut.load() == feed)
    #expect(await cache.messages == [.save(feed)])
  }

  private func makeSUT(result: Result<[FeedImage], any Error>) -> (
    FeedLoaderCacheDecorator, FeedCacheSpy
  ) {
    let cache = FeedCacheSpy()
    return (
      FeedLoaderCacheDecorator(decoratee: FeedLoaderStub(result: result), cache: cache), cache
    )
  }
}
