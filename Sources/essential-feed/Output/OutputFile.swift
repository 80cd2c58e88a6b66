import Foundation
import PrintableText

/// Where `image --output` writes: standard output for `-`, otherwise a regular file, new or
/// replaced. Everything that would make the write fail or surprise is refused before anything is
/// loaded (``UsageError``, exit status 2): a folder, a device, a named pipe, a socket, or a
/// symbolic link to one of them or to nothing (or in a loop); a name ending in `/`; a folder that
/// is missing, not a folder, or not writable; an existing file the user may not write or does
/// not own (replacing it would make it theirs); and a file with other hard links (replacing it
/// would split them). A file is written whole to a temporary file in the same folder, then
/// renamed over the target, so the target is the old file or the new one, never a part. A
/// replaced file keeps its permission bits (set-id bits dropped); a new one is owner-only (0600).
/// A new file is put in place with `link`, which fails if a file appeared meanwhile (on a file
/// system without hard links it is renamed, which leaves that instant open); a replaced
/// file is checked to still be the same file just before the rename, and a swap in the instant
/// between that check and the rename is the one window left.
enum OutputFile {
  /// Where the data goes.
  enum Destination: Equatable, Sendable {
    case standardOutput
    /// A regular file: `url` (with symbolic links resolved), and the file it replaces, `nil` when
    /// it is new.
    case file(URL, replacing: ReplacedFile?)
  }

  /// The existing file a write replaces.
  struct ReplacedFile: Equatable, Sendable {
    let mode: mode_t
    let identity: FileIdentity
  }

  /// The destination `path` names, relative to `currentDirectory` (taken as it is: `..` after a
  /// symbolic link leads where the system says, not where the text suggests); throws a
  /// ``UsageError`` when it is not a writable regular file or a new name in a writable folder.
  static func destination(_ path: String, currentDirectory: String) throws(UsageError)
    -> Destination
  {
    if path == "-" { return .standardOutput }
    if path.hasSuffix("/") {
      throw .refusedOutput(path, reason: "the name ends with '/', so it names a folder")
    }
    let full = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    return try check(full, shownAs: path)
  }

  private static func check(_ path: String, shownAs shown: String) throws(UsageError)
    -> Destination
  {
    var link = stat()
    guard lstat(path, &link) == 0 else {
      let error = errno
      guard error == ENOENT else { throw .refusedOutput(shown, reason: reason(error)) }
      try checkFolder(of: path, shownAs: shown)
      return .file(URL(fileURLWithPath: path), replacing: nil)
    }
    var target = link
    var resolvedPath = path
    switch link.st_mode & S_IFMT {
    case S_IFREG:
      break
    case S_IFLNK:
      guard stat(path, &target) == 0, let resolved = realpath(path, nil) else {
        throw .unusableOutput(shown, kind: FileKind.unfollowableLink(errno))
      }
      resolvedPath = String(cString: resolved)
      free(resolved)
      guard target.st_mode & S_IFMT == S_IFREG else {
        throw .unusableOutput(
          shown, kind: "a symbolic link to " + FileKind.describe(target.st_mode))
      }
    default:
      throw .unusableOutput(shown, kind: FileKind.describe(link.st_mode))
    }
    guard access(resolvedPath, W_OK) == 0 else {
      throw .refusedOutput(shown, reason: "you may not write to it (\(reason(errno)))")
    }
    guard target.st_uid == geteuid() else {
      throw .refusedOutput(
        shown, reason: "it belongs to another user, and replacing it would make it yours")
    }
    guard target.st_nlink <= 1 else {
      throw .refusedOutput(
        shown,
        reason: "it has \(target.st_nlink) hard links, and replacing it would split them")
    }
    try checkFolder(of: resolvedPath, shownAs: shown)
    return .file(
      URL(fileURLWithPath: resolvedPath),
      replacing: ReplacedFile(mode: target.st_mode & 0o777, identity: FileIdentity(target)))
  }

  /// Throws when `destination` is the file at `held`, one the command reads or holds open (`what`
  /// names it, such as "the cache store"), whatever spelling or link leads to it: an existing file
  /// is compared by device and inode, a new name by its path with the folder's links resolved.
  static func refuse(
    _ destination: Destination, shownAs shown: String, ifItIs held: URL, named what: String
  ) throws(UsageError) {
    guard case .file(let url, let replaced) = destination else { return }
    let same: Bool
    if let replaced {
      same = FileIdentity(path: held.path) == replaced.identity
    } else {
      same = resolvingFolder(url.path) == resolvingFolder(held.path)
    }
    guard same else { return }
    throw .refusedOutput(
      shown, reason: "it is \(what) \(held.path), which essential-feed reads and holds open")
  }

  /// `path` with the links of its folder resolved, its last component as it is.
  private static func resolvingFolder(_ path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    guard let resolved = realpath(folder.isEmpty ? "/" : folder, nil) else { return path }
    defer { free(resolved) }
    return (String(cString: resolved) as NSString).appendingPathComponent(
      (path as NSString).lastPathComponent)
  }

  /// Throws unless the folder of `path` exists, is a folder, and the user may create files in it.
  private static func checkFolder(of path: String, shownAs shown: String) throws(UsageError) {
    let folder = (path as NSString).deletingLastPathComponent
    var status = stat()
    guard stat(folder.isEmpty ? "/" : folder, &status) == 0 else {
      throw .refusedOutput(shown, reason: "its folder \(folder) can't be used (\(reason(errno)))")
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw .refusedOutput(shown, reason: "\(folder) is not a folder")
    }
    guard access(folder, W_OK | X_OK) == 0 else {
      throw .refusedOutput(
        shown, reason: "you may not create files in \(folder) (\(reason(errno)))")
    }
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// Writes `data` to `url` through a temporary file in the same folder. A new file is linked
  /// into place (failing if a file appeared meanwhile); a replaced one is renamed over, after
  /// checking that `url` still names the same file. Throws a reason in words.
  static func write(_ data: Data, to url: URL, replacing replaced: ReplacedFile?) throws {
    let folder = url.deletingLastPathComponent().path
    var template = Array((folder + "/." + url.lastPathComponent + ".XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw OutputFileError(errno) }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var placed = false
    defer {
      if !placed { unlink(temporary) }
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
    let moded = replaced.map { fchmod(descriptor, $0.mode) == 0 } ?? true
    let modeError = errno
    let synced = fsync(descriptor) == 0
    let syncError = errno
    close(descriptor)
    guard written else { throw OutputFileError(writeError) }
    guard moded else { throw OutputFileError(modeError) }
    guard synced else { throw OutputFileError(syncError) }
    if let replaced {
      var now = stat()
      guard lstat(url.path, &now) == 0, now.st_mode & S_IFMT == S_IFREG,
        FileIdentity(now) == replaced.identity
      else { throw OutputFileError(EEXIST, "the file was changed or replaced while loading") }
      guard rename(temporary, url.path) == 0 else { throw OutputFileError(errno) }
      placed = true
    } else {
      if link(temporary, url.path) == 0 {
        // `placed` stays false: the temporary name is removed, the linked file stays.
        return
      }
      let error = errno
      if error == EEXIST {
        throw OutputFileError(
          error, "a file of that name appeared while loading; it was left alone")
      }
      // A file system without hard links: renamed, which would replace a file that appeared in
      // the instant since the first check.
      guard error == EPERM || error == EOPNOTSUPP, rename(temporary, url.path) == 0 else {
        throw OutputFileError(error)
      }
      placed = true
    }
  }
}

/// A failed write of the output file: the system's reason, or one in words.
struct OutputFileError: Error, Equatable {
  let code: Int32
  let words: String?

  init(_ code: Int32, _ words: String? = nil) {
    self.code = code
    self.words = words
  }

  var reason: String { words ?? String(cString: strerror(code)) }
}
