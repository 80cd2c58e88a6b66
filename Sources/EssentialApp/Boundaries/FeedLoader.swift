import EssentialFeed
import Foundation

/// Loads a feed from one source, remote or local.
protocol FeedLoader: Sendable {
  /// Loads the feed; throws when the source has no feed to give.
  func load() async throws -> [FeedImage]
}
