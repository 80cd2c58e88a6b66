import Foundation

extension FeatureLoader {
  /// The error for `path`, which does not exist: with what the part after a colon should be
  /// when the part before it is a file (`x.feature:abc`), or else the closest paths that exist
  /// (a misspelt or wrong-case name), each missing part of the path compared with the names in
  /// the folder above it.
  static func missing(_ path: String) -> FeatureLoadError {
    let reason = "no such file or directory"
    if let (file, rest) = fileBeforeColon(path) {
      return FeatureLoadError(
        path: path,
        reason:
          "\(reason): \(file) is a file, and after a colon come the lines to run, such as \(file):12 (or several, \(file):12:30); '\(rest)' is not a line number"
      )
    }
    let suggestions = closestExisting(path)
    let advice = suggestions.isEmpty ? "" : ". Did you mean \(Wording.list(suggestions))?"
    return FeatureLoadError(path: path, reason: reason + advice)
  }

  /// The file before the first colon of `path` after which `path` does not exist, and what
  /// follows that colon.
  private static func fileBeforeColon(_ path: String) -> (String, String)? {
    var index = path.startIndex
    while let colon = path[index...].firstIndex(of: ":") {
      let file = String(path[..<colon])
      var status = stat()
      if !file.isEmpty, stat(file, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
        return (file, String(path[path.index(after: colon)...]))
      }
      index = path.index(after: colon)
    }
    return nil
  }

  /// The paths that exist closest to `path`: the first part that does not exist replaced by
  /// the closest names of its folder (one listing per missing part), the last by up to three
  /// equally close feature files or folders.
  private static func closestExisting(_ path: String) -> [String] {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let trailingSlash = parts.count > 1 && parts.last == ""
    if trailingSlash { parts.removeLast() }
    var prefix = ""
    var candidates: [String] = []
    var replaced = false
    for (index, part) in parts.enumerated() {
      let isLast = index == parts.count - 1
      let current = prefix + part
      var status = stat()
      if part.isEmpty || part == "." || part == ".." || lstat(current, &status) == 0 {
        prefix = current + "/"
        continue
      }
      let names = closestNames(to: part, in: prefix.isEmpty ? "." : prefix, last: isLast)
      guard let first = names.first else { return [] }
      if isLast {
        candidates = names.map { prefix + $0 + (trailingSlash ? "/" : "") }
      } else {
        prefix += first + "/"
        replaced = true
      }
    }
    guard candidates.isEmpty, replaced else { return candidates }
    // Only folders on the way were misspelt: the path with them corrected, if it exists.
    let corrected = String(prefix.dropLast()) + (trailingSlash ? "/" : "")
    var status = stat()
    return stat(corrected, &status) == 0 ? [corrected] : []
  }

  /// The names in `folder` closest to `name` (in any case, a quarter of its letters apart at
  /// most): the best one for a folder on the way, up to three equally close for the `last`
  /// part, which must be a feature file or a folder.
  private static func closestNames(to name: String, in folder: String, last: Bool) -> [String] {
    let target = Array(name.lowercased())
    // A quarter of the letters may differ (none but their case in a name under 4 letters).
    let limit = target.count / 4
    var best: [(distance: Int, name: String)] = []
    for candidate in names(in: folder) ?? [] {
      let distance = Wording.distance(Array(candidate.lowercased()), target, limit: limit)
      guard distance <= limit, distance <= (best.first?.distance ?? limit) else { continue }
      var status = stat()
      let base = folder.hasSuffix("/") ? folder : folder + "/"
      guard stat(base + candidate, &status) == 0 else { continue }
      let isFolder = status.st_mode & S_IFMT == S_IFDIR
      guard isFolder || (last && isFeatureFile(candidate)) else { continue }
      if let first = best.first, distance < first.distance { best = [] }
      best.append((distance, candidate))
    }
    return best.map(\.name).sorted().prefix(last ? 3 : 1).map { $0 }
  }
}
