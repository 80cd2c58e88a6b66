import CSQLite
import Foundation

/// A compiled statement of a ``SQLiteConnection``; finalized when released. Not `Sendable`, for
/// the same reason as its connection.
final class SQLiteStatement {
  private let handle: OpaquePointer
  private let connection: SQLiteConnection

  init(handle: OpaquePointer, connection: SQLiteConnection) {
    self.handle = handle
    self.connection = connection
  }

  deinit {
    ef_sqlite3_finalize(handle)
  }

  /// Tells SQLite to copy bound bytes before the bind call returns.
  private static var transient: sqlite3_destructor_type {
    unsafeBitCast(-1, to: sqlite3_destructor_type.self)
  }

  /// Binds `values` to parameters 1, 2, ... after clearing earlier bindings and state.
  func bind(_ values: SQLiteValue...) throws(SQLiteStoreError) {
    ef_sqlite3_reset(handle)
    ef_sqlite3_clear_bindings(handle)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .null:
        code = ef_sqlite3_bind_null(handle, index)
      case .integer(let integer):
        code = ef_sqlite3_bind_int64(handle, index, integer)
      case .real(let real):
        code = ef_sqlite3_bind_double(handle, index, real)
      case .text(let text):
        // The byte count, not a C string: a NUL inside the text is stored like any other byte.
        // An empty text gets a real (empty) C string: a `nil` pointer would bind SQL NULL.
        var text = text
        code = text.withUTF8 { bytes in
          guard let base = bytes.baseAddress, !bytes.isEmpty else {
            return ef_sqlite3_bind_text(handle, index, "", 0, Self.transient)
          }
          return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            ef_sqlite3_bind_text(handle, index, $0, Int32(bytes.count), Self.transient)
          }
        }
      case .blob(let data) where data.isEmpty:
        code = ef_sqlite3_bind_zeroblob(handle, index, 0)
      case .blob(let data):
        code = data.withUnsafeBytes {
          ef_sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), Self.transient)
        }
      }
      guard code == SQLiteResultCode.ok else { throw connection.lastError(code) }
    }
  }

  /// Advances to the next row: `true` when a row is available, `false` when done.
  @discardableResult
  func step() throws(SQLiteStoreError) -> Bool {
    switch ef_sqlite3_step(handle) {
    case SQLiteResultCode.row: return true
    case SQLiteResultCode.done: return false
    case let code: throw connection.lastError(code)
    }
  }

  /// The integer in column `index` of the current row.
  func int32(at index: Int32) -> Int32 {
    ef_sqlite3_column_int(handle, index)
  }

  /// The real number in column `index` of the current row.
  func double(at index: Int32) -> Double {
    ef_sqlite3_column_double(handle, index)
  }

  /// The text in column `index`, or `nil` for SQL NULL; all of its bytes, NULs included.
  func text(at index: Int32) -> String? {
    guard let bytes = ef_sqlite3_column_text(handle, index) else { return nil }
    let count = Int(ef_sqlite3_column_bytes(handle, index))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// The bytes in column `index`, or `nil` for SQL NULL.
  func blob(at index: Int32) -> Data? {
    guard ef_sqlite3_column_type(handle, index) != SQLITE_NULL else { return nil }
    let count = Int(ef_sqlite3_column_bytes(handle, index))
    guard count > 0, let bytes = ef_sqlite3_column_blob(handle, index) else { return Data() }
    return Data(bytes: bytes, count: count)
  }
}
