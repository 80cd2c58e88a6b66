import Foundation

/// Reads Cucumber's Gherkin conformance data, `conformance/gherkin` in ``SharedData``.
package enum GherkinConformanceData {
  /// The Gherkin data's folder; throws when the shared data is missing.
  package static func gherkinFolder() throws -> URL {
    try SharedData.current.conformance("gherkin")
  }

  /// The `.feature` and `.feature.md` inputs of `good` or `bad`, sorted by name.
  package static func features(in kind: String) throws -> [URL] {
    let folder = try gherkinFolder().appendingPathComponent("testdata/\(kind)")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }
      .sorted()
      .map { folder.appendingPathComponent($0) }
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
