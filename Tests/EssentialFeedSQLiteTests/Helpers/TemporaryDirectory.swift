import Foundation

/// A fresh directory under the system's temporary directory, removed when released. Suites keep
/// one as a stored property, so each test gets its own and it outlives the test body.
final class TemporaryDirectory: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("EssentialFeedSQLiteTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The URL of `name` inside the directory.
  func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }
}
