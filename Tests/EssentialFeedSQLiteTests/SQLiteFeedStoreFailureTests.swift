import EssentialFeed
import EssentialFeedSQLite
import Foundation
import Testing

/// The failing-store specifications of ``SQLiteFeedStore``: a file that is not a database, and a
/// store opened read-only.
///
/// Read-only is simulated with ``SQLiteFeedStore/Access/readOnly`` (`SQLITE_OPEN_READONLY`)
/// rather than file permissions, because the tests may run as root, for whom `chmod` does not
/// stop writes; the open flag makes SQLite refuse every write for any user.
@Suite("SQLite feed store failures")
struct SQLiteFeedStoreFailureTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  // MARK: - A file that is not a database

  @Test("retrieve delivers an error on a file that is not a database")
  func retrieveDeliversErrorOnInvalidFile() async throws {
    try writeInvalidFile()
    let sut = makeSUT()

    await #expect(throws: SQLiteStoreError.self) { try await sut.retrieve() }
  }

  @Test("retrieve has no side effects on a file that is not a database")
  func retrieveHasNoSideEffectsOnInvalidFile() async throws {
    try writeInvalidFile()
    let sut = makeSUT()

    _ = try? await sut.retrieve()

    await #expect(throws: SQLiteStoreError.self) { try await sut.retrieve() }
    #expect(try Data(contentsOf: storeURL) == invalidFileContents)
  }

  @Test("insert delivers an error on a file that is not a database")
  func insertDeliversErrorOnInvalidFile() async throws {
    try writeInvalidFile()
    let sut = makeSUT()

    await #expect(throws: SQLiteStoreError.self) {
      try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    }
  }

  @Test("image data retrieval delivers an error on a file that is not a database")
  func imageDataRetrievalDeliversErrorOnInvalidFile() async throws {
    try writeInvalidFile()
    let sut = makeSUT()

    await #expect(throws: SQLiteStoreError.self) { try await sut.retrieve(dataForURL: anyURL()) }
  }

  @Test("image data insertion delivers an error on a file that is not a database")
  func imageDataInsertionDeliversErrorOnInvalidFile() async throws {
    try writeInvalidFile()
    let sut = makeSUT()

    await #expect(throws: SQLiteStoreError.self) { try await sut.insert(anyData(), for: anyURL()) }
  }

  @Test("in its own location, delete recovers a file that is not a database as an empty store")
  func deleteRecoversInvalidFile() async throws {
    try writeInvalidFile()
    let sut = makeSUT(ownsLocation: true)

    try await sut.deleteCachedFeed()

    #expect(try await sut.retrieve() == nil)
  }

  @Test("in its own location, a recovered store accepts a new feed")
  func recoveredStoreAcceptsNewFeed() async throws {
    try writeInvalidFile()
    let sut = makeSUT(ownsLocation: true)
    let feed = uniqueLocalFeed()

    try await sut.deleteCachedFeed()
    try await sut.insert(feed, timestamp: anyTimestamp)

    #expect(try await sut.retrieve() == CachedFeed(feed: feed, timestamp: anyTimestamp))
  }

  @Test(
    "in its own location, replacing the cache on a file that is not a database recovers it with the new feed"
  )
  func replaceRecoversInvalidFile() async throws {
    try writeInvalidFile()
    let sut = makeSUT(ownsLocation: true)
    let feed = uniqueLocalFeed()

    try await sut.replaceCachedFeed(with: feed, timestamp: anyTimestamp)

    #expect(try await sut.retrieve() == CachedFeed(feed: feed, timestamp: anyTimestamp))
  }

  @Test(
    "at a location it does not own, a file that is not a database (a text file) is refused by every call and left as it is"
  )
  func foreignTextFileIsLeftAlone() async throws {
    let text = Data("my notes, not a cache\n".utf8)
    try text.write(to: storeURL)
    let sut = makeSUT()

    for operation: () async throws -> Void in [
      { try await sut.deleteCachedFeed() },
      { try await sut.replaceCachedFeed(with: uniqueLocalFeed(), timestamp: anyTimestamp) },
      { _ = try await sut.retrieve() },
    ] {
      let error = await #expect(throws: SQLiteStoreError.self) { try await operation() }
      #expect(error.map(isForeignFile) == true, "\(String(describing: error))")
    }
    #expect(try Data(contentsOf: storeURL) == text)
  }

  @Test("a read-only store does not replace a file that is not a database")
  func readOnlyDeleteKeepsInvalidFile() async throws {
    try writeInvalidFile()
    let sut = makeSUT(access: .readOnly)

    await #expect(throws: SQLiteStoreError.self) { try await sut.deleteCachedFeed() }
    #expect(try Data(contentsOf: storeURL) == invalidFileContents)
  }

  // MARK: - A corrupt database

  @Test("retrieve delivers a corruption error on a database whose pages are damaged")
  func retrieveDeliversErrorOnCorruptDatabase() async throws {
    try await writeCorruptDatabase()
    let sut = makeSUT()

    let error = await #expect(throws: SQLiteStoreError.self) { try await sut.retrieve() }
    #expect(error.map(isCorruption) == true, "\(String(describing: error))")
  }

  @Test("delete recovers a database whose pages are damaged as an empty store")
  func deleteRecoversCorruptDatabase() async throws {
    try await writeCorruptDatabase()
    let sut = makeSUT()
    let feed = uniqueLocalFeed()

    try await sut.deleteCachedFeed()

    #expect(try await sut.retrieve() == nil)
    try await sut.insert(feed, timestamp: anyTimestamp)
    #expect(try await makeSUT().retrieve() == CachedFeed(feed: feed, timestamp: anyTimestamp))
  }

  // MARK: - Read-only file

  @Test("insert delivers an error on a read-only store")
  func insertDeliversErrorOnReadOnlyStore() async throws {
    try await insertPreviousCache()
    let sut = makeSUT(access: .readOnly)

    await #expect(throws: SQLiteStoreError.self) {
      try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp + 60)
    }
  }

  @Test("insert on a read-only store leaves the previous cache unchanged")
  func insertOnReadOnlyStoreHasNoSideEffects() async throws {
    let previous = try await insertPreviousCache()
    let sut = makeSUT(access: .readOnly)

    _ = try? await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp + 60)

    #expect(try await makeSUT().retrieve() == previous)
  }

  @Test("replacing the cache on a read-only store delivers an error and keeps the previous cache")
  func replaceOnReadOnlyStoreKeepsPreviousCache() async throws {
    let previous = try await insertPreviousCache()
    let sut = makeSUT(access: .readOnly)

    await #expect(throws: SQLiteStoreError.self) {
      try await sut.replaceCachedFeed(with: uniqueLocalFeed(), timestamp: anyTimestamp + 60)
    }
    #expect(try await makeSUT().retrieve() == previous)
  }

  @Test("delete delivers an error on a read-only store")
  func deleteDeliversErrorOnReadOnlyStore() async throws {
    try await insertPreviousCache()
    let sut = makeSUT(access: .readOnly)

    await #expect(throws: SQLiteStoreError.self) { try await sut.deleteCachedFeed() }
  }

  @Test("delete on a read-only store leaves the previous cache unchanged")
  func deleteOnReadOnlyStoreHasNoSideEffects() async throws {
    let previous = try await insertPreviousCache()
    let sut = makeSUT(access: .readOnly)

    _ = try? await sut.deleteCachedFeed()

    #expect(try await makeSUT().retrieve() == previous)
  }

  @Test("image data insertion delivers an error on a read-only store")
  func imageDataInsertionDeliversErrorOnReadOnlyStore() async throws {
    try await insertPreviousCache()
    let sut = makeSUT(access: .readOnly)

    await #expect(throws: SQLiteStoreError.self) { try await sut.insert(anyData(), for: anyURL()) }
  }

  @Test("a read-only store retrieves the cache a read-write store saved")
  func readOnlyStoreRetrievesSavedCache() async throws {
    let previous = try await insertPreviousCache()
    let sut = makeSUT(access: .readOnly)

    #expect(try await sut.retrieve() == previous)
  }

  @Test("retrieve delivers an error on a read-only store over a missing file")
  func readOnlyRetrieveDeliversErrorOnMissingFile() async {
    let sut = makeSUT(access: .readOnly)

    await #expect(throws: SQLiteStoreError.self) { try await sut.retrieve() }
    #expect(!FileManager.default.fileExists(atPath: storeURL.path))
  }

  // MARK: - Helpers

  private var storeURL: URL { directory.file(storeFileName) }

  private let invalidFileContents = Data(repeating: 0x2A, count: 4_096)

  private func makeSUT(access: SQLiteFeedStore.Access = .readWrite, ownsLocation: Bool = false)
    -> SQLiteFeedStore
  {
    SQLiteFeedStore(fileURL: storeURL, access: access, ownsLocation: ownsLocation)
  }

  private func writeInvalidFile() throws {
    try invalidFileContents.write(to: storeURL)
  }

  /// A real store file whose pages after the first (the header and the schema) are overwritten,
  /// so SQLite opens it and then finds its tables damaged.
  private func writeCorruptDatabase() async throws {
    let pageSize: UInt64 = 4_096
    let images = (0..<200).map { _ in uniqueLocalImage() }
    try await makeSUT().insert(images, timestamp: anyTimestamp)
    let handle = try FileHandle(forUpdating: storeURL)
    defer { try? handle.close() }
    let size = try handle.seekToEnd()
    try #require(size > 2 * pageSize, "the feed must fill more than the schema page")
    try handle.seek(toOffset: pageSize)
    try handle.write(contentsOf: Data(repeating: 0x2A, count: Int(size - pageSize)))
  }

  private func isCorruption(_ error: SQLiteStoreError) -> Bool {
    let sqliteCorrupt: Int32 = 11
    guard case .sqlite(let code, _) = error else { return false }
    return code == sqliteCorrupt
  }

  @discardableResult
  private func insertPreviousCache() async throws -> CachedFeed {
    let feed = uniqueLocalFeed()
    try await makeSUT().insert(feed, timestamp: anyTimestamp)
    return CachedFeed(feed: feed, timestamp: anyTimestamp)
  }
}
