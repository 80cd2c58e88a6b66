import Foundation
import TestSupport
import Testing

/// Runs the built `feed-specs` binary as a user whom file permissions stop (see
/// ``UnprivilegedUser``).
enum UnprivilegedRun {
  /// Whether the binary can run as a user whom file permissions stop.
  static var isAvailable: Bool { UnprivilegedUser.isAvailable }

  /// Why a permission test is skipped when ``isAvailable`` is false.
  static var unavailable: Comment { UnprivilegedUser.unavailable }

  /// Runs `feed-specs arguments...` unprivileged in `folder` (the test's own temporary folder);
  /// returns its exit status and its standard output and standard error together.
  static func feedSpecs(_ arguments: [String], in folder: URL) throws -> (
    status: Int32, output: String
  ) {
    let (program, fullArguments) = try UnprivilegedUser.command(
      try executable(), arguments, in: folder)
    let process = Process()
    process.currentDirectoryURL = folder
    process.executableURL = program
    process.arguments = fullArguments
    process.standardInput = FileHandle.nullDevice
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The built `feed-specs` binary.
  static func executable() throws -> URL {
    try BuiltProducts.executable(named: "feed-specs")
  }
}
