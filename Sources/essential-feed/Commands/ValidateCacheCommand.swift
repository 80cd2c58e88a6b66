import EssentialFeed
import EssentialFeedSQLite
import Foundation

/// `essential-feed validate-cache`: deletes the cached feed when it is 7 days old or more, or
/// when the store cannot be read (a corrupt file is replaced by an empty store).
struct ValidateCacheCommand: Sendable {
  let options: ValidateCacheOptions
  let context: CommandContext

  func run() async throws(CommandFailure) {
    let location = try context.preparedStore(option: options.storePath)
    let loader = LocalFeedLoader(
      store: SQLiteFeedStore(fileURL: location.fileURL), currentDate: context.currentDate,
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
