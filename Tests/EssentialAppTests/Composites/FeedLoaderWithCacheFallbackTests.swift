import EssentialFeed
import Foundation
import Testing

@testable import EssentialApp

@Suite("Feed loader with cache fallback")
struct FeedLoaderWithCacheFallbackTests {
  @Test("the server's feed comes from the server, and the cache is not looked at")
  func deliversRemoteFeed() async throws {
    let remoteFeed = uniqueFeed()
    let cache = FeedCacheLoaderStub(.success(.fresh(uniqueFeed(), savedAt: savedAt)))
    let sut = FeedLoaderWithCacheFallback(
      remote: FeedLoaderStub(result: .success(remoteFeed)), cache: cache)

    let (feed, origin) = try await sut.load()

    #expect(feed == remoteFeed)
    guard case .remote = origin else {
      Issue.record("expected the server as origin, got \(origin)")
      return
    }
    #expect(await cache.lookups == 0)
  }

  @Test("when the server fails, a fresh cache comes from the cache with its date and the error")
  func deliversFreshCacheWithDateAndRemoteError() async throws {
    let cachedFeed = uniqueFeed()
    let sut = makeSUT(cache: .success(.fresh(cachedFeed, savedAt: savedAt)))

    let (feed, origin) = try await sut.load()

    #expect(feed == cachedFeed)
    guard case .cache(let date, let remoteError) = origin else {
      Issue.record("expected the cache as origin, got \(origin)")
      return
    }
    #expect(date == savedAt)
    #expect(remoteError as? RemoteLoaderError == .connectivity)
  }

  @Test("when the server fails, a fresh cache holding an empty feed is delivered as the feed")
  func deliversFreshEmptyCache() async throws {
    let sut = makeSUT(cache: .success(.fresh([], savedAt: savedAt)))

    let (feed, origin) = try await sut.load()

    #expect(feed == [])
    guard case .cache = origin else {
      Issue.record("expected the cache as origin, got \(origin)")
      return
    }
  }

  @Test("when the server fails and the cache is empty, the load fails with both reasons")
  func failsOnEmptyCache() async throws {
    let sut = makeSUT(cache: .success(.empty))

    let error = try await feedUnavailableError { try await sut.load() }

    #expect(error.remoteError as? RemoteLoaderError == .connectivity)
    guard case .empty = error.cacheMiss else {
      Issue.record("expected an empty cache, got \(error.cacheMiss)")
      return
    }
  }

  @Test("when the server fails and the cache has expired, the load fails with the cache's date")
  func failsOnExpiredCacheWithItsDate() async throws {
    let sut = makeSUT(cache: .success(.expired(savedAt: savedAt)))

    let error = try await feedUnavailableError { try await sut.load() }

    #expect(error.remoteError as? RemoteLoaderError == .connectivity)
    guard case .expired(let date) = error.cacheMiss else {
      Issue.record("expected an expired cache, got \(error.cacheMiss)")
      return
    }
    #expect(date == savedAt)
  }

  @Test("when the server fails and the cache cannot be read, the load fails with the store's error")
  func failsOnUnreadableCache() async throws {
    let sut = makeSUT(remote: RemoteLoaderError.invalidData, cache: .failure(anyError()))

    let error = try await feedUnavailableError { try await sut.load() }

    #expect(error.remoteError as? RemoteLoaderError == .invalidData)
    guard case .unreadable(let storeError) = error.cacheMiss else {
      Issue.record("expected an unreadable cache, got \(error.cacheMiss)")
      return
    }
    #expect(storeError as? AnyError == anyError())
  }

  @Test("a cancelled load does not fall back to the cache")
  func cancelledLoadDoesNotFallBack() async {
    let cache = FeedCacheLoaderStub(.success(.fresh(uniqueFeed(), savedAt: savedAt)))
    let sut = FeedLoaderWithCacheFallback(
      remote: FeedLoaderStub(result: .failure(anyError())), cache: cache)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await sut.load()
    }

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(await cache.lookups == 0)
  }

  // MARK: - Helpers

  private let savedAt = Date(timeIntervalSince1970: 1_781_000_000)

  private func makeSUT(
    remote: RemoteLoaderError = .connectivity, cache: Result<CacheLookup, any Error>
  ) -> FeedLoaderWithCacheFallback {
    FeedLoaderWithCacheFallback(
      remote: FeedLoaderStub(result: .failure(remote)), cache: FeedCacheLoaderStub(cache))
  }
}

/// A ``FeedCacheLoader`` that delivers a fixed lookup and counts how often it was asked.
private actor FeedCacheLoaderStub: FeedCacheLoader {
  private let result: Result<CacheLookup, any Error>
  private(set) var lookups = 0

  init(_ result: Result<CacheLookup, any Error>) {
    self.result = result
  }

  func loadCache() async throws -> CacheLookup {
    lookups += 1
    return try result.get()
  }
}
