import EssentialFeed
import Foundation

extension SQLiteFeedStore: FeedStore {
  /// Removes the cached feed (image data stays until the next insert prunes it). On a file that
  /// is not a usable database, replaces it with an empty store.
  public func deleteCachedFeed() async throws {
    try recoveringUnusableFile { () throws(SQLiteStoreError) in try deleteFeed() }
  }

  /// Replaces the cached feed in one transaction and drops image data for URLs the new feed does
  /// not hold.
  public func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
    try insertFeed(feed, timestamp: timestamp)
  }

  /// Deletes the old feed and inserts the new one in the same transaction, so a crash leaves the
  /// old cache or the new one. On a file that is not a usable database, replaces the file first,
  /// as ``deleteCachedFeed()`` would.
  public func replaceCachedFeed(with feed: [LocalFeedImage], timestamp: Date) async throws {
    try recoveringUnusableFile { () throws(SQLiteStoreError) in
      try insertFeed(feed, timestamp: timestamp)
    }
  }

  /// Continues `session`'s cache in one transaction: while `feed_cache` names `session` as the
  /// last writer, writes only the new rows; otherwise replaces the feed with `wholeFeed()` and
  /// names `session`.
  public func appendToCachedFeed(
    _ feed: [LocalFeedImage], session: UUID, timestamp: Date,
    wholeFeed: @Sendable () -> [LocalFeedImage]
  ) async throws {
    let connection = try openConnection()
    try connection.transaction(writing: true) { () throws(SQLiteStoreError) in
      let writer = try connection.prepare("SELECT session FROM feed_cache WHERE id = 1")
      guard try writer.step(), writer.text(at: 0) == session.uuidString else {
        try replaceFeed(with: wholeFeed(), timestamp: timestamp, session: session, on: connection)
        return
      }
      let cache = try connection.prepare("UPDATE feed_cache SET saved_at = ? WHERE id = 1")
      try cache.bind(.real(timestamp.timeIntervalSinceReferenceDate))
      try cache.step()
      let next = try connection.integer("SELECT COALESCE(MAX(position) + 1, 0) FROM feed_image")
      try insertImages(feed, from: Int64(next), on: connection)
    }
  }

  /// Runs `write`; on a file that is not a usable database, when this store may replace it,
  /// replaces it with an empty store and runs `write` again.
  private func recoveringUnusableFile(
    _ write: () throws(SQLiteStoreError) -> Void
  ) throws(SQLiteStoreError) {
    do {
      try write()
    } catch {
      guard error.requiresNewFile, canReplaceFile else { throw error }
      try replaceFile()
      try write()
    }
  }

  private static let clearFeed: StaticString = "DELETE FROM feed_image; DELETE FROM feed_cache"

  private func insertFeed(_ feed: [LocalFeedImage], timestamp: Date) throws(SQLiteStoreError) {
    let connection = try openConnection()
    try connection.transaction(writing: true) { () throws(SQLiteStoreError) in
      try replaceFeed(with: feed, timestamp: timestamp, session: nil, on: connection)
    }
  }

  /// Replaces the feed, names `session` as its writer and drops image data for URLs the new feed
  /// does not hold (inside the caller's transaction).
  private func replaceFeed(
    with feed: [LocalFeedImage], timestamp: Date, session: UUID?, on connection: SQLiteConnection
  ) throws(SQLiteStoreError) {
    try connection.execute(Self.clearFeed)
    let cache = try connection.prepare(
      "INSERT INTO feed_cache (id, saved_at, session) VALUES (1, ?, ?)")
    try cache.bind(
      .real(timestamp.timeIntervalSinceReferenceDate),
      session.map { .text($0.uuidString) } ?? .null)
    try cache.step()
    try insertImages(feed, from: 0, on: connection)
    try connection.execute("DELETE FROM image_data WHERE url NOT IN (SELECT url FROM feed_image)")
  }

  /// Inserts `feed` at positions `first`, `first + 1`, ... (inside the caller's transaction).
  private func insertImages(
    _ feed: [LocalFeedImage], from first: Int64, on connection: SQLiteConnection
  ) throws(SQLiteStoreError) {
    let image = try connection.prepare(
      "INSERT INTO feed_image (position, id, description, location, url) VALUES (?, ?, ?, ?, ?)")
    for (offset, local) in feed.enumerated() {
      try image.bind(
        .integer(first + Int64(offset)),
        .text(local.id.uuidString),
        local.description.map(SQLiteValue.text) ?? .null,
        local.location.map(SQLiteValue.text) ?? .null,
        .text(local.url.absoluteString))
      try image.step()
    }
  }

  /// Returns the cached feed, read in one transaction, or `nil` when nothing is cached.
  public func retrieve() async throws -> CachedFeed? {
    let connection = try openConnection()
    return try connection.transaction(writing: false) { () throws(SQLiteStoreError) in
      try readCache(on: connection)
    }
  }

  /// Reads the cache and deletes it when `shouldDelete` says so, in one write transaction
  /// (`BEGIN IMMEDIATE`: no other connection writes from the read to the commit). The cache is
  /// ``StoredCache/unreadable`` when it can never be read: a stored value that is not a feed's
  /// (the feed is then deleted in the same transaction), or a file that is not a usable database
  /// (corrupt, not a database, a newer schema), which is replaced with an empty store as
  /// ``deleteCachedFeed()`` does. Any other error (busy, locked, I/O, cannot open, a foreign
  /// file) is thrown and nothing is deleted. A read-only store reads in a read transaction and
  /// throws `SQLITE_READONLY` when asked to delete.
  @discardableResult
  public func deleteCachedFeed(if shouldDelete: @Sendable (StoredCache) -> Bool) async throws
    -> Bool
  {
    try deleteCache(if: shouldDelete)
  }

  private func deleteCache(if shouldDelete: (StoredCache) -> Bool) throws(SQLiteStoreError)
    -> Bool
  {
    var deleting: Bool?
    do {
      let connection = try openConnection()
      return try connection.transaction(writing: canReplaceFile) { () throws(SQLiteStoreError) in
        let answer = shouldDelete(try inspectCache(on: connection))
        deleting = answer
        guard answer else { return false }
        try connection.execute(Self.clearFeed)
        return true
      }
    } catch {
      guard error.requiresNewFile, canReplaceFile else { throw error }
      guard deleting ?? shouldDelete(.unreadable) else { return false }
      try replaceFile()
      return true
    }
  }

  /// The cache as ``deleteCachedFeed(if:)`` judges it: a stored value that is not a feed's makes
  /// it unreadable; a file that is not a usable database throws (inside the caller's transaction).
  private func inspectCache(on connection: SQLiteConnection) throws(SQLiteStoreError)
    -> StoredCache
  {
    do {
      guard let cache = try readCache(on: connection) else { return .empty }
      return .feed(cache)
    } catch .invalidStoredValue {
      // A stored value that is not a feed's can never be read: validating deletes it. Every
      // other error may pass (busy, locked, I/O) or is not the cache's fault, and deletes nothing;
      // an unusable file (`requiresNewFile`) is replaced when the store is opened.
      return .unreadable
    }
  }

  /// The cached feed, or `nil` (inside the caller's transaction).
  private func readCache(on connection: SQLiteConnection) throws(SQLiteStoreError) -> CachedFeed? {
    let cache = try connection.prepare("SELECT saved_at FROM feed_cache WHERE id = 1")
    guard try cache.step() else { return nil }
    let timestamp = Date(timeIntervalSinceReferenceDate: cache.double(at: 0))
    let rows = try connection.prepare(
      "SELECT id, description, location, url FROM feed_image ORDER BY position")
    var feed: [LocalFeedImage] = []
    while try rows.step() {
      guard let id = rows.text(at: 0).flatMap(UUID.init(uuidString:)) else {
        throw .invalidStoredValue(column: "feed_image.id")
      }
      guard let url = rows.text(at: 3).flatMap(URL.init(string:)) else {
        throw .invalidStoredValue(column: "feed_image.url")
      }
      feed.append(
        LocalFeedImage(id: id, description: rows.text(at: 1), location: rows.text(at: 2), url: url))
    }
    return CachedFeed(feed: feed, timestamp: timestamp)
  }

  private func deleteFeed() throws(SQLiteStoreError) {
    let connection = try openConnection()
    try connection.transaction(writing: true) { () throws(SQLiteStoreError) in
      try connection.execute(Self.clearFeed)
    }
  }
}
