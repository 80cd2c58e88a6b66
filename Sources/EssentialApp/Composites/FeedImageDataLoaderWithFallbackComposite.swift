import EssentialFeed
import Foundation

/// Loads image data from a primary source (the cache) and, when that fails for any reason such as
/// `notFound` or `failed`, from a fallback source (the server).
///
/// A cancelled load throws `CancellationError`: it delivers no data and tries no fallback.
struct FeedImageDataLoaderWithFallbackComposite: FeedImageDataLoader {
  private let primary: any FeedImageDataLoader
  private let fallback: any FeedImageDataLoader

  /// Creates a composite that tries `primary`, then `fallback`.
  init(primary: any FeedImageDataLoader, fallback: any FeedImageDataLoader) {
    self.primary = primary
    self.fallback = fallback
  }

  /// Delivers the primary data, or the fallback's data or error when the primary fails.
  func loadImageData(from url: URL) async throws -> Data {
    do {
      return try await primary.loadImageData(from: url)
    } catch {
      try Task.checkCancellation()
      return try await fallback.loadImageData(from: url)
    }
  }
}
