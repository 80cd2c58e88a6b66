import Foundation
import TestSupport

/// A real HTTP server on 127.0.0.1 (`fixture_server.py`) serving the fixture files, for as long as
/// the test keeps it running. Call ``stop()`` when done (it is idempotent).
final class FixtureServer {
  /// The server's port, chosen by the system.
  let port: Int
  /// Every request target the server received, one per line.
  let requestLog: URL
  private let process: Process

  /// The base URL of the server's API, optionally under a path prefix such as `/broken`.
  func baseURL(prefix: String = "") -> String { "http://127.0.0.1:\(port)\(prefix)" }

  /// Starts the server and waits until it prints its port.
  convenience init(fixtures: URL = PackagePaths.fixtures, requestLog: URL) throws {
    try self.init(
      script: PackagePaths.fixtureServer, arguments: [fixtures.path, requestLog.path],
      requestLog: requestLog)
  }

  /// A server that accepts connections and never answers (`silent_server.py`).
  static func silent(requestLog: URL) throws -> FixtureServer {
    try FixtureServer(script: PackagePaths.silentServer, arguments: [], requestLog: requestLog)
  }

  private init(script: URL, arguments: [String], requestLog: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()

    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw TestSupportError("the fixture server did not start (it printed '\(text)')")
    }
    self.port = port
    self.requestLog = requestLog
    self.process = process
  }

  /// The request targets received so far, in order.
  func requests() -> [String] {
    guard let text = try? String(contentsOf: requestLog, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").map(String.init)
  }

  /// Stops the server (SIGKILL: the test runner's threads block other signals, and children
  /// inherit that) and waits for it to exit; the port then refuses connections.
  func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  deinit { stop() }
}
