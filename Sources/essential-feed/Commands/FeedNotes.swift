import EssentialApp
import EssentialFeed
import Foundation

/// What the feed commands say, beyond the feed itself, about what went wrong underneath.
struct FeedNotes: Sendable {
  let baseURL: URL
  let store: StoreLocation
  /// What the commands' HTTP client reported, so a timeout can be told from no connection.
  let meter: TransferMeter
  let context: CommandContext

  /// Nothing to show: the app's error message (or, when the server answered with something that
  /// is not a feed, a headline saying so), and why neither the server nor the cache could be used.
  func failure(_ error: any Error) async -> CommandFailure {
    guard let error = error as? FeedUnavailableError else {
      return CommandFailure(
        PresentationStrings.string(.loadError, locale: context.locale), reason: "\(error)")
    }
    let cacheReason =
      switch error.cacheMiss {
      case .empty, .expired: "no cached feed less than 7 days old"
      case .unreadable(let cacheError):
        "the cache at \(store.fileURL.path) can't be read: "
          + StoreErrorDescription.describe(cacheError)
          + " ('essential-feed validate-cache' resets it)"
      }
    return CommandFailure(
      LoadFailure.headline(error.remoteError, loading: Self.resource, locale: context.locale),
      reasons: [await remoteReason(error.remoteError), cacheReason])
  }

  private static let resource = "a valid feed"

  /// After a feed is shown: a note on standard error when the server's answer was not a feed or
  /// a later page failed. A failed save is a failure: the cache was asked for and not kept.
  func afterShowing(_ feed: FeedPages) async throws(CommandFailure) {
    if case .cache(_, let remote) = feed.origin, LoadFailure.kind(of: remote) != .noAnswer {
      context.console.report(await remoteReason(remote))
    }
    if feed.moreError != nil {
      context.console.report(
        "loading more images failed: "
          + PresentationStrings.string(.loadError, locale: context.locale))
    }
    if let stop = feed.pagingStop {
      context.console.report(stop)
    }
    if let save = feed.cacheError {
      throw CommandFailure(
        "couldn't save the feed to the cache at \(store.fileURL.path)",
        reason: StoreErrorDescription.describe(save))
    }
  }

  private func remoteReason(_ error: any Error) async -> String {
    LoadFailure.reason(
      error, loading: Self.resource, from: FeedEndpoint.get().url(baseURL: baseURL),
      clientFailure: await meter.lastFailure)
  }
}
