import EssentialFeed
import Foundation

/// A feed as ``FeedUseCases/loadFeed()`` loaded it: its first page and where it came from.
public struct LoadedFeed: Sendable {
  /// The first page, with a way to load more.
  public let page: Paginated<FeedImage>
  /// Where the first page came from.
  public let origin: FeedOrigin
}

/// Where a loaded feed came from.
public enum FeedOrigin: Sendable {
  /// The server, just now.
  case remote
  /// The cache, saved at `savedAt`, shown because the server failed with `remoteError` (a
  /// `RemoteLoaderError`: `connectivity` offline, `invalidData` for an answer that is not a feed).
  case cache(savedAt: Date, remoteError: any Error)
}

/// Neither the server nor the cache could give the feed: the error behind the app's "Couldn't
/// connect to server", with both reasons.
public struct FeedUnavailableError: Error {
  /// Why the cache could not stand in for the server.
  public enum CacheMiss: Sendable {
    /// Nothing is cached.
    case empty
    /// The cache saved at `savedAt` is seven days old or more, or dated after now.
    case expired(savedAt: Date)
    /// The cache could not be read; `error` is the store's.
    case unreadable(any Error)
  }

  /// Why the server's feed could not be loaded.
  public let remoteError: any Error
  /// Why the cache could not stand in.
  public let cacheMiss: CacheMiss
}
