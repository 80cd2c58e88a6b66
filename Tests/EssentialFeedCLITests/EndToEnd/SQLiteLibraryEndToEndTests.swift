import Foundation
import Testing

@Suite("End to end: SQLite is loaded at run time")
struct SQLiteLibraryEndToEndTests {
  @Test("without SQLite, feed says why the cache cannot be opened, naming the file and the package")
  func missingSQLiteIsNamedWithItsPackage() throws {
    let session = try EndToEndSession()
    defer { session.close() }

    let run = try session.run(
      ["feed"], environment: ["ESSENTIAL_FEED_LIBSQLITE": "/nonexistent/libsqlite3.so.0"])

    #expect(run.status == 1, "\(run.standardError)")
    #expect(run.standardError.contains("SQLite could not be loaded"), "\(run.standardError)")
    #expect(run.standardError.contains("/nonexistent/libsqlite3.so.0"), "\(run.standardError)")
    #expect(run.standardError.contains("libsqlite3-0 on Debian"), "\(run.standardError)")
  }
}
