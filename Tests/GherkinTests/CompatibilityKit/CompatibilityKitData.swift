import Foundation
import Testing

/// Locates the Cucumber Compatibility Kit in `../shared/conformance/compatibility-kit` beside the
/// package; tests reading it are skipped, saying so, when it is absent.
enum CompatibilityKitData {
  static var samplesFolder: URL {
    GherkinConformanceData.packageRoot
      .appendingPathComponent("../shared/conformance/compatibility-kit/samples")
      .standardizedFileURL
  }

  static var schema: URL {
    GherkinConformanceData.packageRoot
      .appendingPathComponent("../shared/conformance/messages/jsonschema/messages.schema.json")
      .standardizedFileURL
  }

  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: samplesFolder.path)
  }

  static let missing: Comment =
    "skipped: the Compatibility Kit (../shared/conformance/compatibility-kit) is not there"

  /// The samples' names, sorted.
  static func sampleNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: samplesFolder.path)
      .filter { !$0.hasPrefix(".") }
      .sorted()
  }

  /// The folder of one sample.
  static func folder(of sample: String) -> URL {
    samplesFolder.appendingPathComponent(sample)
  }

  /// The expected messages of a sample, one NDJSON line each.
  static func expectedLines(of sample: String) throws -> [String] {
    let url = folder(of: sample).appendingPathComponent(sample + ".ndjson")
    return try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }
}
