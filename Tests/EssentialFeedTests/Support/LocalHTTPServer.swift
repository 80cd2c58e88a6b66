import Foundation
import Testing

/// A real HTTP server on 127.0.0.1, run from `Tests/Support/http_test_server.py` with `python3`.
///
/// Attach ``LocalHTTPServerTrait`` to a suite (`@Suite(.localHTTPServer)`) to start one server
/// before the suite's tests and terminate it after them; tests reach it with
/// ``LocalHTTPServer/running()``. The script also exits by itself when the test process goes away.
final class LocalHTTPServer: Sendable {
  /// The server of the current suite, set by ``LocalHTTPServerTrait``.
  @TaskLocal static var current: LocalHTTPServer?

  /// Where the server listens, e.g. `http://127.0.0.1:51234`.
  let baseURL: URL
  /// A URL on 127.0.0.1 whose port is bound but not listening, so connections are refused.
  let refusedURL: URL
  private let process: ProcessHandle

  private init(baseURL: URL, refusedURL: URL, process: ProcessHandle) {
    self.baseURL = baseURL
    self.refusedURL = refusedURL
    self.process = process
  }

  /// The server started for the running suite.
  static func running(sourceLocation: SourceLocation = #_sourceLocation) throws -> LocalHTTPServer {
    try #require(current, "attach .localHTTPServer to the suite", sourceLocation: sourceLocation)
  }

  /// Starts the script and waits for it to report its ports.
  static func start() throws -> LocalHTTPServer {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", scriptURL.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let handle = ProcessHandle(process: process, input: input)

    guard let line = readLine(from: output.fileHandleForReading),
      let ports = try? JSONDecoder().decode(Ports.self, from: line)
    else {
      handle.terminate()
      throw StartError.noPortsReported
    }
    return LocalHTTPServer(
      baseURL: URL(string: "http://127.0.0.1:\(ports.port)")!,
      refusedURL: URL(string: "http://127.0.0.1:\(ports.refusedPort)/echo")!,
      process: handle)
  }

  /// Terminates the server and waits for it to exit.
  func stop() {
    process.terminate()
  }

  /// The URL of `pathAndQuery` (starting with `/`) on this server.
  func url(_ pathAndQuery: String) -> URL {
    URL(string: baseURL.absoluteString + pathAndQuery)!
  }

  private struct Ports: Decodable {
    let port: Int
    let refusedPort: Int
  }

  enum StartError: Error {
    case noPortsReported
  }

  private static var scriptURL: URL {
    var url = URL(fileURLWithPath: #filePath)
    while url.lastPathComponent != "Tests" { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Support/http_test_server.py")
  }

  private static func readLine(from handle: FileHandle) -> Data? {
    var line = Data()
    while true {
      guard let byte = try? handle.read(upToCount: 1), let first = byte.first else {
        return nil
      }
      if first == UInt8(ascii: "\n") { return line }
      line.append(first)
    }
  }
}

/// Owns the server's process; `Process` is not `Sendable`, so access goes through a lock.
private final class ProcessHandle: @unchecked Sendable {
  private let lock = NSLock()
  private let process: Process
  private let input: Pipe

  init(process: Process, input: Pipe) {
    self.process = process
    self.input = input
  }

  func terminate() {
    lock.lock()
    defer { lock.unlock() }
    guard process.isRunning else { return }
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }

  deinit {
    terminate()
  }
}
