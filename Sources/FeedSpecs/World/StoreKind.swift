import EssentialFeed
import EssentialFeedSQLite
import Foundation

/// Which real store backs the scenarios' cache.
package enum StoreKind: String, Sendable, Hashable, CaseIterable {
  /// An ``InMemoryFeedStore`` (the default).
  case memory
  /// A ``SQLiteFeedStore`` in a file of its own temporary folder, removed when the run ends,
  /// also on SIGINT or SIGTERM.
  case sqlite

  /// The tag that makes one scenario run on SQLite whatever the default.
  package static let sqliteTag = "@sqlite"

  /// The environment variable that picks the default store (`memory` or `sqlite`).
  package static let environmentVariable = "FEED_SPECS_STORE"

  /// The kind `FEED_SPECS_STORE` names, or `nil` when it is unset.
  ///
  /// - Throws: ``ExpectationFailure`` when it names no known kind.
  package static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> StoreKind? {
    guard let value = environment[environmentVariable] else { return nil }
    return try named(value)
  }

  /// The kind called `name`.
  ///
  /// - Throws: ``ExpectationFailure`` naming the known kinds when there is none called `name`.
  package static func named(_ name: String) throws -> StoreKind {
    guard let kind = StoreKind(rawValue: name) else {
      let known = allCases.map(\.rawValue).joined(separator: ", ")
      throw ExpectationFailure("unknown store \"\(name)\": use one of \(known)")
    }
    return kind
  }

  /// Makes a fresh, empty store and, for SQLite, the folder holding its file (inside the
  /// process's ``TemporaryStores`` folder, removed at exit, SIGINT or SIGTERM).
  func makeStore() throws -> (store: any FeedStore & FeedImageDataStore, folder: URL?) {
    switch self {
    case .memory:
      return (InMemoryFeedStore(), nil)
    case .sqlite:
      let folder = try TemporaryStores.makeStoreFolder()
      return (SQLiteFeedStore(fileURL: folder.appendingPathComponent("cache.sqlite")), folder)
    }
  }
}
