import CSQLite

/// The store's schema, versioned with `PRAGMA user_version` and migrated forward one step at a
/// time. Version `n` is reached by running the first `n` migrations; a file with a higher version
/// was written by a newer store and is not read.
///
/// Every file the store creates carries its mark, `PRAGMA application_id` = ``applicationID``, so
/// that a file can prove it is this store's before the store changes or replaces it.
enum SQLiteSchema {
  /// The store's mark in the database header: the bytes `EFED` ("Essential Feed"), 0x45464544.
  static let applicationID: Int32 = 0x4546_4544

  /// The objects schema version 1 defined, before files carried the mark: a version-1 file with
  /// exactly these (and no mark) was written by this store.
  private static let unmarkedVersionOneObjects: Set<String> = [
    "feed_cache", "feed_image", "feed_image_url", "image_data",
  ]

  /// Migration `i` takes the schema from version `i` to `i + 1` and ends by setting
  /// `PRAGMA user_version` to `i + 1` (a literal: pragmas take no bound parameters). Append, never
  /// edit.
  private static let migrations: [StaticString] = [
    """
    CREATE TABLE feed_cache (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      saved_at REAL NOT NULL -- seconds since 2001-01-01 00:00:00 UTC
    );
    CREATE TABLE feed_image (
      position INTEGER PRIMARY KEY,
      id TEXT NOT NULL,
      description TEXT,
      location TEXT,
      url TEXT NOT NULL
    );
    CREATE INDEX feed_image_url ON feed_image (url);
    CREATE TABLE image_data (
      url TEXT PRIMARY KEY,
      data BLOB NOT NULL
    );
    PRAGMA user_version = 1;
    """,
    // 1162233156 is `applicationID` (a literal: pragmas take no bound parameters).
    """
    PRAGMA application_id = 1162233156;
    PRAGMA user_version = 2;
    """,
    // The paging session that wrote the cache last, so a later page is appended only to its own
    // session's cache (NULL after a plain save).
    """
    ALTER TABLE feed_cache ADD COLUMN session TEXT;
    PRAGMA user_version = 3;
    """,
  ]

  /// The version this store reads and writes.
  static var currentVersion: Int32 { Int32(migrations.count) }

  /// Brings the database on `connection` to ``currentVersion`` in one write transaction that
  /// checks the file's ownership again first (so a new file is claimed, marked and given its
  /// tables as one change, and one claimed by another connection meanwhile is accepted); throws
  /// ``SQLiteStoreError/unsupportedSchemaVersion(found:supported:)`` for a newer file, or one
  /// whose version no store writes (negative).
  static func migrate(_ connection: SQLiteConnection, readOnly: Bool) throws(SQLiteStoreError) {
    let version = try checkedVersion(of: connection)
    guard version < currentVersion else { return }
    guard !readOnly else {
      throw .sqlite(
        code: SQLITE_READONLY,
        message: "schema version \(version) must be migrated by a read-write store first")
    }
    try connection.transaction(writing: true) { () throws(SQLiteStoreError) in
      // Another connection may have initialized or migrated the file between the first check and
      // the write lock: the claim is checked again inside the transaction that makes it.
      try checkOwnership(of: connection)
      let version = try checkedVersion(of: connection)
      for migration in migrations[Int(version)...] {
        try connection.execute(migration)
      }
    }
  }

  /// Throws ``SQLiteStoreError/foreignFile(reason:)`` unless the file is this store's: it carries
  /// the mark, or it is an empty database (a new or zero-length file: initializing it loses no
  /// data), or it is a version-1 file with exactly the tables this store wrote before the mark
  /// existed. Reads only. A file SQLite cannot read at all throws SQLite's own error.
  static func checkOwnership(of connection: SQLiteConnection) throws(SQLiteStoreError) {
    let id = try connection.integer("PRAGMA application_id")
    if id == applicationID { return }
    if id != 0 {
      throw .foreignFile(reason: "it is another program's database (application id \(id))")
    }
    let version = try connection.userVersion()
    let objects = try connection.schemaObjectNames()
    if version == 0 && objects.isEmpty { return }
    if version == 1 && objects == unmarkedVersionOneObjects { return }
    let tables = objects.sorted().prefix(5).joined(separator: ", ")
    throw .foreignFile(
      reason: objects.isEmpty
        ? "it is a database of another kind (schema version \(version))"
        : "it is a database of another kind (schema version \(version), with \(tables))")
  }

  private static func checkedVersion(
    of connection: SQLiteConnection
  ) throws(SQLiteStoreError) -> Int32 {
    let version = try connection.userVersion()
    guard (0...currentVersion).contains(version) else {
      throw .unsupportedSchemaVersion(found: version, supported: currentVersion)
    }
    return version
  }
}
