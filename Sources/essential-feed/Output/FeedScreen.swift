import EssentialFeed
import Foundation

/// The feed as `essential-feed feed` shows it: a title, the images, and where they came from.
struct FeedScreen: Equatable, Sendable {
  let title: String
  let images: [FeedImage]
  let source: FeedSource
}

/// Where a shown feed came from.
enum FeedSource: Equatable, Sendable {
  /// Loaded from the server just now (and cached).
  case server
  /// The cache, saved at `savedAt`, which `age` says in words ("2 days ago"). `reason` says why
  /// the server's feed is not shown.
  case cache(savedAt: Date, age: String, reason: CacheReason)
}

/// Why the cached feed is shown instead of the server's.
enum CacheReason: Equatable, Sendable {
  /// The server could not be reached (or did not answer in time).
  case offline
  /// The server answered, but not with a valid feed.
  case invalidAnswer

  /// The note after "Showing the cached feed".
  var note: String {
    switch self {
    case .offline: "offline"
    case .invalidAnswer: "the server's answer was not a valid feed"
    }
  }
}
