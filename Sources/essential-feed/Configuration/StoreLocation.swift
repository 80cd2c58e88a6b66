import EssentialFeedSQLite
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the cache database lives, and how it is prepared for use: `--store`, else
/// `$XDG_CACHE_HOME/essential-feed/feed.sqlite`, else `~/.cache/essential-feed/feed.sqlite`.
/// A directory the app creates is owner-only (0700), and so is a new database file (0600).
///
/// The default path is the app's own: a file there that SQLite cannot read at all is a damaged
/// cache, which `validate-cache` replaces, and a symbolic link there is refused. Any other
/// database, at the default path or a `--store` path, must prove it is the app's cache before the
/// store changes it; only a regular file is ever opened.
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
  /// then checks that the path names a regular file (a `--store` link to one is followed; a link
  /// at the default path is refused, never followed). Returns how the store may open it:
  /// read-only when the file is not writable, so that its cache can still be read.
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
    if lstat(path, &status) == 0 {
      if isDefault && status.st_mode & S_IFMT == S_IFLNK { throw .symbolicLink(path) }
      guard stat(path, &status) == 0 else {
        throw .notAFile(path, kind: "a symbolic link to nothing")
      }
      let type = status.st_mode & S_IFMT
      guard type == S_IFREG else { throw .notAFile(path, kind: Self.kind(type)) }
      return fileManager.isWritableFile(atPath: path) ? .readWrite : .readOnly
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .notWritable(path) }
    close(descriptor)
    return .readWrite
  }

  /// A file type in words.
  private static func kind(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a named pipe (FIFO)"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device (a disk)"
    case S_IFSOCK: return "a socket"
    default: return "a special file"
    }
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
      return "the cache store \(path) is not writable"
    }
  }
}
