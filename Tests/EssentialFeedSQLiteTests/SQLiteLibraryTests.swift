import CSQLite
import EssentialFeedSQLite
import Testing

@Suite("SQLite, loaded at run time")
struct SQLiteLibraryTests {
  @Test("the system's SQLite library is found and has every function the store calls")
  func systemLibraryLoads() {
    #expect(SQLiteLibrary.unavailableReason == nil, "\(SQLiteLibrary.unavailableReason ?? "")")
  }

  @Test("a library file that cannot be opened is named, with why and the package to install")
  func missingLibraryIsNamed() throws {
    let reason = try #require(
      SQLiteLibrary.library.load(
        with: { ef_sqlite3_load($0, $1, $2) },
        environment: [SQLiteLibrary.environmentVariable: "/nonexistent/libsqlite3.so.0"]))

    #expect(reason.hasPrefix("SQLite could not be loaded (/nonexistent/libsqlite3.so.0: "))
    #expect(reason.contains("No such file or directory"), "\(reason)")
    #expect(reason.hasSuffix("(libsqlite3-0 on Debian and Ubuntu, sqlite-libs on Fedora)"))
  }

  #if !canImport(Darwin)
    @Test("a library without SQLite's functions is refused, naming the first one missing")
    func libraryWithoutTheFunctionsIsRefused() throws {
      let reason = try #require(
        SQLiteLibrary.library.load(
          with: { ef_sqlite3_load($0, $1, $2) },
          environment: [SQLiteLibrary.environmentVariable: "libm.so.6"]))

      #expect(
        reason.hasPrefix("SQLite could not be loaded (libm.so.6: it has no function sqlite3_open)"))
    }

    @Test("a load that fails leaves the functions an earlier load found in place")
    func failedLoadKeepsTheLoadedFunctions() throws {
      #expect(SQLiteLibrary.unavailableReason == nil)
      _ = SQLiteLibrary.library.load(
        with: { ef_sqlite3_load($0, $1, $2) },
        environment: [SQLiteLibrary.environmentVariable: "libm.so.6"])

      var handle: OpaquePointer?
      #expect(ef_sqlite3_open(":memory:", &handle) == SQLITE_OK)
      #expect(
        ef_sqlite3_exec(handle, "CREATE TABLE t (x); INSERT INTO t VALUES (1);", nil, nil, nil)
          == SQLITE_OK)
      ef_sqlite3_close(handle)
    }
  #endif
}
