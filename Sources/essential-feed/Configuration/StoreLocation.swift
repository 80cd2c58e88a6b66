import EssentialFeedSQLite
import Foundation
import PrintableText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the cache database lives, and how it is prepared for use: `--store`, else
/// `$XDG_CACHE_HOME/essential-feed/feed.sqlite`, else `~/.cache/essential-feed/feed.sqlite`.
/// A directory the app creates is owner-only (0700), and so is a database file the store creates
/// (0600); an existing file, such as one named with `--store`, keeps its permissions.
///
/// The default path is the app's own: a file there that SQLite cannot read at all is a damaged
/// cache, which `validate-cache` replaces, and a symbolic link at the file is refused (links
/// among the folders leading to it, such as a linked home folder or `~/.cache`, are followed).
/// Any other database, at the default path or a `--store` path, must prove it is the app's cache
/// before the store changes it; only a regular file is ever opened.
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

  /// Creates the missing directories (0700), then checks that the path names a regular file, or
  /// nothing in a folder the user may write to (the store creates the file when it opens it). A
  /// `--store` link to a regular file is followed; a link at the default path is refused, never
  /// followed. Returns how the store may open it: read-only when the file is not writable, so that
  /// its cache can still be read.
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
    let path = fileURL.path
    var status = stat()
    guard lstat(path, &status) == 0 else {
      guard fileManager.isWritableFile(atPath: directory.path) else { throw .notWritable(path) }
      return .readWrite
    }
    if isDefault && status.st_mode & S_IFMT == S_IFLNK { throw .symbolicLink(path) }
    guard stat(path, &status) == 0 else {
      throw .notAFile(path, kind: FileKind.unfollowableLink(errno))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .notAFile(path, kind: FileKind.describe(status.st_mode))
    }
    return fileManager.isWritableFile(atPath: path) ? .readWrite : .readOnly
  }
}

/// Why the cache database cannot be used.
enum StoreLocationError: Error, Equatable, Sendable {
  case cannotCreateDirectory(String, reason: String)
  case notAFile(String, kind: String)
  case symbolicLink(String)
  case notWritable(String)

  var message: String {
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      return "can't create the cache folder \(path): \(reason)"
    case .notAFile(let path, let kind):
      return "the cache store \(path) is \(kind), not a database file"
    case .symbolicLink(let path):
      return "the cache store \(path) is a symbolic link; the default cache is never one "
        + "(remove the link, or name the file with --store PATH)"
    case .notWritable(let path):
      return "the cache store \(path) can't be created: you may not write to its folder"
    }
  }
}
