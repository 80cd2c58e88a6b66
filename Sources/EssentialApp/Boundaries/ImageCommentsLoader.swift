import EssentialFeed
import Foundation

/// Loads the comments of a feed image.
public protocol ImageCommentsLoader: Sendable {
  /// Loads every comment of `image`.
  func loadComments(for image: FeedImage) async throws -> [ImageComment]
}
