import Foundation

/// Finds `.feature` and `.feature.md` (Markdown with Gherkin) files under the given paths and
/// loads them into a ``FeatureSuite``.
public struct FeatureLoader: Sendable {
  /// The parser to use.
  public var parser: GherkinParser

  /// Creates a loader.
  public init(parser: GherkinParser = GherkinParser()) {
    self.parser = parser
  }

  /// Loads each path: a file as it is, a directory as every `.feature` and `.feature.md` file
  /// beneath it, sorted. A path that cannot be read becomes a ``FeatureLoadError``; the others still load.
  public func load(paths: [String]) -> FeatureSuite {
    var sources: [(uri: String, text: String)] = []
    var errors: [FeatureLoadError] = []
    var seen: Set<String> = []
    for path in paths {
      for file in featureFiles(at: path, errors: &errors) where seen.insert(file).inserted {
        do {
          sources.append((file, try String(contentsOfFile: file, encoding: .utf8)))
        } catch {
          errors.append(FeatureLoadError(path: file, reason: "cannot be read as UTF-8 text"))
        }
      }
    }
    var suite = FeatureSuite(sources: sources, parser: parser)
    suite.loadErrors = errors
    return suite
  }

  private func featureFiles(at path: String, errors: inout [FeatureLoadError]) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      errors.append(FeatureLoadError(path: path, reason: "no such file or directory"))
      return []
    }
    guard isDirectory.boolValue else { return [path] }
    guard let enumerator = FileManager.default.enumerator(atPath: path) else {
      errors.append(FeatureLoadError(path: path, reason: "cannot list the directory"))
      return []
    }
    let base = path.hasSuffix("/") ? path : path + "/"
    return enumerator.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }
      .sorted()
      .map { base + $0 }
  }
}
