import Foundation
import TestSupport

/// Runs the built `feed-specs` binary as the tester, stopping it if it has not finished after a
/// generous while, so that a run that would hang (reading a named pipe, say) fails its test
/// instead of blocking the suite.
enum FeedSpecsProcess {
  /// How long a run may take before it is stopped as hung: far beyond any real run of these
  /// tests' small folders, so that a slow machine never trips it.
  static let hangLimit: Duration = .seconds(120)

  /// The outcome of one run.
  struct Run {
    /// The exit status, or `nil` when the run was stopped as hung.
    var status: Int32?
    /// Standard output and standard error together.
    var output: String
  }

  /// Runs `feed-specs arguments...` (or `executable arguments...`) in `folder`, standard input
  /// empty, stopping it as hung after `hangLimit`.
  static func run(
    _ arguments: [String], in folder: URL, environment: [String: String] = [:],
    executable: URL? = nil, hangLimit: Duration = hangLimit
  ) async throws -> Run {
    let process = Process()
    process.executableURL = try executable ?? UnprivilegedRun.executable()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = FileHandle.nullDevice
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("feed-specs-output-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
      throw TestSupportError("cannot create \(output.path) for the output of feed-specs")
    }
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    let hung = await exitedInTime(exited, hangLimit)
    if hung {
      process.terminate()
    }
    process.waitUntilExit()
    try handle.close()
    let text = try String(contentsOf: output, encoding: .utf8)
    return Run(status: hung ? nil : process.terminationStatus, output: text)
  }

  /// Waits for `exited` (signalled when the process exits) on a thread outside Swift's task
  /// pool; true when `limit` ran out first.
  private static func exitedInTime(_ exited: DispatchSemaphore, _ limit: Duration) async -> Bool {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        let seconds = limit / .seconds(1)
        continuation.resume(returning: exited.wait(timeout: .now() + seconds) == .timedOut)
      }
    }
  }
}
