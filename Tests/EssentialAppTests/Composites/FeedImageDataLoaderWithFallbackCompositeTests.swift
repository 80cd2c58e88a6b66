import EssentialFeed
import Foundation
import Testing

@testable import EssentialApp

@Suite("Feed image data loader with fallback composite")
struct FeedImageDataLoaderWithFallbackCompositeTests {
  @Test("load asks the primary first and not the fallback when the primary succeeds")
  func loadsFromPrimaryFirst() async throws {
    let url = anyURL()
    let (sut, primary, fallback) = makeSUT(primary: .success(anyData()))

    _ = try await sut.loadImageData(from: url)

    #expect(await primary.loadedURLs == [url])
    #expect(await fallback.loadedURLs == [])
  }

  @Test("load delivers the primary data when the primary succeeds")
  func deliversPrimaryData() async throws {
    let primaryData = Data("primary".utf8)
    let (sut, _, _) = makeSUT(primary: .success(primaryData))

    #expect(try await sut.loadImageData(from: anyURL()) == primaryData)
  }

  @Test(
    "load delivers the fallback data when the primary fails as not found or failed",
    arguments: [LocalFeedImageDataLoader.LoadError.notFound, .failed])
  func deliversFallbackData(primaryError: LocalFeedImageDataLoader.LoadError) async throws {
    let url = anyURL()
    let fallbackData = Data("fallback".utf8)
    let (sut, _, fallback) = makeSUT(
      primary: .failure(primaryError), fallback: .success(fallbackData))

    #expect(try await sut.loadImageData(from: url) == fallbackData)
    #expect(await fallback.loadedURLs == [url])
  }

  @Test("load fails with the fallback's error when both fail")
  func failsWhenBothFail() async {
    struct FallbackError: Error {}
    let (sut, _, _) = makeSUT(primary: .failure(anyError()), fallback: .failure(FallbackError()))

    await #expect(throws: FallbackError.self) { try await sut.loadImageData(from: anyURL()) }
  }

  @Test("a cancelled load delivers no data and does not fall back")
  func cancelledLoadDoesNotFallBack() async {
    let (sut, _, fallback) = makeSUT(primary: .failure(anyError()))
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await sut.loadImageData(from: anyURL())
    }

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(await fallback.loadedURLs == [])
  }

  private func makeSUT(
    primary: Result<Data, any Error>,
    fallback: Result<Data, any Error> = .success(anyData())
  ) -> (FeedImageDataLoaderWithFallbackComposite, FeedImageDataLoaderSpy, FeedImageDataLoaderSpy) {
    let primary = FeedImageDataLoaderSpy(result: primary)
    let fallback = FeedImageDataLoaderSpy(result: fallback)
    return (
      FeedImageDataLoaderWithFallbackComposite(primary: primary, fallback: fallback), primary,
      fallback
    )
  }
}
