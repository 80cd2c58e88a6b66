import Foundation
import Testing

/// Runs the built `feed-specs` binary as a user whom file permissions stop.
///
/// Root is not stopped by file permissions, and CI runs the tests as root. So when the tests run
/// as root, the binary runs as `nobody` (user and group 65534) through util-linux's `setpriv`;
/// otherwise it runs as the tester, whom the permissions already stop.
enum UnprivilegedRun {
  /// The user and group id of `nobody`.
  static let nobody: UInt32 = 65_534

  /// util-linux's `setpriv`, which starts a program under another user and group.
  static let setpriv = "/usr/bin/setpriv"

  /// Whether the tests run as root.
  static var testsRunAsRoot: Bool { geteuid() == 0 }

  /// Whether the binary can run as a user whom file permissions stop.
  static var isAvailable: Bool {
    !testsRunAsRoot || FileManager.default.isExecutableFile(atPath: setpriv)
  }

  /// Why a permission test is skipped when ``isAvailable`` is false.
  static let unavailable: Comment =
    "skipped: the tests run as root, whom file permissions do not stop, and util-linux's setpriv (/usr/bin/setpriv) is not there to run feed-specs as nobody"

  /// Runs `feed-specs arguments...` unprivileged in `folder` (the test's own temporary folder);
  /// returns its exit status and its standard output and standard error together. As root,
  /// `folder` is opened to every user and the binary is copied into it, since the build folder
  /// may be out of nobody's reach (a checkout under `/root`, or in a `mktemp -d` folder, is open
  /// to its owner only).
  static func feedSpecs(_ arguments: [String], in folder: URL) throws -> (
    status: Int32, output: String
  ) {
    let program = try executable()
    let process = Process()
    process.currentDirectoryURL = folder
    if testsRunAsRoot {
      let bin = folder.appendingPathComponent("unprivileged-bin")
      let copy = bin.appendingPathComponent(program.lastPathComponent)
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: program, to: copy)
      for path in [folder, bin, copy] {
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path.path)
      }
      process.executableURL = URL(fileURLWithPath: setpriv)
      process.arguments =
        ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", "--", copy.path]
        + arguments
    } else {
      process.executableURL = program
      process.arguments = arguments
    }
    process.standardInput = FileHandle.nullDevice
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The built `feed-specs` binary, next to the test bundle in the build products folder.
  static func executable() throws -> URL {
    var folders = [Bundle.main.bundleURL]
    folders += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
      .map { $0.deletingLastPathComponent() }
    for folder in folders {
      let candidate = folder.appendingPathComponent("feed-specs")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw UnprivilegedRunError(
      "the feed-specs binary is not in the build products (looked in "
        + folders.map(\.path).joined(separator: ", ") + "); run `swift build --build-tests` first")
  }
}

/// A failure of the test machinery, with a readable reason.
struct UnprivilegedRunError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
