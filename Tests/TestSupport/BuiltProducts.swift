import Foundation

/// The package's built executables, found next to the test bundle in the build products folder.
package enum BuiltProducts {
  /// The built executable `name` (for example `essential-feed` or `feed-specs`), or an error
  /// saying where it was looked for and how to build it.
  package static func executable(named name: String) throws -> URL {
    var folders = [Bundle.main.bundleURL]
    folders += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
      .map { $0.deletingLastPathComponent() }
    for folder in folders {
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw TestSupportError(
      "the \(name) binary is not in the build products (looked in "
        + folders.map(\.path).joined(separator: ", ")
        + "); build it with `swift build --build-tests` first")
  }
}

/// A failure of the test machinery itself (not of the code under test), with a readable reason.
package struct TestSupportError: Error, CustomStringConvertible {
  package let description: String

  package init(_ description: String) { self.description = description }
}
