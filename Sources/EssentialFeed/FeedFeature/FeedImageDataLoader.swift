import Foundation

/// Loads the data of a feed image.
///
/// A load whose task is cancelled throws `CancellationError` and delivers no data.
public protocol FeedImageDataLoader: Sendable {
  /// Loads the image data found at `url`.
  func loadImageData(from url: URL) async throws -> Data
}
