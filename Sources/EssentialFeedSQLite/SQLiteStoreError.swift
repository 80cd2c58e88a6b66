/// Why a ``SQLiteFeedStore`` operation failed.
public enum SQLiteStoreError: Error, Equatable, Sendable {
  /// SQLite reported an error: its primary result code and message (for example `SQLITE_NOTADB`,
  /// 26, when the file is not a database, or `SQLITE_READONLY`, 8, on a read-only store).
  case sqlite(code: Int32, message: String)
  /// The file was written by a newer version of the store, with a schema this version cannot read.
  /// Deleting the cache replaces the file.
  case unsupportedSchemaVersion(found: Int32, supported: Int32)
  /// A stored value could not be read back as its model type.
  case invalidStoredValue(column: String)
  /// The file is not this store's (not a database, or another program's database), so the store
  /// neither reads, changes nor replaces it; `reason` says what it is, in words.
  case foreignFile(reason: String)

  /// How the reason of ``foreignFile(reason:)`` begins for a file SQLite cannot read at all (not a
  /// database, or one damaged before its mark could be read).
  public static let unreadableFileReason = "it is not a database this store can read"

  /// Whether the file itself is unusable (not a database, corrupt, from a newer schema, or
  /// without the tables its version promises), so that only replacing it recovers the store.
  var requiresNewFile: Bool {
    switch self {
    case .sqlite(let code, let message):
      return code == SQLiteResultCode.notADatabase || code == SQLiteResultCode.corrupt
        || (code == SQLiteResultCode.error && Self.describesSchemaMismatch(message))
    case .unsupportedSchemaVersion:
      return true
    case .invalidStoredValue, .foreignFile:
      return false
    }
  }

  /// Whether SQLite's message says the tables differ from what the file's version promises:
  /// a table missing, or one that a migration finds already there.
  private static func describesSchemaMismatch(_ message: String) -> Bool {
    message.hasPrefix("no such table") || message.hasSuffix("already exists")
  }
}
