import CSQLite

/// SQLite result codes the store acts on (primary codes, as `sqlite3_errcode` reports them).
enum SQLiteResultCode {
  static let ok = SQLITE_OK
  static let error = SQLITE_ERROR
  static let row = SQLITE_ROW
  static let done = SQLITE_DONE
  static let corrupt = SQLITE_CORRUPT
  static let notADatabase = SQLITE_NOTADB
}
