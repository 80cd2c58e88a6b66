import Foundation
import TestSupport
import Testing

/// A real HTTP server on 127.0.0.1 (`fixture_server.py`) serving the fixture files, for as long as
/// the test keeps it running: a process of its own, which ``stop()`` stops, or a scope of the
/// server the test process shares (``scoped()``), which a test never stops. Call ``close()`` when
/// done (it is idempotent).
final class FixtureServer {
  /// The server's port, chosen by the system.
  let port: Int
  /// Every request target the server received for this test, one per line.
  let requestLog: URL
  /// The path every URL of this server starts with: its scope of the shared server, or "".
  private let scope: String
  /// The server's own process; `nil` for a scope of the shared server.
  private let process: Process?

  /// The base URL of the server's API, optionally under a path prefix such as `/broken`.
  func baseURL(prefix: String = "") -> String { "http://127.0.0.1:\(port)\(scope)\(prefix)" }

  /// Starts a server of its own and waits until it prints its port.
  convenience init(fixtures: URL = PackagePaths.fixtures, requestLog: URL) throws {
    try self.init(
      script: PackagePaths.fixtureServer, arguments: [fixtures.path, requestLog.path],
      requestLog: requestLog)
  }

  /// A server that accepts connections and never answers (`silent_server.py`).
  static func silent(requestLog: URL) throws -> FixtureServer {
    try FixtureServer(script: PackagePaths.silentServer, arguments: [], requestLog: requestLog)
  }

  /// A scope of its own on the server the test process shares, started on first use: its
  /// requests are served and logged apart from every other test's.
  static func scoped() throws -> FixtureServer {
    let shared = try SharedFixtureServer.started.get()
    let name = UUID().uuidString.lowercased()
    return FixtureServer(
      port: shared.port, requestLog: shared.logs.appendingPathComponent("\(name).log"),
      scope: "/scope/\(name)", process: nil)
  }

  private convenience init(script: URL, arguments: [String], requestLog: URL) throws {
    let (process, port) = try Self.launch(script: script, arguments: arguments)
    self.init(port: port, requestLog: requestLog, scope: "", process: process)
  }

  private init(port: Int, requestLog: URL, scope: String, process: Process?) {
    self.port = port
    self.requestLog = requestLog
    self.scope = scope
    self.process = process
  }

  /// Starts `python3 script arguments...` (its standard input `input`, if given) and waits until
  /// it prints its port.
  static func launch(script: URL, arguments: [String], input: Pipe? = nil) throws -> (
    process: Process, port: Int
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    if let input { process.standardInput = input }
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
    return (process, port)
  }

  /// The request targets received so far, in order. On a scope of the shared server, a request
  /// that reached the server outside any scope fails the test (the app lost its base URL's
  /// path): otherwise a test expecting no request would not see it.
  func requests() -> [String] {
    if !scope.isEmpty, let unscoped = Self.lines(of: SharedFixtureServer.unscopedLog),
      !unscoped.isEmpty
    {
      Issue.record("requests reached the shared fixture server outside any scope: \(unscoped)")
    }
    return Self.lines(of: requestLog) ?? []
  }

  /// The lines of the file at `url`, or `nil` when there is none.
  private static func lines(of url: URL) -> [String]? {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    return text.split(separator: "\n").map(String.init)
  }

  /// Stops the server (SIGKILL: the test runner's threads block other signals, and children
  /// inherit that) and waits for it to exit; the port then refuses connections. A scope of the
  /// shared server cannot be stopped: the test fails, saying it needs a server of its own.
  func stop() {
    guard process != nil else {
      Issue.record(
        "a scope of the shared fixture server cannot be stopped: give the test a server of its own")
      return
    }
    close()
  }

  /// Done with: a server of its own stops; a scope of the shared server is left to it.
  func close() {
    guard let process, process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  deinit { close() }
}

/// The fixture server one test process shares (`fixture_server.py --scopes`), each test in a
/// scope of its own, its request logs in a folder of their own; it ends when the test process
/// does (its standard input, this pipe, closes), and the folder is removed then (`atexit`).
private final class SharedFixtureServer: @unchecked Sendable {
  /// The server, started on first use.
  static let started = Result { try SharedFixtureServer() }

  /// The log of the requests that came without a scope, in the scopes' folder.
  static var unscopedLog: URL { logsFolder.appendingPathComponent("unscoped.log") }

  /// The folder of the scopes' request logs.
  private static let logsFolder = FileManager.default.temporaryDirectory
    .appendingPathComponent("essential-feed-fixture-scopes-\(UUID().uuidString)")

  let port: Int
  let logs: URL
  /// Kept for the test process's life: the server runs while this pipe is open.
  private let process: Process
  private let input: Pipe

  private init() throws {
    logs = Self.logsFolder
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: SharedFixtureServer.logsFolder) }
    input = Pipe()
    let launched = try FixtureServer.launch(
      script: PackagePaths.fixtureServer,
      arguments: [PackagePaths.fixtures.path, "--scopes", logs.path], input: input)
    process = launched.process
    port = launched.port
  }
}
