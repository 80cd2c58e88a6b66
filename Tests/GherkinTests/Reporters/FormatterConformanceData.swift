import Foundation
import TestSupport
import Testing

@testable import GherkinCommandLine

/// Cucumber's formatter test data in `../shared/conformance`: each sample's messages (`.ndjson`)
/// beside the documents Cucumber's formatters make of them (read by tests inside
/// ``SharedDataTests``, skipped with one notice when the data is absent).
enum FormatterConformanceData {
  /// The test data of one of Cucumber's formatters, inside ``SharedData``.
  static func folder(_ formatter: String) throws -> URL {
    try SharedData.current.conformance("\(formatter)/testdata/src")
  }

  /// The samples (names of `.ndjson` files), sorted.
  static func samples(_ formatter: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: try folder(formatter).path)
      .filter { $0.hasSuffix(".ndjson") }.map { String($0.dropLast(".ndjson".count)) }.sorted()
  }

  /// A sample's envelopes.
  static func envelopes(_ formatter: String, _ sample: String) throws -> [Envelope] {
    let url = try folder(formatter).appendingPathComponent(sample + ".ndjson")
    return try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: true)
      .map { try Envelope(ndjsonLine: $0) }
  }

  /// An expected document, or `nil` when the sample has none of that kind.
  static func expected(_ formatter: String, _ name: String) -> String? {
    guard let url = try? folder(formatter).appendingPathComponent(name) else { return nil }
    return try? String(contentsOf: url, encoding: .utf8)
  }

  /// The first line where two texts differ, as `line N: expected … got …`, or `nil`.
  static func firstDifference(expected: String, actual: String) -> String? {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let want = index < left.count ? String(left[index]) : "<end>"
      let got = index < right.count ? String(right[index]) : "<end>"
      if want != got { return "line \(index + 1): expected \"\(want)\", got \"\(got)\"" }
    }
    return nil
  }

  /// Durations (`0m 0.49s`) replaced, as they vary from run to run.
  static func normalisingDurations(_ text: String) -> String {
    text.replacingOccurrences(
      of: #"\d+m \d+\.\d+s"#, with: "<duration>", options: .regularExpression)
  }
}
