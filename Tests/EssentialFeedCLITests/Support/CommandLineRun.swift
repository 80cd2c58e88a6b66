import Foundation
import TestSupport

/// One finished run of the `essential-feed` binary.
struct CommandLineRun {
  let status: Int32
  /// Standard output as it was written (it may be binary, as with `image --output -`).
  let standardOutputData: Data
  let standardError: String

  /// Standard output as text (invalid UTF-8 shown as U+FFFD).
  var standardOutput: String { String(decoding: standardOutputData, as: UTF8.self) }
}

/// Runs the built `essential-feed` binary in a clean environment: only what the test gives, plus
/// `PATH` and a `HOME` inside the test's own folder. A run that hangs is killed after `timeout`.
struct CommandLineRunner {
  let executable: URL
  let workingDirectory: URL
  var environment: [String: String]
  var timeout: TimeInterval = 300  // a hang guard that a loaded machine never reaches
  /// Whether the program runs as ``UnprivilegedUser`` (as `nobody` when the tests run as root).
  var unprivileged = false

  init(workingDirectory: URL, environment: [String: String] = [:]) throws {
    self.executable = try PackagePaths.executable()
    self.workingDirectory = workingDirectory
    self.environment = ["PATH": "/usr/bin:/bin", "HOME": workingDirectory.path]
      .merging(environment) { $1 }
  }

  /// Runs `essential-feed arguments...` and waits for it to exit.
  func run(_ arguments: [String]) throws -> CommandLineRun {
    try run(program: executable, arguments)
  }

  /// Runs `program arguments...` in the same environment and waits for it to exit.
  func run(program: URL, _ arguments: [String]) throws -> CommandLineRun {
    let id = UUID().uuidString
    let outURL = workingDirectory.appendingPathComponent("stdout-\(id)")
    let errURL = workingDirectory.appendingPathComponent("stderr-\(id)")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    defer {
      try? out.close()
      try? err.close()
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }

    let (launched, launchArguments) =
      unprivileged
      ? try UnprivilegedUser.command(program, arguments, in: workingDirectory)
      : (program, arguments)
    let process = Process()
    process.executableURL = launched
    process.arguments = launchArguments
    process.environment = environment
    process.currentDirectoryURL = workingDirectory
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    if exited.wait(timeout: .now() + timeout) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw TestSupportError(
        "\(program.lastPathComponent) \(arguments.joined(separator: " ")) hung; killed")
    }
    return CommandLineRun(
      status: process.terminationStatus,
      standardOutputData: try Data(contentsOf: outURL),
      standardError: try String(contentsOf: errURL, encoding: .utf8))
  }
}
