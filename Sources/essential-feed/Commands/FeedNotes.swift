import EssentialFeed
import Foundation

/// What the feed commands say, beyond the feed itself, about what went wrong underneath.
struct FeedNotes: Sendable {
  let baseURL: URL
  let store: StoreLocation
  let context: CommandContext

  /// Nothing to show: the app's error message (or, when the server answered with something that
  /// is not a feed, a headline saying so), and why neither the server nor the cache could be used.
  func failure(_ message: String, _ report: FeedLoadReport) -> CommandFailure {
    var reasons: [String] = []
    var headline = message
    if let remote = report.remoteFailure {
      if LoadFailure.kind(of: remote) == .invalidAnswer {
        headline = LoadFailure.headline(remote, loading: Self.resource, locale: context.locale)
      }
      reasons.append(remoteReason(remote, report))
    }
    if let cache = report.cacheFailure {
      reasons.append(
        report.cacheIsMissing
          ? "no cached feed less than 7 days old"
          : "the cache at \(store.fileURL.path) can't be read: "
            + StoreErrorDescription.describe(cache)
            + " ('essential-feed validate-cache' resets it)")
    }
    return CommandFailure(headline, reasons: reasons)
  }

  private static let resource = "a valid feed"

  /// After a feed is shown: a note on standard error when the server's answer was not a feed or
  /// a later page failed. A failed save is a failure: the cache was asked for and not kept.
  func afterShowing(_ report: FeedLoadReport) throws(CommandFailure) {
    if let remote = report.remoteFailure, LoadFailure.kind(of: remote) != .noAnswer {
      context.console.report(remoteReason(remote, report))
    }
    if let message = report.moreFailure {
      context.console.report("loading more images failed: \(message)")
    }
    if let stop = report.pagingStop {
      context.console.report(stop)
    }
    if let save = report.saveFailure {
      throw CommandFailure(
        "couldn't save the feed to the cache at \(store.fileURL.path)",
        reason: StoreErrorDescription.describe(save))
    }
  }

  private func remoteReason(_ error: any Error, _ report: FeedLoadReport) -> String {
    LoadFailure.reason(
      error, loading: Self.resource, from: FeedEndpoint.get().url(baseURL: baseURL),
      clientFailure: report.clientFailure)
  }
}
