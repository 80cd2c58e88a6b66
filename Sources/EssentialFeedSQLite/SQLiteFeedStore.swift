import CSQLite
import EssentialFeed
import Foundation

/// A ``FeedStore`` and ``FeedImageDataStore`` kept in one SQLite database file.
///
/// - The file is opened on first use and its schema migrated forward (`PRAGMA user_version`).
/// - Replacing the feed is one transaction; SQLite's rollback journal (with `synchronous = FULL`)
///   restores the old feed on the next open if the process dies mid-write, so a reader sees the
///   old feed or the new one, never a mix.
/// - Image data is keyed by URL. Replacing the feed drops data for URLs the new feed no longer
///   holds and keeps the rest; deleting the feed leaves image data alone, so a save (delete, then
///   insert) keeps the data of images that survive the refresh.
/// - The store never changes or replaces a file it cannot prove is its own: every file it creates
///   carries its mark (`PRAGMA application_id`). A file without the mark (another program's
///   database, or one that is not a database at all) throws
///   ``SQLiteStoreError/foreignFile(reason:)`` on every call and is left as it is, unless the store
///   owns the file's location (see ``init(fileURL:access:ownsLocation:)``). An empty database or a
///   zero-length file is initialized: it holds no data to lose.
/// - A file of its own that is corrupt or has a newer schema makes reads and writes throw;
///   ``deleteCachedFeed()`` recovers it by replacing the file with an empty store (this assumes
///   no other store has the broken file open; one that does keeps its stale handle).
///
/// The store is an actor: its one connection is actor-isolated state, so calls from many tasks
/// are serialized. Several stores (or processes) may open the same file; SQLite's file locks
/// and a busy timeout keep them consistent.
public actor SQLiteFeedStore {
  /// How the file is opened.
  public enum Access: Sendable {
    /// Reads and writes; creates the file when missing.
    case readWrite
    /// Reads only (`SQLITE_OPEN_READONLY`): every write throws `SQLITE_READONLY` whatever the file
    /// permissions, and the file is never replaced.
    case readOnly
  }

  private let fileURL: URL
  private let access: Access
  private let ownsLocation: Bool
  /// Opened lazily and dropped after a failed open, so that a broken file is a thrown error on
  /// each call rather than a failed initializer.
  private var connection: SQLiteConnection?

  /// Creates a store over the database at `fileURL`. Nothing is opened until the first call.
  ///
  /// `ownsLocation` says that the path belongs to this app alone (such as its own cache folder),
  /// so whatever file is there is a cache of its own: one that SQLite cannot read at all (it
  /// cannot show the mark) is then taken for a damaged cache, and ``deleteCachedFeed()`` replaces
  /// it. By default the file must prove it is the store's.
  public init(fileURL: URL, access: Access = .readWrite, ownsLocation: Bool = false) {
    self.fileURL = fileURL
    self.access = access
    self.ownsLocation = ownsLocation
  }

  /// Opens the file now rather than on first use, so that a file that is not the store's
  /// (``SQLiteStoreError/foreignFile(reason:)``) or cannot be opened is reported before any other
  /// work. The same errors are thrown by every later call while the file stays so.
  public func open() async throws {
    _ = try openConnection()
  }

  /// The open, migrated connection.
  func openConnection() throws(SQLiteStoreError) -> SQLiteConnection {
    if let connection { return connection }
    let readOnly = access == .readOnly
    let connection = try SQLiteConnection(path: fileURL.path, readOnly: readOnly)
    if !ownsLocation {
      // Before anything that could write (even the journal mode).
      do {
        try SQLiteSchema.checkOwnership(of: connection)
      } catch {
        // Not a database, or damaged before its mark could be read: nothing proves it is ours.
        guard error.requiresNewFile, case .sqlite(_, let message) = error else { throw error }
        throw .foreignFile(reason: "it is not a database this store can read (\(message))")
      }
    }
    if !readOnly {
      try connection.execute("PRAGMA journal_mode = DELETE; PRAGMA synchronous = FULL")
    }
    try SQLiteSchema.migrate(connection, readOnly: readOnly)
    self.connection = connection
    return connection
  }

  /// Replaces an unusable file with a new, empty store. Only a read-write store does this.
  func replaceFile() throws(SQLiteStoreError) {
    connection = nil
    let fileManager = FileManager.default
    for suffix in ["", "-journal", "-wal", "-shm"] {
      let path = fileURL.path + suffix
      guard fileManager.fileExists(atPath: path) else { continue }
      do {
        try fileManager.removeItem(atPath: path)
      } catch {
        throw .sqlite(code: SQLITE_CANTOPEN, message: "cannot remove \(path): \(error)")
      }
    }
    _ = try openConnection()
  }

  var canReplaceFile: Bool { access == .readWrite }
}
