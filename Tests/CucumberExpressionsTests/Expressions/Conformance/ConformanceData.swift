import Foundation
import TestSupport

/// Reads Cucumber's expression conformance data in ``SharedData``.
enum ConformanceData {

  /// Every case in `folder` (relative to the conformance root), sorted by file name.
  static func cases(in folder: String) throws -> [(name: String, value: JSONValue)] {
    let directory = try SharedData.current.conformance(folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    return try names.map { name in
      (name, try load(directory.appendingPathComponent(name)))
    }
  }

  /// The JSON document at `path` (relative to the conformance root).
  static func document(_ path: String) throws -> JSONValue {
    try load(try SharedData.current.conformance(path))
  }

  private static func load(_ url: URL) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
  }
}
