import EssentialFeed
import Foundation

/// A ``FeedImageDataLoader`` that records the URLs it loads and delivers a stubbed result.
actor FeedImageDataLoaderSpy: FeedImageDataLoader {
  private(set) var loadedURLs: [URL] = []
  private var result: Result<Data, any Error>

  init(result: Result<Data, any Error>) {
    self.result = result
  }

  func loadImageData(from url: URL) async throws -> Data {
    loadedURLs.append(url)
    return try result.get()
  }
}
