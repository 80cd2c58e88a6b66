import EssentialFeed
import Foundation

/// What the feed commands say, beyond the feed itself, about what went wrong underneath.
struct FeedNotes: Sendable {
  let baseURL: URL
  let store: StoreLocation
  let context: CommandContext

  /// Nothing to show: the app's error message, and why neither the server nor the cache could
  /// be used.
  func failure(_ message: String, _ report: FeedLoadReport) -> CommandFailure {
    var reasons: [String] = []
    if let remote = report.remoteFailure {
      reasons.append(remoteReason(remote))
    }
    if let cache = report.cacheFailure {
      reasons.append(
        report.cacheIsMissing
          ? "no cached feed less than 7 days old"
          : "the cache at \(store.fileURL.path) can't be read: "
            + StoreErrorDescription.describe(cache)
            + " ('essential-feed validate-cache' resets it)")
    }
    return CommandFailure(message, reasons: reasons)
  }

  /// After a feed is shown: a note on standard error when the server's answer was not a feed or
  /// a later page failed. A failed save is a failure: the cache was asked for and not kept.
  func afterShowing(_ report: FeedLoadReport) throws(CommandFailure) {
    if let remote = report.remoteFailure, (remote as? RemoteLoaderError) != .connectivity {
      context.console.report(remoteReason(remote))
    }
    if let message = report.moreFailure {
      context.console.report("loading more images failed: \(message)")
    }
    if let save = report.saveFailure {
      throw CommandFailure(
        "couldn't save the feed to the cache at \(store.fileURL.path)",
        reason: StoreErrorDescription.describe(save))
    }
  }

  private func remoteReason(_ error: any Error) -> String {
    LoadFailure.reason(
      error, loading: "a valid feed", from: FeedEndpoint.get().url(baseURL: baseURL))
  }
}
