import CSQLite
import EssentialFeedSQLite
import Foundation

/// Runs SQL on a database file directly, to make files whose schema differs from the store's.
enum SQLiteScript {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func run(_ sql: String, in file: URL) throws {
    try requireLibrary()
    var handle: OpaquePointer?
    defer { ef_sqlite3_close(handle) }
    guard ef_sqlite3_open(file.path, &handle) == SQLITE_OK,
      ef_sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK
    else {
      throw Failure(description: handle.map { String(cString: ef_sqlite3_errmsg($0)) } ?? "open")
    }
  }

  /// Loads SQLite before a test calls it directly, as the store does before its first call.
  static func requireLibrary() throws {
    if let reason = SQLiteLibrary.unavailableReason { throw Failure(description: reason) }
  }
}
