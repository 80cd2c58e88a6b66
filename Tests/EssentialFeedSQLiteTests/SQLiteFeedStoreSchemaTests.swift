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

  @Test("a new file is migrated to the current schema version, 3")
  func newFileIsMigratedToCurrentVersion() async throws {
    _ = try await makeSUT().retrieve()

    #expect(try DatabaseHeader.userVersion(of: storeURL) == currentVersion)
  }

  @Test("an empty version-0 database is migrated forward and usable")
  func emptyVersionZeroFileIsMigrated() async throws {
    try Data().write(to: storeURL)
    let sut = makeSUT()
    let feed = uniqueLocalFeed()

    try await sut.insert(feed, timestamp: anyTimestamp)

    #expect(try await sut.retrieve() == CachedFeed(feed: feed, timestamp: anyTimestamp))
    #expect(try DatabaseHeader.userVersion(of: storeURL) == currentVersion)
  }

  @Test("retrieve delivers an unsupported-schema error on a file from a newer store")
  func retrieveDeliversErrorOnNewerSchema() async throws {
    try await makeFileFromNewerStore()
    let sut = makeSUT()

    await #expect(
      throws: SQLiteStoreError.unsupportedSchemaVersion(
        found: 99, supported: Int32(currentVersion))
    ) {
      try await sut.retrieve()
    }
  }

  @Test("insert delivers an unsupported-schema error on a file from a newer store")
  func insertDeliversErrorOnNewerSchema() async throws {
    try await makeFileFromNewerStore()
    let sut = makeSUT()

    await #expect(
      throws: SQLiteStoreError.unsupportedSchemaVersion(
        found: 99, supported: Int32(currentVersion))
    ) {
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
    #expect(try DatabaseHeader.userVersion(of: storeURL) == currentVersion)
  }

  @Test("a file whose version no store writes (negative) is a retrieval error, not a crash")
  func retrieveDeliversErrorOnNegativeVersion() async throws {
    try await makeSUT().insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    try DatabaseHeader.setUserVersion(UInt32(bitPattern: -1), of: storeURL)
    let sut = makeSUT()

    await #expect(
      throws: SQLiteStoreError.unsupportedSchemaVersion(
        found: -1, supported: Int32(currentVersion))
    ) {
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
    #expect(try DatabaseHeader.userVersion(of: storeURL) == currentVersion)
  }

  @Test("a new file carries the store's mark, PRAGMA application_id")
  func newFileCarriesMark() async throws {
    _ = try await makeSUT().retrieve()

    #expect(try DatabaseHeader.applicationID(of: storeURL) == storeApplicationID)
  }

  @Test(
    "a file of its own whose tables are missing is a retrieval error that delete recovers",
    arguments: [
      "PRAGMA application_id = 1162233156; CREATE TABLE unrelated (x); PRAGMA user_version = 2;",
      "PRAGMA application_id = 1162233156; CREATE TABLE feed_cache (x); PRAGMA user_version = 0;",
    ])
  func deleteRecoversOwnMismatchedSchema(script: String) async throws {
    try SQLiteScript.run(script, in: storeURL)
    let sut = makeSUT()

    await #expect(throws: SQLiteStoreError.self) { try await sut.retrieve() }
    try await sut.deleteCachedFeed()

    #expect(try await sut.retrieve() == nil)
    let feed = uniqueLocalFeed()
    try await sut.insert(feed, timestamp: anyTimestamp)
    #expect(try await sut.retrieve() == CachedFeed(feed: feed, timestamp: anyTimestamp))
  }

  @Test(
    "another program's database is refused by every call and left byte for byte",
    arguments: [
      "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine'); PRAGMA user_version = 5;",
      "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine'); PRAGMA user_version = 0;",
      "PRAGMA application_id = 42; CREATE TABLE feed_cache (x); PRAGMA user_version = 1;",
      "CREATE TABLE unrelated (x); PRAGMA user_version = 1;",
    ])
  func foreignDatabaseIsLeftAlone(script: String) async throws {
    try SQLiteScript.run(script, in: storeURL)
    let original = try Data(contentsOf: storeURL)
    let sut = makeSUT()

    for operation in storeOperations(sut) {
      let error = await #expect(throws: SQLiteStoreError.self) { try await operation() }
      #expect(error.map(isForeignFile) == true, "\(String(describing: error))")
    }

    #expect(try Data(contentsOf: storeURL) == original)
    #expect(!FileManager.default.fileExists(atPath: storeURL.path + "-journal"))
  }

  @Test("a version-1 file with exactly the tables the store wrote before the mark is its own")
  func unmarkedVersionOneFileIsOwn() async throws {
    try SQLiteScript.run(
      """
      CREATE TABLE feed_cache (id INTEGER PRIMARY KEY CHECK (id = 1), saved_at REAL NOT NULL);
      CREATE TABLE feed_image (position INTEGER PRIMARY KEY, id TEXT NOT NULL, description TEXT,
        location TEXT, url TEXT NOT NULL);
      CREATE INDEX feed_image_url ON feed_image (url);
      CREATE TABLE image_data (url TEXT PRIMARY KEY, data BLOB NOT NULL);
      PRAGMA user_version = 1;
      """, in: storeURL)
    let sut = makeSUT()
    let feed = uniqueLocalFeed()

    try await sut.insert(feed, timestamp: anyTimestamp)

    #expect(try await sut.retrieve() == CachedFeed(feed: feed, timestamp: anyTimestamp))
    #expect(try DatabaseHeader.applicationID(of: storeURL) == storeApplicationID)
    #expect(try DatabaseHeader.userVersion(of: storeURL) == currentVersion)
  }

  @Test(
    "with the location its own, a store still refuses another program's readable database and leaves it as it is"
  )
  func ownedLocationRefusesForeignDatabase() async throws {
    try SQLiteScript.run("CREATE TABLE notes (body TEXT); PRAGMA user_version = 5;", in: storeURL)
    let original = try Data(contentsOf: storeURL)
    let sut = SQLiteFeedStore(fileURL: storeURL, ownsLocation: true)

    for operation in storeOperations(sut) {
      await #expect(throws: SQLiteStoreError.self) { try await operation() }
    }

    #expect(try Data(contentsOf: storeURL) == original)
  }

  @Test(
    "with the location its own, a store refuses a symbolic link there and leaves the file it names alone"
  )
  func ownedLocationRefusesSymbolicLink() async throws {
    let other = directory.file("other.db")
    try SQLiteScript.run("CREATE TABLE notes (body TEXT);", in: other)
    let original = try Data(contentsOf: other)
    try FileManager.default.createSymbolicLink(at: storeURL, withDestinationURL: other)
    let sut = SQLiteFeedStore(fileURL: storeURL, ownsLocation: true)

    for operation in storeOperations(sut) {
      await #expect(throws: SQLiteStoreError.self) { try await operation() }
    }

    #expect(try Data(contentsOf: other) == original)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: storeURL.path) == other.path)
  }

  @Test("a named pipe (FIFO) is refused by every call without blocking, and left as it is")
  func fifoIsRefused() async throws {
    #expect(mkfifo(storeURL.path, 0o600) == 0)
    let sut = makeSUT()

    for operation in storeOperations(sut) {
      await #expect {
        try await operation()
      } throws: { error in
        error as? SQLiteStoreError
          == .foreignFile(reason: "it is a named pipe (FIFO), not a regular file")
      }
    }

    #expect(fileType(storeURL) == S_IFIFO)
    #expect(!FileManager.default.fileExists(atPath: storeURL.path + "-journal"))
  }

  @Test(
    "a device node (a copy of /dev/zero) is refused by every call and left as it is",
    .enabled(if: geteuid() == 0, "skipped when not root: only root may create device nodes"))
  func deviceNodeIsRefused() async throws {
    var zero = stat()
    #expect(stat("/dev/zero", &zero) == 0)
    #expect(mknod(storeURL.path, S_IFCHR | 0o600, zero.st_rdev) == 0)
    let sut = SQLiteFeedStore(fileURL: storeURL, ownsLocation: true)

    for operation in storeOperations(sut) {
      await #expect {
        try await operation()
      } throws: { error in
        error as? SQLiteStoreError
          == .foreignFile(reason: "it is a character device, not a regular file")
      }
    }

    #expect(fileType(storeURL) == S_IFCHR)
    #expect(!FileManager.default.fileExists(atPath: storeURL.path + "-journal"))
  }

  @Test("a --store link to a character device (/dev/null) is refused and the device left alone")
  func linkToDeviceIsRefused() async throws {
    try FileManager.default.createSymbolicLink(
      atPath: storeURL.path, withDestinationPath: "/dev/null")
    let sut = makeSUT()

    await #expect(
      throws: SQLiteStoreError.foreignFile(reason: "it is a character device, not a regular file")
    ) { try await sut.deleteCachedFeed() }

    #expect(fileType(URL(fileURLWithPath: "/dev/null")) == S_IFCHR)
  }

  // MARK: - Helpers

  private var storeURL: URL { directory.file(storeFileName) }

  /// The file type bits of what is at `url` (the link itself for a link).
  private func fileType(_ url: URL) -> mode_t {
    var status = stat()
    return lstat(url.path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  private func makeSUT() -> SQLiteFeedStore {
    SQLiteFeedStore(fileURL: storeURL)
  }

  /// Every call of the store, each of which must refuse a file that is not its own.
  private func makeFileFromNewerStore() async throws {
    try await makeSUT().insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    try DatabaseHeader.setUserVersion(99, of: storeURL)
  }
}
