import Foundation
import TestSupport

/// Paths the end-to-end tests need, found from this file's location and the test bundle's.
enum PackagePaths {
  /// The folder holding Package.swift.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // EssentialFeedCLITests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The fixture files the local server serves.
  static let fixtures = root.appendingPathComponent("Tests/EssentialFeedCLITests/Fixtures")

  /// The local HTTP server script.
  static let fixtureServer = root.appendingPathComponent(
    "Tests/EssentialFeedCLITests/Support/fixture_server.py")

  /// The server that accepts connections and never answers.
  static let silentServer = root.appendingPathComponent(
    "Tests/EssentialFeedCLITests/Support/silent_server.py")

  /// The built `essential-feed` binary, next to the test bundle in the build products folder.
  static func executable() throws -> URL {
    try BuiltProducts.executable(named: "essential-feed")
  }
}
