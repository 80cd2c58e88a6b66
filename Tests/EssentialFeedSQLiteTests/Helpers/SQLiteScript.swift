import CSQLite
import Foundation

/// Runs SQL on a database file directly, to make files whose schema differs from the store's.
enum SQLiteScript {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func run(_ sql: String, in file: URL) throws {
    var handle: OpaquePointer?
    defer { sqlite3_close(handle) }
    guard sqlite3_open(file.path, &handle) == SQLITE_OK,
      sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK
    else {
      throw Failure(description: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "open")
    }
  }
}
