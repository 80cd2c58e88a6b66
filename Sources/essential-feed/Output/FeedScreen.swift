import EssentialFeed
import Foundation

/// The feed as `essential-feed feed` shows it: a title, the images, and where they came from.
struct FeedScreen: Equatable, Sendable {
  let title: String
  let images: [FeedImage]
  let origin: FeedOrigin
}

/// Where a shown feed came from.
enum FeedOrigin: Equatable, Sendable {
  /// Loaded from the server just now (and cached).
  case server
  /// The cache, saved at `savedAt`, which `age` says in words ("2 days ago"); both are `nil`
  /// when the store no longer says.
  case cache(savedAt: Date?, age: String?)
}
