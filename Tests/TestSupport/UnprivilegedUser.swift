import Foundation
import Testing

/// The user a test's child process runs as when the test is about file permissions.
///
/// Root is not stopped by file permissions, and CI runs the tests as root. So when the tests run
/// as root, such a child runs as `nobody` (user and group 65534) through util-linux's `setpriv`;
/// otherwise it runs as the tester, whom the permissions already stop.
package enum UnprivilegedUser {
  /// The user and group id of `nobody`.
  package static let nobody: UInt32 = 65_534

  /// util-linux's `setpriv`, which starts a program under another user and group.
  package static let setpriv = "/usr/bin/setpriv"

  /// Whether the tests run as root.
  package static var testsRunAsRoot: Bool { geteuid() == 0 }

  /// Whether a child can run as a user whom file permissions stop: the tests do not run as
  /// root, or `setpriv` is there to leave root.
  package static var isAvailable: Bool {
    !testsRunAsRoot || FileManager.default.isExecutableFile(atPath: setpriv)
  }

  /// Why a permission test is skipped when ``isAvailable`` is false.
  package static let unavailable: Comment =
    "skipped: the tests run as root, whom file permissions do not stop, and util-linux's setpriv (/usr/bin/setpriv) is not there to run the child as nobody"

  /// `program arguments...` as the command that runs it unprivileged from `folder` (the test's
  /// own temporary folder). As root, `folder` is opened to every user and `program` is linked
  /// into it (copied when on another file system), since the build folder may be out of nobody's
  /// reach (a checkout under `/root`, or in a `mktemp -d` folder, is open to its owner only).
  package static func command(_ program: URL, _ arguments: [String], in folder: URL) throws -> (
    URL, [String]
  ) {
    guard testsRunAsRoot else { return (program, arguments) }
    let bin = folder.appendingPathComponent("unprivileged-bin")
    let runnable = bin.appendingPathComponent(program.lastPathComponent)
    for path in [folder, bin] {
      try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path.path)
    }
    // A hard link is never open for writing, so no child of another test can hold it so
    // ("Text file busy"); it keeps the program's own mode. A copy when others may not run the
    // program, or the build folder is on another file system.
    let mode = try FileManager.default.attributesOfItem(atPath: program.path)[.posixPermissions]
    if !FileManager.default.fileExists(atPath: runnable.path),
      (mode as? Int ?? 0) & 0o005 != 0o005 || link(program.path, runnable.path) != 0
    {
      try copyClosingOnExec(program, to: runnable)
    }
    return (
      URL(fileURLWithPath: setpriv),
      ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", "--", runnable.path] + arguments
    )
  }

  /// Copies `program` through a descriptor that no child process exec'ing inherits, then moves it
  /// into place. A child forked by another test while the copy is written still holds it open for
  /// writing until it execs, and running the copy then fails with "Text file busy" (status 126),
  /// which a loaded machine showed: hence the hard link first.
  private static func copyClosingOnExec(_ program: URL, to copy: URL) throws {
    let data = try Data(contentsOf: program)
    let partial = copy.appendingPathExtension("partial")
    let descriptor = open(partial.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else {
      throw TestSupportError("can't create \(partial.path): \(String(cString: strerror(errno)))")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try handle.write(contentsOf: data)
    try handle.close()
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: partial.path)
    guard rename(partial.path, copy.path) == 0 else {
      throw TestSupportError("can't move \(partial.path): \(String(cString: strerror(errno)))")
    }
  }

  /// Makes the unprivileged user the owner of `urls`, as the tester owns them when not root.
  package static func giveOwnership(of urls: [URL]) throws {
    guard testsRunAsRoot else { return }
    for url in urls where chown(url.path, nobody, nobody) != 0 {
      throw TestSupportError(
        "can't give \(url.path) to nobody: \(String(cString: strerror(errno)))")
    }
  }
}
