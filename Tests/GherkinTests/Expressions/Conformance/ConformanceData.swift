import Foundation

/// Reads the shared conformance data beside the package (`../shared/conformance`).
enum ConformanceData {
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        break
      }
    }
    return url.deletingLastPathComponent().appendingPathComponent("shared/conformance")
  }()

  /// Every case in `folder` (relative to the conformance root), sorted by file name.
  static func cases(in folder: String) throws -> [(name: String, value: JSONValue)] {
    let directory = root.appendingPathComponent(folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    return try names.map { name in
      (name, try load(directory.appendingPathComponent(name)))
    }
  }

  /// The JSON document at `path` (relative to the conformance root).
  static func document(_ path: String) throws -> JSONValue {
    try load(root.appendingPathComponent(path))
  }

  private static func load(_ url: URL) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
  }
}
