import EssentialFeed
import EssentialFeedSQLite
import Foundation

/// Any URL, when its value does not matter to the test.
func anyURL() -> URL {
  URL(string: "https://any-url.com")!
}

/// Any data, when its value does not matter to the test.
func anyData() -> Data {
  Data("any data".utf8)
}

/// A cached image with a unique id and URL.
func uniqueLocalImage(description: String? = "any", location: String? = "any") -> LocalFeedImage {
  LocalFeedImage(
    id: UUID(), description: description, location: location,
    url: URL(string: "https://image-\(UUID().uuidString).com/image.jpg")!)
}

/// A cached feed of three images: one plain, one with every optional field empty, one with
/// non-ASCII text and SQL punctuation (which must round-trip as data, never as SQL).
func uniqueLocalFeed() -> [LocalFeedImage] {
  [
    uniqueLocalImage(),
    uniqueLocalImage(description: nil, location: nil),
    uniqueLocalImage(description: "Café ☕️ 'quoted'; DROP TABLE feed_image; --", location: "Zürich"),
  ]
}

/// A feed image with a unique id and URL.
func uniqueImage() -> FeedImage {
  FeedImage(
    id: UUID(), description: "any", location: "any",
    url: URL(string: "https://image-\(UUID().uuidString).com/image.jpg")!)
}

/// A fixed timestamp, 2026-06-15 12:00:00 UTC, with a fractional part to prove exact round trips.
let anyTimestamp = Date(timeIntervalSince1970: 1_781_524_800.123_456)

/// A database file name inside a test's temporary directory.
let storeFileName = "feed-store.sqlite"

/// Whether `error` says the file is not the store's own.
func isForeignFile(_ error: SQLiteStoreError) -> Bool {
  if case .foreignFile = error { return true }
  return false
}

/// The schema version the store writes.
let currentVersion: UInt32 = 3

/// The store's mark, `PRAGMA application_id`: the bytes `EFED`.
let storeApplicationID: UInt32 = 0x4546_4544

/// The schema version kept in a SQLite file's header (`PRAGMA user_version`: 4 big-endian bytes at
/// offset 60 of the file), read and written directly so tests need no SQLite access of their own.
enum DatabaseHeader {
  static func userVersion(of file: URL) throws -> UInt32 {
    let header = try Data(contentsOf: file).prefix(64)
    return header.suffix(4).reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// The `PRAGMA application_id` kept in the header (4 big-endian bytes at offset 68).
  static func applicationID(of file: URL) throws -> UInt32 {
    let header = try Data(contentsOf: file).prefix(72)
    return header.suffix(4).reduce(0) { $0 << 8 | UInt32($1) }
  }

  static func setUserVersion(_ version: UInt32, of file: URL) throws {
    let handle = try FileHandle(forUpdating: file)
    defer { try? handle.close() }
    try handle.seek(toOffset: 60)
    try handle.write(contentsOf: withUnsafeBytes(of: version.bigEndian) { Data($0) })
  }
}

/// Every operation of the store, each as a call that may throw: for tests that expect all of
/// them to fail (or succeed) alike.
func storeOperations(_ sut: SQLiteFeedStore) -> [() async throws -> Void] {
  [
    { _ = try await sut.retrieve() },
    { try await sut.deleteCachedFeed() },
    { try await sut.insert(uniqueLocalFeed(), timestamp: anyTimestamp) },
    { try await sut.replaceCachedFeed(with: uniqueLocalFeed(), timestamp: anyTimestamp) },
    {
      try await sut.appendToCachedFeed(
        uniqueLocalFeed(), session: UUID(), timestamp: anyTimestamp, wholeFeed: { [] })
    },
    { try await sut.insert(anyData(), for: anyURL()) },
    { _ = try await sut.retrieve(dataForURL: anyURL()) },
  ]
}
