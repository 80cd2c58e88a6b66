import CSQLite

/// The store's schema, versioned with `PRAGMA user_version` and migrated forward one step at a
/// time. Version `n` is reached by running the first `n` migrations; a file with a higher version
/// was written by a newer store and is not read.
enum SQLiteSchema {
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
    """
  ]

  /// The version this store reads and writes.
  static var currentVersion: Int32 { Int32(migrations.count) }

  /// Brings the database on `connection` to ``currentVersion``; throws
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
      // Another connection may have migrated between the first check and the write lock.
      let version = try checkedVersion(of: connection)
      for migration in migrations[Int(version)...] {
        try connection.execute(migration)
      }
    }
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
