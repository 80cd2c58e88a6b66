import Foundation

/// A fresh folder under the system's temporary folder, removed by ``remove()``.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("essential-feed-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> URL { url.appendingPathComponent(name) }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
