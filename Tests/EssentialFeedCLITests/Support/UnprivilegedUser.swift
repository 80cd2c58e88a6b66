import Foundation
import Testing

/// The user a test's child process runs as when the test is about file permissions.
///
/// Root is not stopped by file permissions, and CI runs the tests as root. So when the tests run
/// as root, such a child runs as `nobody` (user and group 65534) through util-linux's `setpriv`;
/// otherwise it runs as the tester, whom the permissions already stop.
enum UnprivilegedUser {
  /// The user and group id of `nobody`.
  static let nobody: UInt32 = 65_534

  /// util-linux's `setpriv`, which starts a program under another user and group.
  static let setpriv = "/usr/bin/setpriv"

  /// Whether the tests run as root.
  static var testsRunAsRoot: Bool { geteuid() == 0 }

  /// Whether a child can run as a user whom file permissions stop: the tests do not run as
  /// root, or `setpriv` is there to leave root.
  static var isAvailable: Bool {
    !testsRunAsRoot || FileManager.default.isExecutableFile(atPath: setpriv)
  }

  /// Why a permission test is skipped when ``isAvailable`` is false.
  static let unavailable: Comment =
    "skipped: the tests run as root, whom file permissions do not stop, and util-linux's setpriv (/usr/bin/setpriv) is not there to run the child as nobody"

  /// `program arguments...` as the command that runs it unprivileged.
  static func command(_ program: URL, _ arguments: [String]) -> (URL, [String]) {
    guard testsRunAsRoot else { return (program, arguments) }
    return (
      URL(fileURLWithPath: setpriv),
      ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", "--", program.path] + arguments
    )
  }

  /// Makes the unprivileged user the owner of `urls`, as the tester owns them when not root.
  static func giveOwnership(of urls: [URL]) throws {
    guard testsRunAsRoot else { return }
    for url in urls where chown(url.path, nobody, nobody) != 0 {
      throw TestSupportError(
        "can't give \(url.path) to nobody: \(String(cString: strerror(errno)))")
    }
  }
}
