import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one rule both commands follow for a file they are given to read: only an ordinary file (a
/// regular file, or a symbolic link to one) is read. A named pipe would wait for a writer for
/// ever, a device such as `/dev/zero` never ends, and a socket or a folder holds no text, so each
/// is refused at once, in words that say what the path names. And which file a path names, so
/// that nothing a command reads is written over, whatever spelling or link leads to it.
package enum FileKind {
  /// The file type of `mode` in words.
  package static func describe(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFREG: "a regular file"
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
  package static func unfollowableLink(_ error: Int32) -> String {
    switch error {
    case ELOOP: "a symbolic link in a loop"
    case ENOENT, ENOTDIR: "a symbolic link to nothing"
    default: "a symbolic link that can't be followed (\(String(cString: strerror(error))))"
    }
  }

  /// Opens the file at `path` for reading if it is an ordinary file, without ever waiting: it is
  /// opened non-blocking (a named pipe with no writer opens at once) and checked on the open
  /// descriptor, so a file swapped in after a check is caught too. The caller closes the
  /// descriptor.
  package static func openOrdinary(_ path: String) -> Result<OpenedFile, ReadRefusal> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      // Opening a socket fails with ENXIO: say what it is.
      var status = stat()
      if code == ENXIO, stat(path, &status) == 0 {
        return .failure(.notOrdinary(kind(of: path, mode: status.st_mode)))
      }
      return .failure(.cannotOpen(errno: code))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      return .failure(.cannotOpen(errno: code))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      return .failure(.notOrdinary(kind(of: path, mode: status.st_mode)))
    }
    // An ordinary file never blocks; reads after this one wait as usual.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return .success(
      OpenedFile(descriptor: descriptor, identity: FileIdentity(status), size: Int(status.st_size)))
  }

  /// What `path`, of `mode` once links are followed, is in words, naming the link's target when
  /// `path` is a symbolic link: "a symbolic link to /dev/zero, which is a character device".
  package static func kind(of path: String, mode: mode_t) -> String {
    var link = stat()
    guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK,
      let resolved = realpath(path, nil)
    else { return describe(mode) }
    defer { free(resolved) }
    return "a symbolic link to \(String(cString: resolved)), which is \(describe(mode))"
  }
}

/// An ordinary file opened for reading (``FileKind/openOrdinary(_:)``).
package struct OpenedFile: Sendable {
  /// The open descriptor; the caller closes it.
  package let descriptor: Int32
  /// Which file it is.
  package let identity: FileIdentity
  /// Its size in bytes when it was opened.
  package let size: Int
}

/// Why a file given to read was not opened.
package enum ReadRefusal: Error, Equatable, Sendable {
  /// `open` failed with `errno` (it does not exist, may not be read, ...).
  case cannotOpen(errno: Int32)
  /// It is not an ordinary file but what the words say (``FileKind/kind(of:mode:)``).
  case notOrdinary(String)

  /// The reason in words: the system's, or what the file is instead.
  package var reason: String {
    switch self {
    case .cannotOpen(let code): String(cString: strerror(code))
    case .notOrdinary(let kind): "it is \(kind), not an ordinary file"
    }
  }
}

/// Which file a path names, whatever the spelling or link that leads there: its device and inode.
package struct FileIdentity: Hashable, Sendable {
  package let device: UInt64
  package let inode: UInt64

  /// The file at `path`, links followed, or `nil` when there is none.
  package init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The file `status` describes.
  package init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
