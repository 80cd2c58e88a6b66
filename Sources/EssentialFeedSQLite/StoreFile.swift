import CSQLite
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which file a path names: its device and inode. The store checks that the file it opens is a
/// regular file, and that the file it removes to recover a damaged cache is still the one it
/// opened.
struct StoreFile: Equatable {
  let device: UInt64
  let inode: UInt64

  /// The regular file at `path`, or `nil` when there is none. Throws
  /// ``SQLiteStoreError/foreignFile(reason:)`` for anything else (a folder, a device, a FIFO, a
  /// socket), for a symbolic link to nothing or in a loop, and, when `followingLinks` is false,
  /// for any symbolic link. The file is opened (without
  /// blocking, and only after `stat` says it is regular) and checked again on the open descriptor,
  /// so a file swapped in between the two is caught.
  static func regularFile(at path: String, followingLinks: Bool) throws(SQLiteStoreError)
    -> StoreFile?
  {
    var status = stat()
    let found = followingLinks ? stat(path, &status) : lstat(path, &status)
    guard found == 0 else {
      let error = errno
      var link = stat()
      if followingLinks, error == ENOENT || error == ELOOP, lstat(path, &link) == 0,
        link.st_mode & S_IFMT == S_IFLNK
      {
        throw .foreignFile(
          reason: error == ELOOP
            ? "it is a symbolic link in a loop" : "it is a symbolic link to nothing")
      }
      if error == ENOENT { return nil }
      throw .sqlite(
        code: SQLITE_CANTOPEN,
        message: "cannot inspect \(path): \(String(cString: strerror(errno)))")
    }
    try requireRegular(status)
    var flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
    if !followingLinks { flags |= O_NOFOLLOW }
    let descriptor = open(path, flags)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      // Unreadable (permissions): SQLite reports it in its own words when it opens the file.
      return StoreFile(status)
    }
    defer { close(descriptor) }
    var opened = stat()
    guard fstat(descriptor, &opened) == 0 else {
      throw .sqlite(
        code: SQLITE_CANTOPEN,
        message: "cannot inspect \(path): \(String(cString: strerror(errno)))")
    }
    try requireRegular(opened)
    return StoreFile(opened)
  }

  /// Creates an empty file at `path`, owner-only (`0600`), and returns it; `nil` when something
  /// is already there (another process made it meanwhile, or a symbolic link is there: `O_EXCL`
  /// never creates a file through a link). The store, not SQLite, creates its files, so that a
  /// new cache is readable by its owner alone.
  static func create(at path: String) throws(SQLiteStoreError) -> StoreFile? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      if errno == EEXIST { return nil }
      throw .sqlite(
        code: SQLITE_CANTOPEN,
        message: "cannot create \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var created = stat()
    guard fstat(descriptor, &created) == 0 else {
      throw .sqlite(
        code: SQLITE_CANTOPEN,
        message: "cannot inspect \(path): \(String(cString: strerror(errno)))")
    }
    return StoreFile(created)
  }

  /// Removes the file at `path` if it is still `file` and still empty: a file the store created
  /// and then could not open is not left behind. Anything else there is left alone.
  static func removeIfEmpty(_ file: StoreFile, at path: String) {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size == 0,
      StoreFile(status) == file
    else { return }
    unlink(path)
  }

  /// `url`'s path with the symbolic links in its folder resolved, the last component kept as it
  /// is: a store that refuses a link at its file still opens a file reached through a linked
  /// folder (a home folder at `/home -> /var/home`, a linked `~/.cache`), since SQLite's
  /// `SQLITE_OPEN_NOFOLLOW` refuses a link anywhere in the path.
  static func pathWithResolvedFolder(_ url: URL) throws(SQLiteStoreError) -> String {
    let folder = url.deletingLastPathComponent().path
    guard let resolved = realpath(folder, nil) else {
      throw .sqlite(
        code: SQLITE_CANTOPEN,
        message: "cannot open the folder \(folder): \(String(cString: strerror(errno)))")
    }
    defer { free(resolved) }
    let real = String(cString: resolved)
    return (real.hasSuffix("/") ? real : real + "/") + url.lastPathComponent
  }

  private init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  private static func requireRegular(_ status: stat) throws(SQLiteStoreError) {
    let type = status.st_mode & S_IFMT
    guard type != S_IFREG else { return }
    throw .foreignFile(reason: "it is \(kind(type)), not a regular file")
  }

  /// The file type in words.
  static func kind(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: return "a folder"
    case S_IFLNK: return "a symbolic link"
    case S_IFIFO: return "a named pipe (FIFO)"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device (a disk)"
    case S_IFSOCK: return "a socket"
    default: return "a special file"
    }
  }
}
