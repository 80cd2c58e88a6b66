import EssentialFeedSQLite
import Testing

@Suite("SQLite, loaded at run time")
struct SQLiteLibraryTests {
  @Test("the system's SQLite library is found and has every function the store calls")
  func systemLibraryLoads() {
    #expect(SQLiteLibrary.unavailableReason == nil, "\(SQLiteLibrary.unavailableReason ?? "")")
  }
}
