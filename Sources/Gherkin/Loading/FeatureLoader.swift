import Foundation
import GherkinParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds `.feature` and `.feature.md` (Markdown with Gherkin) files under the given paths and
/// loads them into a ``FeatureSuite``.
package struct FeatureLoader: Sendable {
  /// The parser to use.
  package var parser: GherkinParser

  /// Creates a loader.
  package init(parser: GherkinParser = GherkinParser()) {
    self.parser = parser
  }

  /// Whether a folder's entry named `name` is a feature file: `.feature`, or Markdown with
  /// Gherkin as `.feature.md`.
  static func isFeatureFile(_ name: String) -> Bool {
    name.hasSuffix(".feature") || name.hasSuffix(".feature.md")
  }

  /// Loads each path: a file as it is, a directory as every `.feature` and `.feature.md` file
  /// beneath it, sorted. Every path that cannot be read (missing, permission denied, a symbolic
  /// link loop, a folder that cannot be listed or holds no feature file, text that is not UTF-8)
  /// becomes a ``FeatureLoadError`` naming it; the
  /// others still load.
  package func load(paths: [String]) -> FeatureSuite {
    var sources: [(uri: String, text: String)] = []
    var errors: [FeatureLoadError] = []
    var seen: Set<String> = []
    for path in paths {
      for file in featureFiles(at: path, errors: &errors) where seen.insert(file).inserted {
        switch Self.read(file) {
        case .success(let text): sources.append((file, text))
        case .failure(let error): errors.append(error)
        }
      }
    }
    var suite = FeatureSuite(sources: sources, parser: parser)
    suite.loadErrors = errors
    return suite
  }

  private static func read(_ file: String) -> Result<String, FeatureLoadError> {
    let descriptor = open(file, O_RDONLY)
    guard descriptor >= 0 else { return .failure(FeatureLoadError(path: file, errno: errno)) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    let data: Data
    do {
      data = try handle.readToEnd() ?? Data()
    } catch {
      return .failure(FeatureLoadError(path: file, reason: "cannot be read"))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(FeatureLoadError(path: file, reason: "cannot be read as UTF-8 text"))
    }
    return .success(text)
  }

  private func featureFiles(at path: String, errors: inout [FeatureLoadError]) -> [String] {
    var status = stat()
    guard stat(path, &status) == 0 else {
      errors.append(FeatureLoadError(path: path, errno: errno))
      return []
    }
    guard status.st_mode & S_IFMT == S_IFDIR else { return [path] }
    let base = path.hasSuffix("/") ? path : path + "/"
    var found: [String] = []
    var ancestors: Set<DirectoryIdentity> = [DirectoryIdentity(status)]
    let known = errors.count
    collect(base: base, relative: "", ancestors: &ancestors, into: &found, errors: &errors)
    if found.isEmpty && errors.count == known {
      errors.append(
        FeatureLoadError(
          path: path, reason: "holds no feature files (their names end in .feature or .feature.md)")
      )
    }
    return found.sorted().map { base + $0 }
  }

  /// Adds the `.feature` files under `base + relative` to `found` (as paths relative to `base`),
  /// descending into folders and linked folders; `ancestors` are the folders being walked, so a
  /// link back to one of them is reported as a loop instead of walked forever.
  private func collect(
    base: String, relative: String, ancestors: inout Set<DirectoryIdentity>,
    into found: inout [String], errors: inout [FeatureLoadError]
  ) {
    let folder = base + relative
    guard let stream = opendir(folder) else {
      let shown = folder.count > 1 ? String(folder.dropLast()) : folder
      errors.append(FeatureLoadError(path: shown, errno: errno))
      return
    }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    closedir(stream)
    for name in names.sorted() {
      let entry = relative + name
      var status = stat()
      guard stat(base + entry, &status) == 0 else {
        let code = errno
        // A link to nowhere that is not a feature is not ours to judge; anything else is reported.
        if code != ENOENT || Self.isFeatureFile(name) {
          errors.append(FeatureLoadError(path: base + entry, errno: code))
        }
        continue
      }
      if status.st_mode & S_IFMT == S_IFDIR {
        let identity = DirectoryIdentity(status)
        guard ancestors.insert(identity).inserted else {
          errors.append(FeatureLoadError(path: base + entry, reason: "symbolic link loop"))
          continue
        }
        collect(
          base: base, relative: entry + "/", ancestors: &ancestors, into: &found, errors: &errors)
        ancestors.remove(identity)
      } else if Self.isFeatureFile(name) {
        found.append(entry)
      }
    }
  }
}

/// A folder's identity on disk, so a folder reached twice down one path is recognised.
private struct DirectoryIdentity: Hashable {
  var device: UInt64
  var inode: UInt64

  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}

extension FeatureLoadError {
  /// The error for a failed system call on `path`, in plain words.
  init(path: String, errno code: Int32) {
    let reason =
      switch code {
      case ENOENT: "no such file or directory"
      case EACCES, EPERM: "permission denied"
      case ELOOP: "symbolic link loop"
      case ENOTDIR: "a part of the path is not a folder"
      default: String(cString: strerror(code)).lowercased()
      }
    self.init(path: path, reason: reason)
  }
}
