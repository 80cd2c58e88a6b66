import EssentialFeed
import Foundation

extension SQLiteFeedStore: FeedImageDataStore {
  /// Stores `data` for `url`, replacing earlier data.
  public func insert(_ data: Data, for url: URL) async throws {
    let connection = try openConnection()
    let statement = try connection.prepare(
      "INSERT INTO image_data (url, data) VALUES (?, ?) "
        + "ON CONFLICT (url) DO UPDATE SET data = excluded.data")
    try statement.bind(.text(url.absoluteString), .blob(data))
    try statement.step()
  }

  /// Returns the data stored for `url`, or `nil`.
  public func retrieve(dataForURL url: URL) async throws -> Data? {
    let connection = try openConnection()
    let statement = try connection.prepare("SELECT data FROM image_data WHERE url = ?")
    try statement.bind(.text(url.absoluteString))
    guard try statement.step() else { return nil }
    return statement.blob(at: 0) ?? Data()
  }
}
