import Foundation

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
    var folders = [Bundle.main.bundleURL]
    folders += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
      .map { $0.deletingLastPathComponent() }
    for folder in folders {
      let candidate = folder.appendingPathComponent("essential-feed")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw TestSupportError(
      "the essential-feed binary is not in the build products (looked in "
        + folders.map(\.path).joined(separator: ", ")
        + "); build it with `swift build --build-tests` first")
  }
}

/// A failure of the test machinery itself (not of the code under test), with a readable reason.
struct TestSupportError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
