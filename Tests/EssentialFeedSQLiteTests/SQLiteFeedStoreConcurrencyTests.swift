import CSQLite
import EssentialFeed
import EssentialFeedSQLite
import Foundation
import Testing

/// What another connection (another process, in the app) can and cannot do to the file while the
/// store checks and acts: validating and deleting, and claiming a new file.
@Suite("SQLite feed store under concurrency")
struct SQLiteFeedStoreConcurrencyTests {
  private let directory: TemporaryDirectory
  private var storeURL: URL { directory.file(storeFileName) }

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test(
    "validation holds the write lock from its look to its deletion, so no save lands between them"
  )
  func validationLooksAndDeletesInOneTransaction() async throws {
    let sut = SQLiteFeedStore(fileURL: storeURL)
    try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    let url = storeURL
    let attempts = SeenWriteAttempts()

    let deleted = try await sut.deleteCachedFeed { _ in
      attempts.record(RawConnection.tryToBeginWriting(url))
      return true
    }

    #expect(deleted)
    #expect(attempts.codes == [SQLITE_BUSY], "another connection could write meanwhile")
    #expect(try await sut.retrieve() == nil)
    #expect(RawConnection.tryToBeginWriting(url) == SQLITE_OK, "the lock is released afterwards")
  }

  @Test("a store busy with another connection's write fails validation and keeps an expired cache")
  func busyStoreIsNotDeleted() async throws {
    let expired = CachedFeed(feed: uniqueLocalFeed(), timestamp: .distantPast)
    try await SQLiteFeedStore(fileURL: storeURL).insert(expired.feed, timestamp: expired.timestamp)
    let writer = try RawConnection(storeURL)
    try writer.execute("BEGIN IMMEDIATE")
    let sut = SQLiteFeedStore(fileURL: storeURL)
    let loader = LocalFeedLoader(store: sut, currentDate: { anyTimestamp })

    // The store waits its busy timeout, then fails with SQLITE_BUSY.
    await #expect(throws: SQLiteStoreError.self) { try await loader.validateCache() }
    try writer.execute("COMMIT")

    #expect(try await sut.retrieve() == expired)
  }

  @Test(
    "a cached value that is not a feed's makes the cache unreadable, and it is deleted in the same transaction"
  )
  func invalidStoredValueIsUnreadable() async throws {
    let sut = SQLiteFeedStore(fileURL: storeURL)
    try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    try SQLiteScript.run("UPDATE feed_image SET id = 'not a UUID'", in: storeURL)
    let seen = SeenCaches(answer: true)

    let deleted = try await sut.deleteCachedFeed { seen.record($0) }

    #expect(seen.caches == [.unreadable])
    #expect(deleted)
    #expect(try await sut.retrieve() == nil)
  }

  @Test(
    "a store opening a new file that another connection is initializing waits for it, then accepts it"
  )
  func firstOpenWaitsForAnotherInitialization() async throws {
    let initializer = try RawConnection(storeURL)
    try initializer.execute(
      """
      BEGIN EXCLUSIVE;
      CREATE TABLE feed_cache (id INTEGER PRIMARY KEY CHECK (id = 1), saved_at REAL NOT NULL);
      CREATE TABLE feed_image (position INTEGER PRIMARY KEY, id TEXT NOT NULL, description TEXT,
        location TEXT, url TEXT NOT NULL);
      CREATE INDEX feed_image_url ON feed_image (url);
      CREATE TABLE image_data (url TEXT PRIMARY KEY, data BLOB NOT NULL);
      PRAGMA user_version = 1;
      """)
    let sut = SQLiteFeedStore(fileURL: storeURL)
    let started = DispatchSemaphore(value: 0)
    let opening = Task {
      started.signal()
      try await sut.open()
    }
    // The other connection commits once the store has begun to open, from a thread of its own:
    // the store waits for the lock on one of the tasks' shared threads, and on a busy machine a
    // task of the test's might not get a thread back before the store's busy timeout ran out. The
    // store may reach the lock before or after the commit; it must accept the file either way.
    try await Self.onThreadOfItsOwn {
      started.wait()
      try initializer.execute("COMMIT")
    }

    try await opening.value
    try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    #expect(try DatabaseHeader.applicationID(of: storeURL) == storeApplicationID)
    #expect(try DatabaseHeader.userVersion(of: storeURL) == currentVersion)
  }

  /// Runs `work`, which blocks, on a dispatch thread instead of one the tasks share.
  private static func onThreadOfItsOwn(_ work: @escaping @Sendable () throws -> Void) async throws {
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
  }
}

/// A plain SQLite connection of the test's own, standing for another process. `@unchecked
/// Sendable`: a test uses it from one thread at a time.
private final class RawConnection: @unchecked Sendable {
  private var handle: OpaquePointer?

  init(_ url: URL) throws {
    try SQLiteScript.requireLibrary()
    guard ef_sqlite3_open(url.path, &handle) == SQLITE_OK else {
      throw SQLiteScript.Failure(description: "cannot open \(url.path)")
    }
  }

  deinit { ef_sqlite3_close(handle) }

  func execute(_ sql: String) throws {
    guard ef_sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
      throw SQLiteScript.Failure(description: String(cString: ef_sqlite3_errmsg(handle)))
    }
  }

  /// The result of `BEGIN IMMEDIATE` on a new connection to `url` that does not wait for locks
  /// (rolled back at once when it succeeds).
  static func tryToBeginWriting(_ url: URL) -> Int32 {
    guard (try? SQLiteScript.requireLibrary()) != nil else { return SQLITE_CANTOPEN }
    var handle: OpaquePointer?
    defer { ef_sqlite3_close(handle) }
    guard ef_sqlite3_open(url.path, &handle) == SQLITE_OK else { return SQLITE_CANTOPEN }
    let code = ef_sqlite3_exec(handle, "BEGIN IMMEDIATE", nil, nil, nil)
    if code == SQLITE_OK { ef_sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
    return code
  }
}

/// The result codes of the write attempts made while the store decided.
private final class SeenWriteAttempts: Sendable {
  private let lock = NSLock()
  private nonisolated(unsafe) var seen: [Int32] = []

  var codes: [Int32] { lock.withLock { seen } }

  func record(_ code: Int32) { lock.withLock { seen.append(code) } }
}
