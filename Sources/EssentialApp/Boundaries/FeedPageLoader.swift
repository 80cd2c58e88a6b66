import EssentialFeed
import Foundation

/// Loads one page of the remote feed.
protocol FeedPageLoader: Sendable {
  /// Loads the page that follows `image`, or the first page when `image` is `nil`. An empty page
  /// means there are no more images.
  func loadPage(after image: FeedImage?) async throws -> [FeedImage]
}
