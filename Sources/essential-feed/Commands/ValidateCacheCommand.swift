import EssentialFeed
import EssentialFeedSQLite
import Foundation

/// `essential-feed validate-cache`: deletes the cached feed when it is 7 days old or more, or
/// when it can never be read (a damaged cache of its own is replaced by an empty store; a file
/// that is not its cache is refused and left alone), in one step of the store, so a feed another
/// run saves meanwhile is kept. A store busy or unreadable for now fails and is left alone.
struct ValidateCacheCommand: Sendable {
  let options: ValidateCacheOptions
  let context: CommandContext

  func run() async throws(CommandFailure) {
    let (location, store) = try await context.openedStore(option: options.storePath)
    let loader = LocalFeedLoader(
      store: store, currentDate: context.currentDate,
      policy: FeedCachePolicy(calendar: context.calendar))
    do {
      try await loader.validateCache()
    } catch {
      throw CommandFailure(
        "couldn't validate the cache at \(location.fileURL.path)",
        reason: StoreErrorDescription.describe(error))
    }
    context.console.print("Validated the cache at \(location.fileURL.path).")
  }
}
