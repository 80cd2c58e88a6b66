import Foundation
import GherkinRunner

/// Finds the Swift file a ``SourceReference`` names. References hold `#fileID` (`Module/File.swift`);
/// the file is `Sources/Module/.../File.swift` under the workspace root.
struct SwiftSourceIndex {
  private var paths: [String: URL] = [:]

  init(root: URL) {
    let sources = root.appendingPathComponent("Sources")
    for url in FileManager.default.files(under: sources, withExtension: "swift") {
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

extension FileManager {
  /// The files under `folder`, hidden ones left out, whose names end in `.pathExtension`.
  func files(under folder: URL, withExtension pathExtension: String) -> [URL] {
    let walker = enumerator(
      at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    return (walker?.allObjects ?? []).compactMap { $0 as? URL }
      .filter { $0.pathExtension == pathExtension }
  }
}
