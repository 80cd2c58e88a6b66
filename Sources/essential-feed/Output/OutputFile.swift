import Foundation

/// Where `image --output` writes: standard output for `-`, otherwise a regular file, new or
/// replaced. A folder, a device, a named pipe, a socket, or a symbolic link to one of them is
/// refused before anything is loaded or written. A file is written whole to a temporary file in
/// the same folder, then renamed over the target, so the target is the old file or the new one,
/// never a part; a replaced file keeps its permissions, a new one is owner-only (0600).
enum OutputFile {
  /// Where the data goes.
  enum Destination: Equatable, Sendable {
    case standardOutput
    /// A regular file: `url` (with symbolic links resolved), and the permissions of the file it
    /// replaces, `nil` when it is new.
    case file(URL, replacingMode: mode_t?)
  }

  /// The destination `path` names, relative to `currentDirectory`; throws
  /// ``UsageError/unusableOutput(_:kind:)`` when it is not a regular file or a new name.
  static func destination(_ path: String, currentDirectory: String) throws(UsageError)
    -> Destination
  {
    if path == "-" { return .standardOutput }
    let url = URL(
      fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)
    ).standardizedFileURL
    return try check(url, shownAs: path)
  }

  private static func check(_ url: URL, shownAs path: String) throws(UsageError) -> Destination {
    var link = stat()
    guard lstat(url.path, &link) == 0 else { return .file(url, replacingMode: nil) }
    if link.st_mode & S_IFMT == S_IFREG {
      return .file(url, replacingMode: link.st_mode & 0o7777)
    }
    guard link.st_mode & S_IFMT == S_IFLNK else {
      throw .unusableOutput(path, kind: kind(of: link.st_mode))
    }
    var target = stat()
    guard stat(url.path, &target) == 0, let resolved = realpath(url.path, nil) else {
      throw .unusableOutput(path, kind: "a symbolic link to nothing")
    }
    defer { free(resolved) }
    guard target.st_mode & S_IFMT == S_IFREG else {
      throw .unusableOutput(path, kind: "a symbolic link to " + kind(of: target.st_mode))
    }
    return .file(
      URL(fileURLWithPath: String(cString: resolved)), replacingMode: target.st_mode & 0o7777)
  }

  private static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }

  /// Writes `data` to `url` through a temporary file in the same folder and a rename; the target
  /// is checked again just before the rename. Throws a reason in words.
  static func write(_ data: Data, to url: URL, replacingMode mode: mode_t?, shownAs path: String)
    throws
  {
    let folder = url.deletingLastPathComponent().path
    var template = Array((folder + "/." + url.lastPathComponent + ".XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw OutputFileError(errno) }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var renamed = false
    defer {
      if !renamed { unlink(temporary) }
    }
    let written = data.withUnsafeBytes { bytes -> Bool in
      var offset = 0
      while offset < bytes.count {
        let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
    let writeError = errno
    if let mode { fchmod(descriptor, mode) }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard written else { throw OutputFileError(writeError) }
    guard synced else { throw OutputFileError(errno) }
    // The target may have changed since the first check: refuse anything but a regular file.
    _ = try check(url, shownAs: path)
    guard rename(temporary, url.path) == 0 else { throw OutputFileError(errno) }
    renamed = true
  }
}

/// A failed write of the output file: the system's reason.
struct OutputFileError: Error, Equatable {
  let code: Int32
  init(_ code: Int32) { self.code = code }

  var reason: String { String(cString: strerror(code)) }
}
