import EssentialFeed
import Foundation
import Testing

@testable import EssentialApp

@Suite("Feed loader with fallback composite")
struct FeedLoaderWithFallbackCompositeTests {
  @Test("load delivers the primary feed when the primary succeeds")
  func deliversPrimaryFeed() async throws {
    let primaryFeed = uniqueFeed()
    let sut = makeSUT(primary: .success(primaryFeed), fallback: .success(uniqueFeed()))

    #expect(try await sut.load() == primaryFeed)
  }

  @Test("load delivers the fallback feed when the primary fails")
  func deliversFallbackFeed() async throws {
    let fallbackFeed = uniqueFeed()
    let sut = makeSUT(primary: .failure(anyError()), fallback: .success(fallbackFeed))

    #expect(try await sut.load() == fallbackFeed)
  }

  @Test("load delivers the fallback's empty feed when the primary fails")
  func deliversEmptyFallbackFeed() async throws {
    let sut = makeSUT(primary: .failure(anyError()), fallback: .success([]))

    #expect(try await sut.load() == [])
  }

  @Test("load fails with the fallback's error when both fail")
  func failsWhenBothFail() async {
    struct FallbackError: Error {}
    let sut = makeSUT(primary: .failure(anyError()), fallback: .failure(FallbackError()))

    await #expect(throws: FallbackError.self) { try await sut.load() }
  }

  @Test("a cancelled load does not fall back")
  func cancelledLoadDoesNotFallBack() async {
    let sut = makeSUT(primary: .failure(anyError()), fallback: .success(uniqueFeed()))
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await sut.load()
    }

    await #expect(throws: CancellationError.self) { try await task.value }
  }

  private func makeSUT(
    primary: Result<[FeedImage], any Error>, fallback: Result<[FeedImage], any Error>
  ) -> FeedLoaderWithFallbackComposite {
    FeedLoaderWithFallbackComposite(
      primary: FeedLoaderStub(result: primary), fallback: FeedLoaderStub(result: fallback))
  }
}
