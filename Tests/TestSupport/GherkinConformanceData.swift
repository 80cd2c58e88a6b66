import Foundation

/// Reads Cucumber's Gherkin conformance data, `conformance/gherkin` in ``SharedData``.
package enum GherkinConformanceData {
  /// The Gherkin data's folder; throws when the shared data is missing.
  package static func gherkinFolder() throws -> URL {
    try SharedData.current.conformance("gherkin")
  }

  /// The names of the `.feature` and `.feature.md` inputs of `good` or `bad`, sorted.
  package static func names(in kind: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: try testdata(kind).path)
      .filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }
      .sorted()
  }

  /// The input `name` of `good` or `bad`.
  package static func feature(_ name: String, in kind: String) throws -> URL {
    try testdata(kind).appendingPathComponent(name)
  }

  private static func testdata(_ kind: String) throws -> URL {
    try gherkinFolder().appendingPathComponent("testdata/\(kind)")
  }

  /// A feature file's text. The `*.crlf.feature` files are CRLF upstream; a checkout that
  /// turned them into LF files gets its CRLF line endings back here.
  package static func source(of feature: URL) throws -> String {
    let text = try String(contentsOf: feature, encoding: .utf8)
    guard feature.lastPathComponent.hasSuffix(".crlf.feature"), !text.utf8.contains(13) else {
      return text
    }
    return text.replacingOccurrences(of: "\n", with: "\r\n")
  }

  /// The non-empty lines of a file, or `nil` when there is no such file.
  package static func lines(of url: URL) -> [String]? {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  /// One JSON text with its object keys sorted, so that two texts compare as parsed JSON.
  package static func canonical(_ line: String) -> String {
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    else { return "unparsable: " + line }
    return String(decoding: data, as: UTF8.self)
  }
}
