import Foundation
import Gherkin

/// Finds the Swift file a ``SourceReference`` names. References hold `#fileID` (`Module/File.swift`);
/// the file is `Sources/Module/.../File.swift` under the workspace root.
struct SwiftSourceIndex {
  private var paths: [String: URL] = [:]

  init(root: URL) {
    let sources = root.appendingPathComponent("Sources")
    guard
      let walker = FileManager.default.enumerator(
        at: sources, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return }
    for case let url as URL in walker where url.pathExtension == "swift" {
      let relative = url.standardizedFileURL.pathComponents.dropFirst(
        sources.standardizedFileURL.pathComponents.count)
      guard let module = relative.first else { continue }
      let key = "\(module)/\(url.lastPathComponent)"
      if paths[key] == nil { paths[key] = url.standardizedFileURL }
    }
  }

  /// The file of `reference`, if it is under the workspace's `Sources`.
  func url(of reference: SourceReference) -> URL? { paths[reference.file] }
}
