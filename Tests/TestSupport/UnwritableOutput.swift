import Foundation

/// Runs a built executable with its standard output on a stream that cannot be written, as a
/// full disk (`/dev/full`) or a pipe whose reader has gone (with SIGPIPE ignored, as some CI
/// runners and shells leave it) make it.
package enum UnwritableOutput {
  /// The ways standard output can fail.
  package enum Kind: String, Sendable, CaseIterable, CustomStringConvertible {
    case fullDisk = "/dev/full"
    case closedPipe = "a pipe closed by its reader, SIGPIPE ignored"

    package var description: String { rawValue }
  }

  /// Runs `executable arguments...` with standard output failing as `kind` says; returns the
  /// exit status (a signal's number plus 128 when one ended it) and standard error.
  package static func run(_ executable: URL, _ arguments: [String], kind: Kind) throws -> (
    status: Int32, standardError: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    let command = ([executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let errors = Pipe()
    process.standardError = errors
    switch kind {
    case .fullDisk:
      process.arguments = ["-c", "exec \(command) >/dev/full"]
    case .closedPipe:
      // No reader at all: the first write fails with EPIPE, as SIGPIPE is ignored.
      let pipe = Pipe()
      try pipe.fileHandleForReading.close()
      process.standardOutput = pipe.fileHandleForWriting
      process.arguments = ["-c", "trap '' PIPE; exec \(command)"]
    }
    try process.run()
    let errorText = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let status =
      process.terminationReason == .uncaughtSignal
      ? process.terminationStatus + 128 : process.terminationStatus
    return (status, errorText)
  }
}
