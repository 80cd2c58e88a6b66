import Foundation
import TestSupport
import Testing

/// Reads the Cucumber Compatibility Kit, `conformance/compatibility-kit` in ``SharedData``.
enum CompatibilityKitData {
  static func samplesFolder() throws -> URL {
    try SharedData.current.conformance("compatibility-kit/samples")
  }

  /// The samples' names, sorted.
  static func sampleNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: try samplesFolder().path)
      .filter { !$0.hasPrefix(".") }
      .sorted()
  }

  /// The folder of one sample.
  static func folder(of sample: String) throws -> URL {
    try samplesFolder().appendingPathComponent(sample)
  }

  /// The expected messages of a sample, one NDJSON line each.
  static func expectedLines(of sample: String) throws -> [String] {
    let url = try folder(of: sample).appendingPathComponent(sample + ".ndjson")
    return try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }
}
