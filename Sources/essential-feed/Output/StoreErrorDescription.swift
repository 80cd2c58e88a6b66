import EssentialFeedSQLite
import PrintableText

/// Says in words why the cache store failed. What the file itself supplies (another database's
/// table names, SQLite's messages) is shown with its control characters made visible
/// (``VisibleText``).
enum StoreErrorDescription {
  static func describe(_ error: any Error) -> String {
    VisibleText.escaping(words(error))
  }

  private static func words(_ error: any Error) -> String {
    switch error {
    case SQLiteStoreError.sqlite(_, let message):
      return message
    case SQLiteStoreError.unsupportedSchemaVersion(let found, let supported):
      return "it was written by a newer version (schema \(found); this version reads \(supported))"
    case SQLiteStoreError.invalidStoredValue(let column):
      return "a stored \(column) can't be read"
    case SQLiteStoreError.foreignFile(let reason):
      return "it is not an essential-feed cache (\(reason)); it was left as it is"
    default:
      return "\(error)"
    }
  }
}
