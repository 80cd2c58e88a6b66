import EssentialFeed
import Foundation
import Testing

@testable import EssentialApp

@Suite("Feed image data loader cache decorator")
struct FeedImageDataLoaderCacheDecoratorTests {
  @Test("load delivers the decoratee's data and caches it for the URL")
  func deliversAndCachesData() async throws {
    let (url, data) = (anyURL(), anyData())
    let (sut, loader, cache) = makeSUT(result: .success(data))

    #expect(try await sut.loadImageData(from: url) == data)
    #expect(await loader.loadedURLs == [url])
    #expect(await cache.messages == [.save(data, url)])
  }

  @Test("load fails with the decoratee's error and does not touch the cache")
  func failsWithoutCaching() async {
    let (sut, _, cache) = makeSUT(result: .failure(anyError()))

    await #expect(throws: AnyError.self) { try await sut.loadImageData(from: anyURL()) }
    #expect(await cache.messages == [])
  }

  @Test("load delivers the data even when the cache fails to save it")
  func ignoresCacheErrors() async throws {
    let data = anyData()
    let (sut, _, cache) = makeSUT(result: .success(data))
    await cache.stubSave(with: anyError())

    #expect(try await sut.loadImageData(from: anyURL()) == data)
  }

  private func makeSUT(result: Result<Data, any Error>) -> (
    FeedImageDataLoaderCacheDecorator, FeedImageDataLoaderSpy, FeedImageDataCacheSpy
  ) {
    let loader = FeedImageDataLoaderSpy(result: result)
    let cache = FeedImageDataCacheSpy()
    return (FeedImageDataLoaderCacheDecorator(decoratee: loader, cache: cache), loader, cache)
  }
}
