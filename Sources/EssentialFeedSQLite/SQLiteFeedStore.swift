import CSQLite
import EssentialFeed
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``FeedStore`` and ``FeedImageDataStore`` kept in one SQLite database file.
///
/// - The file is opened on first use and its schema migrated forward (`PRAGMA user_version`).
/// - Replacing the feed is one transaction; SQLite's rollback journal (with `synchronous = FULL`)
///   restores the old feed on the next open if the process dies mid-write, so a reader sees the
///   old feed or the new one, never a mix.
/// - Image data is keyed by URL. Replacing the feed drops data for URLs the new feed no longer
///   holds and keeps the rest; deleting the feed leaves image data alone, so a save (delete, then
///   insert) keeps the data of images that survive the refresh.
/// - The store only opens a regular file (a link to one is followed unless the store owns the
///   location; then a link at the file itself is refused, while links among its folders are
///   followed): a folder, device, FIFO, socket or a link to nothing throws
///   ``SQLiteStoreError/foreignFile(reason:)`` before SQLite touches it. The type is checked with `stat`, again on an open descriptor, and
///   once more after SQLite has opened the path; SQLite opens the path by name itself, so a file
///   swapped in and back out between those checks is the one window left.
/// - A read-write store creates a missing file itself, owner-only (`0600`) and never through a
///   symbolic link, and removes it again if it then cannot open it, so a failed open leaves no
///   empty file behind. An existing file keeps its permissions.
/// - The store never changes or replaces a file it cannot prove is its own: every file it creates
///   carries its mark (`PRAGMA application_id`). A file without the mark (another program's
///   database, or one that is not a database at all) throws
///   ``SQLiteStoreError/foreignFile(reason:)`` on every call and is left as it is. Only when the
///   store owns the file's location (see ``init(fileURL:access:ownsLocation:)``) is a file SQLite
///   cannot read at all taken for a damaged cache of its own. An empty database or a zero-length
///   file is initialized: it holds no data to lose.
/// - A new file is claimed in one write transaction (ownership checked again, mark, tables and
///   version written together), and the ownership check reads one snapshot: when two processes
///   open a missing file at once, one initializes it while the other waits (the busy timeout)
///   and then accepts it; neither takes the other's new file for a foreign one.
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
  /// The file the last open found at the path: a damaged cache is removed only while the path
  /// still names it.
  private var openedFile: StoreFile?

  /// Creates a store over the database at `fileURL`. Nothing is opened until the first call.
  ///
  /// `ownsLocation` says that the path belongs to this app alone (such as its own cache folder):
  /// a file there that SQLite cannot read at all (it cannot show the mark) is then taken for a
  /// damaged cache, and ``deleteCachedFeed()`` replaces it; a symbolic link at the file is refused,
  /// never followed (links among the folders leading to it are followed). A readable database must carry the mark wherever it is.
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

  /// The open, migrated connection. A missing file is created (owner-only) by a read-write
  /// store, and removed again if it cannot be opened, so a failed open leaves no empty file.
  func openConnection() throws(SQLiteStoreError) -> SQLiteConnection {
    if let connection { return connection }
    let path = try openedPath()
    let found = try StoreFile.regularFile(at: path, followingLinks: !ownsLocation)
    let created = found == nil && access == .readWrite ? try StoreFile.create(at: path) : nil
    do {
      let connection = try connect(path: path, expecting: found ?? created)
      self.connection = connection
      return connection
    } catch {
      if let created {
        StoreFile.removeIfEmpty(created, at: path)
        openedFile = nil
      }
      throw error
    }
  }

  /// The path the store opens: its file's, with the folder's symbolic links resolved when the
  /// store owns the location (only a link at the file itself is refused there).
  private func openedPath() throws(SQLiteStoreError) -> String {
    ownsLocation ? try StoreFile.pathWithResolvedFolder(fileURL) : fileURL.path
  }

  /// Opens `path`, checks that it is still `expected` (when known) and the store's own, and
  /// migrates it.
  private func connect(path: String, expecting expected: StoreFile?) throws(SQLiteStoreError)
    -> SQLiteConnection
  {
    let readOnly = access == .readOnly
    let followingLinks = !ownsLocation
    let connection = try SQLiteConnection(
      path: path, readOnly: readOnly, followingLinks: followingLinks)
    let opened = try StoreFile.regularFile(at: path, followingLinks: followingLinks)
    guard let opened, expected == nil || expected == opened else {
      throw .foreignFile(reason: "the file at this path changed while the store opened it")
    }
    openedFile = opened
    // Before anything that could write (even the journal mode), and in one read transaction: a
    // file another process is initializing is seen before its schema transaction or after it,
    // never half-made (the header and the tables read from two moments look foreign).
    do {
      try connection.transaction(writing: false) { () throws(SQLiteStoreError) in
        try SQLiteSchema.checkOwnership(of: connection)
      }
    } catch {
      // Not a database, or damaged before its mark could be read: nothing proves it is ours,
      // unless the location is the store's own (then it is a damaged cache, and replaceable).
      guard error.requiresNewFile, case .sqlite(_, let message) = error else { throw error }
      guard ownsLocation else {
        throw .foreignFile(reason: "\(SQLiteStoreError.unreadableFileReason) (\(message))")
      }
      throw error
    }
    if !readOnly {
      try connection.execute("PRAGMA journal_mode = DELETE; PRAGMA synchronous = FULL")
    }
    try SQLiteSchema.migrate(connection, readOnly: readOnly)
    return connection
  }

  /// Replaces an unusable file with a new, empty store. Only a read-write store does this, and
  /// only while the path still names the regular file it opened; a journal or WAL file beside it
  /// is removed only when it is a regular file.
  func replaceFile() throws(SQLiteStoreError) {
    connection = nil
    let path = try openedPath()
    guard let opened = openedFile,
      try StoreFile.regularFile(at: path, followingLinks: !ownsLocation) == opened
    else {
      throw .foreignFile(reason: "the file at this path is not the one the store opened")
    }
    for suffix in ["", "-journal", "-wal", "-shm"] {
      let companion = path + suffix
      if suffix != "" {
        guard try StoreFile.regularFile(at: companion, followingLinks: false) != nil else {
          continue
        }
      }
      guard unlink(companion) == 0 || errno == ENOENT else {
        throw .sqlite(
          code: SQLITE_CANTOPEN,
          message: "cannot remove \(companion): \(String(cString: strerror(errno)))")
      }
    }
    openedFile = nil
    _ = try openConnection()
  }

  var canReplaceFile: Bool { access == .readWrite }
}
