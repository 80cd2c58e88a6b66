import EssentialFeed
import EssentialFeedSQLite
import Foundation
import Testing

@Suite("SQLite feed store schema")
struct SQLiteFeedStoreSchemaTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test("a new file is migrated to schema version 1")
  func newFileIsMigratedToCurrentVersion() async throws {
    _ = try await makeSUT().retrieve()

    #expect(try DatabaseHeader.userVersion(of: storeURL) == 1)
  }

  @Test("an empty version-0 database is migrated forward and usable")
  func emptyVersionZeroFileIsMigrated() async throws {
    try Data().write(to: storeURL)
    let sut = makeSUT()
    let feed = uniqueLocalFeed()

    try await sut.insert(feed, timestamp: anyTimestamp)

    #expect(try await sut.retrieve() == CachedFeed(feed: feed, timestamp: anyTimestamp))
    #expect(try DatabaseHeader.userVersion(of: storeURL) == 1)
  }

  @Test("retrieve delivers an unsupported-schema error on a file from a newer store")
  func retrieveDeliversErrorOnNewerSchema() async throws {
    try await makeFileFromNewerStore()
    let sut = makeSUT()

    await #expect(throws: SQLiteStoreError.unsupportedSchemaVersion(found: 99, supported: 1)) {
      try await sut.retrieve()
    }
  }

  @Test("insert delivers an unsupported-schema error on a file from a newer store")
  func insertDeliversErrorOnNewerSchema() async throws {
    try await makeFileFromNewerStore()
    let sut = makeSUT()

    await #expect(throws: SQLiteStoreError.unsupportedSchemaVersion(found: 99, supported: 1)) {
      try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    }
    #expect(try DatabaseHeader.userVersion(of: storeURL) == 99)
  }

  @Test("delete recovers a file from a newer store as an empty current store")
  func deleteRecoversNewerSchema() async throws {
    try await makeFileFromNewerStore()
    let sut = makeSUT()

    try await sut.deleteCachedFeed()

    #expect(try await sut.retrieve() == nil)
    #expect(try DatabaseHeader.userVersion(of: storeURL) == 1)
  }

  @Test("a file whose version no store writes (negative) is a retrieval error, not a crash")
  func retrieveDeliversErrorOnNegativeVersion() async throws {
    try await makeSUT().insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    try DatabaseHeader.setUserVersion(UInt32(bitPattern: -1), of: storeURL)
    let sut = makeSUT()

    await #expect(throws: SQLiteStoreError.unsupportedSchemaVersion(found: -1, supported: 1)) {
      try await sut.retrieve()
    }
  }

  @Test("delete recovers a file whose version no store writes as an empty current store")
  func deleteRecoversNegativeVersion() async throws {
    try await makeSUT().insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    try DatabaseHeader.setUserVersion(UInt32(bitPattern: -1), of: storeURL)
    let sut = makeSUT()

    try await sut.deleteCachedFeed()

    #expect(try await sut.retrieve() == nil)
    #expect(try DatabaseHeader.userVersion(of: storeURL) == 1)
  }

  @Test(
    "a database without the tables its version promises is a retrieval error that delete recovers",
    arguments: [
      "CREATE TABLE unrelated (x); PRAGMA user_version = 1;",
      "CREATE TABLE feed_cache (x); PRAGMA user_version = 0;",
    ])
  func deleteRecoversMismatchedSchema(script: String) async throws {
    try SQLiteScript.run(script, in: storeURL)
    let sut = makeSUT()

    await #expect(throws: SQLiteStoreError.self) { try await sut.retrieve() }
    try await sut.deleteCachedFeed()

    #expect(try await sut.retrieve() == nil)
    let feed = uniqueLocalFeed()
    try await sut.insert(feed, timestamp: anyTimestamp)
    #expect(try await sut.retrieve() == CachedFeed(feed: feed, timestamp: anyTimestamp))
  }

  // MARK: - Helpers

  private var storeURL: URL { directory.file(storeFileName) }

  private func makeSUT() -> SQLiteFeedStore {
    SQLiteFeedStore(fileURL: storeURL)
  }

  private func makeFileFromNewerStore() async throws {
    try await makeSUT().insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    try DatabaseHeader.setUserVersion(99, of: storeURL)
  }
}
