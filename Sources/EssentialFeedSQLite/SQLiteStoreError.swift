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

  /// Whether the file itself is unusable (not a database, corrupt, or from a newer schema), so
  /// that only replacing it recovers the store.
  var requiresNewFile: Bool {
    switch self {
    case .sqlite(let code, _):
      return code == SQLiteResultCode.notADatabase || code == SQLiteResultCode.corrupt
    case .unsupportedSchemaVersion:
      return true
    case .invalidStoredValue:
      return false
    }
  }
}
