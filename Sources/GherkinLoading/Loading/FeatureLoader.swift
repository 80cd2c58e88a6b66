import Foundation
import GherkinParser
import PrintableText

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
  /// beneath it, sorted. Every path that cannot be read becomes a ``FeatureLoadError`` naming
  /// it, and the others still load: missing (with the closest names that exist), permission
  /// denied, a symbolic link loop, a folder that cannot be listed or holds no feature file, a
  /// link in a folder that leads out of it, something that is not an ordinary file (a named
  /// pipe, a device), a file larger than ``maximumFileSize``, text that is not UTF-8 (at its
  /// line and column), and text with parse errors and no Gherkin heading at all, whose lines
  /// are then not quoted.
  package func load(paths: [String]) -> FeatureSuite {
    var sources: [(uri: String, text: String)] = []
    var errors: [FeatureLoadError] = []
    var seen: Set<String> = []
    var roots: [FeatureSuite.Root] = []
    let headings = HeadingWords(parser.dialects)
    for path in paths {
      let known = errors.count
      let files = featureFiles(at: path, errors: &errors)
      for file in files where seen.insert(file).inserted {
        switch Self.contents(of: file) {
        case .success(let text):
          if let error = notGherkin(text, uri: file, headings: headings) {
            errors.append(error)
          } else {
            sources.append((file, text))
          }
        case .failure(let error): errors.append(error)
        }
      }
      roots.append(.init(path: path, files: files, hadErrors: errors.count > known))
    }
    var suite = FeatureSuite(sources: sources, parser: parser)
    suite.loadErrors = errors
    suite.roots = roots
    return suite
  }

  private func featureFiles(at path: String, errors: inout [FeatureLoadError]) -> [String] {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      errors.append(
        code == ENOENT ? Self.missing(path) : FeatureLoadError(path: path, errno: code))
      return []
    }
    guard status.st_mode & S_IFMT == S_IFDIR else { return [path] }
    let base = path.hasSuffix("/") ? path : path + "/"
    var found: [String] = []
    var ancestors: Set<FileIdentity> = [FileIdentity(status)]
    let known = errors.count
    let folder = Folder(path: path, base: base, resolved: Self.resolved(path) ?? path)
    collect(folder, relative: "", ancestors: &ancestors, into: &found, errors: &errors)
    if found.isEmpty && errors.count == known {
      errors.append(
        FeatureLoadError(
          path: path, reason: "holds no feature files (their names end in .feature or .feature.md)")
      )
    }
    return found.sorted().map { base + $0 }
  }

  /// A folder being run: as given, with a `/` after it, and with its links resolved.
  private struct Folder {
    var path: String
    var base: String
    var resolved: String

    /// Whether the resolved path `target` is this folder or inside it.
    func contains(_ target: String) -> Bool {
      target == resolved || resolved == "/" || target.hasPrefix(resolved + "/")
    }
  }

  /// Adds the `.feature` files under `base + relative` to `found` (as paths relative to `base`),
  /// descending into folders and linked folders; `ancestors` are the folders being walked, so a
  /// link back to one of them is reported as a loop instead of walked forever. A symbolic link
  /// leading out of the folder is reported, not followed.
  private func collect(
    _ root: Folder, relative: String, ancestors: inout Set<FileIdentity>,
    into found: inout [String], errors: inout [FeatureLoadError]
  ) {
    let base = root.base
    let folder = base + relative
    guard let names = Self.names(in: folder) else {
      let shown = folder.count > 1 ? String(folder.dropLast()) : folder
      errors.append(FeatureLoadError(path: shown, errno: errno))
      return
    }
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
      let isFolder = status.st_mode & S_IFMT == S_IFDIR
      guard isFolder || Self.isFeatureFile(name) else { continue }
      if let outside = Self.linkOutside(base + entry, of: root) {
        errors.append(outside)
        continue
      }
      if isFolder {
        let identity = FileIdentity(status)
        guard ancestors.insert(identity).inserted else {
          errors.append(FeatureLoadError(path: base + entry, reason: "symbolic link loop"))
          continue
        }
        collect(root, relative: entry + "/", ancestors: &ancestors, into: &found, errors: &errors)
        ancestors.remove(identity)
      } else {
        found.append(entry)
      }
    }
  }

  /// The names in `folder`, without `.` and `..`, in the order it lists them; `nil` when it
  /// cannot be opened, with `errno` saying why.
  static func names(in folder: String) -> [String]? {
    guard let stream = opendir(folder) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// The error for `path` when it is a symbolic link that leads out of `root`; `nil` for
  /// anything else.
  private static func linkOutside(_ path: String, of root: Folder) -> FeatureLoadError? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
      let target = resolved(path), !root.contains(target)
    else { return nil }
    return FeatureLoadError(
      path: path,
      reason:
        "is a symbolic link to \(target), outside \(root.path), so it is not read: a link in a folder being run is followed only to what is inside that folder (so that a link cannot make a run read and show some other file). To run what it leads to, give that path itself"
    )
  }

  /// `path` with every symbolic link resolved, or `nil` when it cannot be.
  package static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
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
