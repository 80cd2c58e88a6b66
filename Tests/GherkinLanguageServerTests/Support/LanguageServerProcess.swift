import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The built `feed-specs language-server`, started as a child process with pipes on its standard
/// input and output, talking framed JSON-RPC. Call ``close()`` when done (in a `defer`).
final class LanguageServerProcess {
  /// The package root: the workspace the tests open.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // GherkinLanguageServerTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  /// Signalled when the server exits.
  private let exited = DispatchSemaphore(value: 0)
  private var buffer = Data()
  private var nextId = 1
  /// The last diagnostics published for each URI, with their version, among the messages read.
  private(set) var lastPublished: [String: (version: Int, diagnostics: [[String: Any]])] = [:]

  /// Starts the server (`executable language-server arguments`), in `environment` when given;
  /// its standard error goes to `standardError` when given, else nowhere.
  init(
    executable: String = "feed-specs", arguments: [String] = [],
    environment: [String: String]? = nil, standardError: URL? = nil
  ) throws {
    process.executableURL = try BuiltProducts.executable(named: executable)
    process.arguments = ["language-server"] + arguments
    process.currentDirectoryURL = Self.root
    if let environment { process.environment = environment }
    process.standardInput = input
    process.standardOutput = output
    if let standardError {
      _ = FileManager.default.createFile(atPath: standardError.path, contents: nil)
      process.standardError = try FileHandle(forWritingTo: standardError)
    } else {
      process.standardError = FileHandle.nullDevice
    }
    let exited = self.exited
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
  }

  /// Sends raw bytes, exactly as given.
  func sendRaw(_ bytes: String) {
    input.fileHandleForWriting.write(Data(bytes.utf8))
  }

  /// Sends `json` (a JSON text) with its `Content-Length` header.
  func send(_ json: String) {
    sendRaw("Content-Length: \(json.utf8.count)\r\n\r\n\(json)")
  }

  /// Sends `messages` (JSON objects) framed, all in one write, so that they wait together in
  /// the server's input.
  func sendAtOnce(_ messages: [[String: Any]]) throws {
    let frames = try messages.map { message in
      let json = String(
        decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self)
      return "Content-Length: \(json.utf8.count)\r\n\r\n\(json)"
    }
    sendRaw(frames.joined())
  }

  /// Sends a request and returns the response with its id (skipping notifications before it).
  @discardableResult
  func request(_ method: String, _ params: Any = [String: Any]()) throws -> [String: Any] {
    let id = nextId
    nextId += 1
    try send(object: ["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    return try next { ($0["id"] as? Int) == id && $0["method"] == nil }
  }

  /// Sends a notification.
  func notify(_ method: String, _ params: Any = [String: Any]()) throws {
    try send(object: ["jsonrpc": "2.0", "method": method, "params": params])
  }

  /// Sends `initialize` for the package root with the client's `capabilities`, then `initialized`.
  func initialize(capabilities: [String: Any] = [:]) throws -> [String: Any] {
    let response = try request(
      "initialize",
      ["processId": NSNull(), "rootUri": Self.root.absoluteString, "capabilities": capabilities])
    try notify("initialized")
    return response
  }

  /// Opens a document and returns the diagnostics published for it.
  func open(_ uri: String, _ text: String, version: Int = 1) throws -> [[String: Any]] {
    try notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": uri, "languageId": "gherkin", "version": version, "text": text]])
    return try diagnostics(for: uri, version: version)
  }

  /// The next `publishDiagnostics` for `uri` at `version`.
  func diagnostics(for uri: String, version: Int) throws -> [[String: Any]] {
    let message = try next {
      guard $0["method"] as? String == "textDocument/publishDiagnostics",
        let params = $0["params"] as? [String: Any]
      else { return false }
      return params["uri"] as? String == uri && params["version"] as? Int == version
    }
    let params = message["params"] as? [String: Any]
    return params?["diagnostics"] as? [[String: Any]] ?? []
  }

  /// Reads messages until one satisfies `wanted`; fails after `timeout` seconds without it (a
  /// hang guard, not a timing check: generous, so a busy machine does not fail it).
  func next(timeout: TimeInterval = 120, where wanted: ([String: Any]) -> Bool = { _ in true })
    throws -> [String: Any]
  {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let body = try takeFrame() {
        let object = try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
        remember(object)
        if wanted(object) { return object }
        continue
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { throw ServerTestError("no awaited message within \(timeout) s") }
      guard try fill(timeout: remaining) else {
        throw ServerTestError("the server closed its output")
      }
    }
  }

  /// Closes the server's input and waits for it to exit; returns its exit status.
  func finish(timeout: TimeInterval = 120) throws -> Int32 {
    try? input.fileHandleForWriting.close()
    return try waitForExit(timeout: timeout)
  }

  /// Waits for the server to exit (without closing its input); returns its exit status.
  func waitForExit(timeout: TimeInterval = 120) throws -> Int32 {
    guard exited.wait(timeout: .now() + timeout) == .success else {
      throw ServerTestError("the server did not exit")
    }
    exited.signal()  // a later wait sees the exit too
    process.waitUntilExit()
    return process.terminationStatus
  }

  var isRunning: Bool { process.isRunning }

  /// Ends the server as an editor that quits does: its input closes, so it stops its live runs
  /// and removes their folders (a killed server would leave them in the temporary directory);
  /// it is killed only if it has not exited 30 s later.
  func close() {
    if process.isRunning, (try? finish(timeout: 30)) == nil {
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    try? input.fileHandleForWriting.close()
  }

  /// Keeps `message`'s diagnostics when it publishes some.
  private func remember(_ message: [String: Any]) {
    guard message["method"] as? String == "textDocument/publishDiagnostics",
      let params = message["params"] as? [String: Any], let uri = params["uri"] as? String
    else { return }
    lastPublished[uri] = (
      params["version"] as? Int ?? 0, params["diagnostics"] as? [[String: Any]] ?? []
    )
  }

  private func send(object: [String: Any]) throws {
    try sendAtOnce([object])
  }

  private func takeFrame() throws -> Data? {
    guard let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
    let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
    guard
      let lengthLine = header.components(separatedBy: "\r\n").first(where: {
        $0.lowercased().hasPrefix("content-length:")
      }),
      let length = Int(
        lengthLine.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
    else { throw ServerTestError("the server sent a header without Content-Length: \(header)") }
    guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { return nil }
    let body = buffer[headerEnd.upperBound..<headerEnd.upperBound + length]
    buffer = Data(buffer[(headerEnd.upperBound + length)...])
    return Data(body)
  }

  private func fill(timeout: TimeInterval) throws -> Bool {
    let descriptor = output.fileHandleForReading.fileDescriptor
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let ready = poll(&poller, 1, Int32(min(timeout, 60) * 1000))
    guard ready > 0 else { return true }
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = read(descriptor, &chunk, chunk.count)
    guard count > 0 else { return false }
    buffer.append(contentsOf: chunk[0..<count])
    return true
  }
}

/// A failure of the test machinery (not of the server), with a readable reason.
struct ServerTestError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
