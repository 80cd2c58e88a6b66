import Foundation
import TestSupport

/// The `feed-store-crash-writer` child process: saves feeds of `imageCount` images into a store in
/// a loop, each a new generation marked in every image's description, and reports each commit.
struct CrashWriter: Sendable {
  /// What one run of the writer left behind.
  struct Run: Sendable {
    /// The generations the writer reported committed, in order.
    let reportedGenerations: [Int]
    /// Why the process ended.
    let terminationReason: Process.TerminationReason
    let terminationStatus: Int32
    let standardError: String
  }

  let executable: URL

  /// The writer built next to this test bundle, or an error saying how to build it (a test
  /// target cannot depend on an executable target, so the writer is there only when the
  /// package's products were built).
  static func locate() throws -> CrashWriter {
    CrashWriter(executable: try BuiltProducts.executable(named: "feed-store-crash-writer"))
  }

  /// Starts the writer on `database`, waits for its first committed save, lets it run for
  /// `delay` more, then kills it with SIGKILL. The blocking waits run on a dispatch queue, off the
  /// tasks' cooperative threads.
  func runAndKill(
    database: URL, imageCount: Int, afterFirstSave delay: Duration
  ) async throws -> Run {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result {
            try runAndKillBlocking(database: database, imageCount: imageCount, delay: delay)
          })
      }
    }
  }

  private func runAndKillBlocking(database: URL, imageCount: Int, delay: Duration) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = [database.path, String(imageCount), "1000000"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()

    var reported = Data()
    while !reported.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }  // the writer ended before its first save
      reported.append(chunk)
    }
    Thread.sleep(forTimeInterval: Double(delay.components.attoseconds) / 1e18)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    reported.append(output.fileHandleForReading.readDataToEndOfFile())

    return Run(
      reportedGenerations: String(decoding: reported, as: UTF8.self)
        .split(separator: "\n")
        .compactMap { Int($0.dropFirst("saved ".count)) },
      terminationReason: process.terminationReason,
      terminationStatus: process.terminationStatus,
      standardError: String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
  }
}
