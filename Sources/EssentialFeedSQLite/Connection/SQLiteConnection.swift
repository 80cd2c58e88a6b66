import CSQLite
import Foundation

/// One open SQLite connection. Not `Sendable`: it is opened with `SQLITE_OPEN_NOMUTEX`, so it must
/// be used by one owner at a time (from any thread, never from two at once), which
/// ``SQLiteFeedStore`` guarantees by keeping it as actor-isolated state.
final class SQLiteConnection {
  private let handle: OpaquePointer

  /// Opens the existing database file at `path` (SQLite never creates it: ``StoreFile`` does);
  /// `readOnly` opens it with `SQLITE_OPEN_READONLY`, so every write fails with `SQLITE_READONLY`
  /// whatever the file permissions (also for root). Unless `followingLinks`, a symbolic link
  /// anywhere in `path` is refused (`SQLITE_OPEN_NOFOLLOW`): pass a path whose folder is resolved.
  /// Fails with `SQLITE_CANTOPEN` and ``SQLiteLibrary/unavailableReason`` when SQLite is not loaded.
  init(path: String, readOnly: Bool, followingLinks: Bool = true) throws(SQLiteStoreError) {
    if let reason = SQLiteLibrary.unavailableReason {
      throw .sqlite(code: SQLITE_CANTOPEN, message: reason)
    }
    var handle: OpaquePointer?
    let flags =
      (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE)
      | SQLITE_OPEN_NOMUTEX | (followingLinks ? 0 : SQLITE_OPEN_NOFOLLOW)
    let code = ef_sqlite3_open_v2(path, &handle, flags, nil)
    guard code == SQLiteResultCode.ok, let handle else {
      let message = handle.map { String(cString: ef_sqlite3_errmsg($0)) } ?? "cannot open database"
      ef_sqlite3_close_v2(handle)
      throw .sqlite(code: code, message: message)
    }
    self.handle = handle
    ef_sqlite3_extended_result_codes(handle, 0)
    ef_sqlite3_busy_timeout(handle, 5_000)
  }

  deinit {
    ef_sqlite3_close_v2(handle)
  }

  /// Runs `sql`, which takes no parameters (schema changes and transaction control only). It is a
  /// `StaticString`, so only SQL written in the source can run: no value is ever spliced into it.
  func execute(_ sql: StaticString) throws(SQLiteStoreError) {
    let code = ef_sqlite3_exec(handle, sql.description, nil, nil, nil)
    guard code == SQLiteResultCode.ok else { throw lastError(code) }
  }

  /// Compiles `sql`; values are bound to its `?` parameters. It is a `StaticString`, so the
  /// compiler refuses SQL assembled from values.
  func prepare(_ sql: StaticString) throws(SQLiteStoreError) -> SQLiteStatement {
    var statement: OpaquePointer?
    let code = ef_sqlite3_prepare_v2(handle, sql.description, -1, &statement, nil)
    guard code == SQLiteResultCode.ok, let statement else { throw lastError(code) }
    return SQLiteStatement(handle: statement, connection: self)
  }

  /// Runs `body` inside one transaction, rolling back when it throws. Writers use `BEGIN IMMEDIATE`
  /// (the write lock is taken up front, so two writers never deadlock on lock upgrade); readers use
  /// `BEGIN DEFERRED` so that several reads see one consistent snapshot.
  func transaction<T>(
    writing: Bool,
    _ body: () throws(SQLiteStoreError) -> T
  ) throws(SQLiteStoreError) -> T {
    try execute(writing ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      if ef_sqlite3_get_autocommit(handle) == 0 {
        try? execute("ROLLBACK")
      }
      throw error
    }
  }

  /// The schema version kept in `PRAGMA user_version`.
  func userVersion() throws(SQLiteStoreError) -> Int32 {
    try integer("PRAGMA user_version")
  }

  /// The first column of the first row `sql` gives, as an integer (0 when there is no row).
  func integer(_ sql: StaticString) throws(SQLiteStoreError) -> Int32 {
    let statement = try prepare(sql)
    guard try statement.step() else { return 0 }
    return statement.int32(at: 0)
  }

  /// The names of the tables, indexes, views and triggers the database defines (SQLite's own
  /// `sqlite_` objects left out).
  func schemaObjectNames() throws(SQLiteStoreError) -> Set<String> {
    let statement = try prepare(
      "SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
    var names: Set<String> = []
    while try statement.step() {
      if let name = statement.text(at: 0) { names.insert(name) }
    }
    return names
  }

  /// The error SQLite reports for the last failed call.
  func lastError(_ code: Int32) -> SQLiteStoreError {
    .sqlite(code: code, message: String(cString: ef_sqlite3_errmsg(handle)))
  }
}
