import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a path names, in words, for the messages about `--store` and `--output`.
enum FileKind {
  /// The file type of `mode` in words (a regular file is not described: it is what is wanted).
  static func describe(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device (a disk)"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "a special file"
    }
  }

  /// A symbolic link that `stat` could not follow, failing with `error`: in a loop, to nothing,
  /// or one that can't be followed (for the system's reason).
  static func unfollowableLink(_ error: Int32) -> String {
    switch error {
    case ELOOP: "a symbolic link in a loop"
    case ENOENT, ENOTDIR: "a symbolic link to nothing"
    default: "a symbolic link that can't be followed (\(String(cString: strerror(error))))"
    }
  }
}
