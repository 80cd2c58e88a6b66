import EssentialFeed
import EssentialFeedSQLite
import Foundation
import Testing

@Suite("SQLite feed store: the file it creates, and the paths it follows")
struct SQLiteFeedStoreFileTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test(
    "with the location its own, a store reached through a linked folder (a linked home folder) saves and reads back its cache",
    arguments: [true, false])
  func ownedLocationThroughLinkedFolder(ownsLocation: Bool) async throws {
    let (linked, real) = try makeLinkedFolder()
    let sut = SQLiteFeedStore(
      fileURL: linked.appendingPathComponent(storeFileName), ownsLocation: ownsLocation)
    let feed = uniqueLocalFeed()

    try await sut.insert(feed, timestamp: anyTimestamp)

    #expect(try await sut.retrieve() == CachedFeed(feed: feed, timestamp: anyTimestamp))
    let file = real.appendingPathComponent(storeFileName)
    #expect(try DatabaseHeader.applicationID(of: file) == storeApplicationID)
    #expect(fileType(file) == S_IFREG)
  }

  @Test("with the location its own, a damaged cache reached through a linked folder is replaced")
  func ownedLocationReplacesDamagedCacheThroughLinkedFolder() async throws {
    let (linked, real) = try makeLinkedFolder()
    try Data("garbage that is not a database".utf8).write(
      to: real.appendingPathComponent(storeFileName))
    let sut = SQLiteFeedStore(
      fileURL: linked.appendingPathComponent(storeFileName), ownsLocation: true)

    try await sut.deleteCachedFeed()

    #expect(try await sut.retrieve() == nil)
    #expect(
      try DatabaseHeader.applicationID(of: real.appendingPathComponent(storeFileName))
        == storeApplicationID)
  }

  @Test(
    "with the location its own, a symbolic link at the file is refused even inside a linked folder"
  )
  func ownedLocationRefusesLinkAtFileInLinkedFolder() async throws {
    let (linked, real) = try makeLinkedFolder()
    let other = directory.file("other.db")
    try SQLiteScript.run("CREATE TABLE notes (body TEXT);", in: other)
    let original = try Data(contentsOf: other)
    try FileManager.default.createSymbolicLink(
      at: real.appendingPathComponent(storeFileName), withDestinationURL: other)
    let sut = SQLiteFeedStore(
      fileURL: linked.appendingPathComponent(storeFileName), ownsLocation: true)

    await #expect {
      try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)
    } throws: { error in
      error as? SQLiteStoreError
        == .foreignFile(reason: "it is a symbolic link, not a regular file")
    }
    await #expect(throws: SQLiteStoreError.self) { try await sut.deleteCachedFeed() }

    #expect(try Data(contentsOf: other) == original)
    #expect(fileType(real.appendingPathComponent(storeFileName)) == S_IFLNK)
  }

  @Test("a store creates a missing file owner-only (0600)", arguments: [true, false])
  func newFileIsOwnerOnly(ownsLocation: Bool) async throws {
    let sut = SQLiteFeedStore(fileURL: storeURL, ownsLocation: ownsLocation)

    try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp)

    #expect(try permissions(storeURL) == 0o600)
  }

  @Test("a store that replaces a damaged cache creates the new file owner-only (0600)")
  func replacedFileIsOwnerOnly() async throws {
    try Data("garbage that is not a database".utf8).write(to: storeURL)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: storeURL.path)
    let sut = SQLiteFeedStore(fileURL: storeURL, ownsLocation: true)

    try await sut.deleteCachedFeed()

    #expect(try permissions(storeURL) == 0o600)
  }

  @Test("an existing empty file becomes the cache and keeps its permissions")
  func existingEmptyFileKeepsPermissions() async throws {
    try Data().write(to: storeURL)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: storeURL.path)
    let sut = SQLiteFeedStore(fileURL: storeURL)
    let feed = uniqueLocalFeed()

    try await sut.insert(feed, timestamp: anyTimestamp)

    #expect(try await sut.retrieve() == CachedFeed(feed: feed, timestamp: anyTimestamp))
    #expect(try permissions(storeURL) == 0o644)
  }

  @Test(
    "a file the store created and then could not open is removed, on every call, so no empty file is left",
    arguments: [true, false])
  func unopenableNewFileIsRemoved(ownsLocation: Bool) async throws {
    try makeJournalUncreatable()
    let sut = SQLiteFeedStore(fileURL: storeURL, ownsLocation: ownsLocation)

    for operation in storeOperations(sut) {
      await #expect(throws: SQLiteStoreError.self) { try await operation() }
      #expect(!FileManager.default.fileExists(atPath: storeURL.path))
    }
  }

  @Test("an existing empty file the store could not open is left where it is")
  func unopenableExistingFileIsKept() async throws {
    try makeJournalUncreatable()
    try Data().write(to: storeURL)
    let sut = SQLiteFeedStore(fileURL: storeURL, ownsLocation: true)

    for operation in storeOperations(sut) {
      await #expect(throws: SQLiteStoreError.self) { try await operation() }
    }

    #expect(fileType(storeURL) == S_IFREG)
  }

  @Test("a read-only store does not create a missing file")
  func readOnlyStoreCreatesNothing() async throws {
    let sut = SQLiteFeedStore(fileURL: storeURL, access: .readOnly)

    await #expect(throws: SQLiteStoreError.self) { try await sut.retrieve() }

    #expect(!FileManager.default.fileExists(atPath: storeURL.path))
  }

  @Test(
    "a symbolic link to nothing is refused and nothing is created where it points",
    arguments: [true, false])
  func danglingLinkIsRefused(ownsLocation: Bool) async throws {
    let target = directory.file("missing.db")
    try FileManager.default.createSymbolicLink(at: storeURL, withDestinationURL: target)
    let sut = SQLiteFeedStore(fileURL: storeURL, ownsLocation: ownsLocation)

    for operation in storeOperations(sut) {
      await #expect(throws: SQLiteStoreError.self) { try await operation() }
    }

    #expect(!FileManager.default.fileExists(atPath: target.path))
    #expect(fileType(storeURL) == S_IFLNK)
  }

  @Test("a symbolic link to nothing says so; one in a loop says it is a loop")
  func brokenLinksSayWhatTheyAre() async throws {
    try FileManager.default.createSymbolicLink(
      atPath: storeURL.path, withDestinationPath: "missing.db")
    let loop = directory.file("loop1")
    try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop2")
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("loop2").path, withDestinationPath: "loop1")

    await #expect(
      throws: SQLiteStoreError.foreignFile(reason: "it is a symbolic link to nothing")
    ) { try await SQLiteFeedStore(fileURL: storeURL).retrieve() }
    await #expect(
      throws: SQLiteStoreError.foreignFile(reason: "it is a symbolic link in a loop")
    ) { try await SQLiteFeedStore(fileURL: loop).retrieve() }
  }

  // MARK: - Helpers

  private var storeURL: URL { directory.file(storeFileName) }

  /// A real folder and a symbolic link to it, as `(linked, real)`.
  private func makeLinkedFolder() throws -> (URL, URL) {
    let real = directory.file("real")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
    let linked = directory.file("linked")
    try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: real)
    return (linked, real)
  }

  /// Puts a folder where SQLite makes its rollback journal, so that every write fails to open
  /// the journal (even for root, whom file permissions do not stop).
  private func makeJournalUncreatable() throws {
    try FileManager.default.createDirectory(
      at: URL(fileURLWithPath: storeURL.path + "-journal"), withIntermediateDirectories: false)
  }

  /// The file type bits of what is at `url` (the link itself for a link).
  private func fileType(_ url: URL) -> mode_t {
    var status = stat()
    return lstat(url.path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  private func permissions(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }
}
