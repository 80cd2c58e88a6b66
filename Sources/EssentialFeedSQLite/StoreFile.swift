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
  /// socket) and, when `followingLinks` is false, for a symbolic link. The file is opened (without
  /// blocking, and only after `stat` says it is regular) and checked again on the open descriptor,
  /// so a file swapped in between the two is caught.
  static func regularFile(at path: String, followingLinks: Bool) throws(SQLiteStoreError)
    -> StoreFile?
  {
    var status = stat()
    let found = followingLinks ? stat(path, &status) : lstat(path, &status)
    guard found == 0 else {
      if errno == ENOENT { return nil }
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
