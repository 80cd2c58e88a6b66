import EssentialFeedSQLite
import Foundation

/// Where the cache database lives, and how it is prepared for use: `--store`, else
/// `$XDG_CACHE_HOME/essential-feed/feed.sqlite`, else `~/.cache/essential-feed/feed.sqlite`.
/// A directory the app creates is owner-only (0700), and so is a new database file (0600).
///
/// The default path is the app's own: whatever file is there is taken for its cache (a file
/// there that is not a database at all is a damaged cache, which `validate-cache` replaces). A
/// `--store` file must prove it is the app's cache before the store changes it.
struct StoreLocation: Equatable, Sendable {
  /// The database file.
  let fileURL: URL
  /// Whether the path is the default one, inside the app's own cache folder.
  var isDefault = false

  /// Resolves the location; a relative `--store` is taken from `currentDirectory`.
  static func resolve(
    option: String?, environment: ProcessEnvironment, currentDirectory: String,
    homeDirectory: String
  ) -> StoreLocation {
    if let option {
      let path = option.hasPrefix("/") ? option : currentDirectory + "/" + option
      return StoreLocation(fileURL: URL(fileURLWithPath: path).standardizedFileURL)
    }
    let cacheHome: String
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      cacheHome = xdg
    } else {
      cacheHome = (environment["HOME"] ?? homeDirectory) + "/.cache"
    }
    return StoreLocation(
      fileURL: URL(fileURLWithPath: cacheHome).appendingPathComponent("essential-feed")
        .appendingPathComponent("feed.sqlite"),
      isDefault: true)
  }

  /// Creates the missing directories (0700) and an empty database file (0600) if there is none,
  /// then checks that the file is not a folder. Returns how the store may open it: read-only when
  /// the file is not writable, so that its cache can still be read.
  @discardableResult
  func prepare(fileManager: FileManager = .default) throws(StoreLocationError)
    -> SQLiteFeedStore.Access
  {
    let directory = fileURL.deletingLastPathComponent()
    do {
      try fileManager.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw .cannotCreateDirectory(directory.path, reason: FileErrorDescription.describe(error))
    }
    var isDirectory: ObjCBool = false
    if fileManager.fileExists(atPath: fileURL.path, isDirectory: &isDirectory) {
      if isDirectory.boolValue { throw .notAFile(fileURL.path) }
      return fileManager.isWritableFile(atPath: fileURL.path) ? .readWrite : .readOnly
    }
    guard
      fileManager.createFile(
        atPath: fileURL.path, contents: nil, attributes: [.posixPermissions: 0o600])
    else { throw .notWritable(fileURL.path) }
    return .readWrite
  }
}

/// Why the cache database cannot be used.
enum StoreLocationError: Error, Equatable, Sendable {
  case cannotCreateDirectory(String, reason: String)
  case notAFile(String)
  case notWritable(String)

  var message: String {
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      return "can't create the cache folder \(path): \(reason)"
    case .notAFile(let path):
      return "the cache store \(path) is a folder, not a database file"
    case .notWritable(let path):
      return "the cache store \(path) is not writable"
    }
  }
}
