import CSQLite
import RuntimeLibrary

/// SQLite, loaded once per process at run time, so that building needs no SQLite development files
/// and a package that depends on this one is never asked for them: the shared library comes with
/// the system (`libsqlite3.so.0`, package `libsqlite3-0` on Debian and Ubuntu).
///
/// The library searched for is `libsqlite3.so.0` (on Apple platforms, `libsqlite3.dylib`); the
/// environment variable ``environmentVariable`` names another library file instead.
public enum SQLiteLibrary {
  /// The environment variable that names the SQLite file to load instead of the usual names.
  public static let environmentVariable = "ESSENTIAL_FEED_LIBSQLITE"

  /// Why SQLite cannot be used in this process, in one sentence, or `nil` when it is loaded.
  ///
  /// The first read loads the library; ``SQLiteFeedStore`` fails each operation with this reason
  /// (as `SQLITE_CANTOPEN`) when it is not `nil`.
  public static var unavailableReason: String? { loadFailure }

  private static let loadFailure = library.load { ef_sqlite3_load($0, $1, $2) }

  /// The files tried and the package that provides them.
  package static let library = RuntimeLibrary(
    name: "SQLite", environmentVariable: environmentVariable, defaultNames: defaultNames,
    provider: provider)

  #if canImport(Darwin)
    private static let defaultNames = ["libsqlite3.dylib", "/usr/lib/libsqlite3.dylib"]
    private static let provider = "it comes with the system"
  #else
    private static let defaultNames = ["libsqlite3.so.0"]
    private static let provider =
      "install the package that provides libsqlite3.so.0 (libsqlite3-0 on Debian and Ubuntu, "
      + "sqlite-libs on Fedora)"
  #endif
}
