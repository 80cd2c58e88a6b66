import Foundation

/// Paths inside the package, found from this file's location.
enum PackagePaths {
  /// The folder holding Package.swift.
  static var root: URL {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
      url.path != "/"
    {
      url.deleteLastPathComponent()
    }
    return url
  }

  /// The product owners' feature files.
  static var features: URL { root.appendingPathComponent("Features", isDirectory: true) }
}
