import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The live runs' processes, seen from outside: which runs start, that the editor is answered
/// while they are under way, and that none outlives what should end it. The fixture's steps write
/// their process id to a run log (`FIXTURE_RUN_LOG`) and can wait for the test's go-ahead (the
/// log's `.go` sibling), so each test knows which run is in which step.
@Suite("language-server live run processes")
struct LiveRunLifetimeTests {
  static let uri = LiveVerdictTests.uri

  /// A fixture server whose runs write to a fresh run log, and that log.
  static func serverWithRunLog(arguments: [String] = []) throws -> (LanguageServerProcess, RunLog) {
    let log = try RunLog()
    var environment = ProcessInfo.processInfo.environment
    environment["FIXTURE_RUN_LOG"] = log.path
    return (try LanguageServerProcess.fixture(arguments: arguments, environment: environment), log)
  }

  @Test("run again (a lens's command) runs the scenario once more, in a new process")
  func runAgainExecutesOnceMore() throws {
    let (server, log) = try Self.serverWithRunLog()
    defer { server.close() }
    let text = LiveVerdictTests.feature([
      "Given the run writes down its process id", "Given a count of 1", "Then the count is 1",
    ])
    _ = try server.open(Self.uri, text)
    #expect(try server.settledLenses(Self.uri)[1] == "passed · run again")
    #expect(try log.processes().count == 1)
    for (command, arguments) in [
      ("gherkin.runScenario", [Self.uri, 2] as [Any]), ("gherkin.runFile", [Self.uri]),
    ] {
      let before = try log.processes().count
      _ = try server.request(
        "workspace/executeCommand", ["command": command, "arguments": arguments])
      // The lens reads "passed" from the previous run until this one starts: wait for the new
      // run's process first, then for its verdict.
      let ran = try log.processes(atLeast: before + 1)
      #expect(ran.count == before + 1, "\(command) ran the scenario again")
      #expect(try server.settledLenses(Self.uri)[1] == "passed · run again")
    }
    #expect(Set(try log.processes()).count == 3, "each run is a process of its own")
  }

  @Test("a run whose step hangs ends when the server is killed")
  func hangingRunEndsWithAKilledServer() throws {
    let (server, log) = try Self.serverWithRunLog(arguments: ["--run-time-limit", "600"])
    defer { server.close() }
    _ = try server.open(
      Self.uri,
      LiveVerdictTests.feature([
        "Given the run writes down its process id", "When the step never returns",
      ]))
    let run = try #require(try log.processes(atLeast: 1).first)
    #expect(RunLog.isRunning(run), "the run hangs in its step")
    server.close()  // SIGKILL: the server cannot stop its runs
    #expect(try RunLog.waitForEnd(of: run), "the hanging run outlived its killed server")
  }

  @Test("the editor answers while a run is under way: hover first, then the run's verdict")
  func hoverIsAnsweredDuringARun() throws {
    // A limit far above any wait for the go-ahead: the verdict is the run's own.
    let (server, log) = try Self.serverWithRunLog(arguments: ["--run-time-limit", "600"])
    defer { server.close() }
    _ = try server.open(
      Self.uri,
      LiveVerdictTests.feature([
        "Given the run writes down its process id", "When the step waits for the test's go-ahead",
      ]))
    let run = try #require(try log.processes(atLeast: 1).first)
    #expect(try LiveVerdictTests.hoverOnFirstStep(server)["result"] is [String: Any])
    #expect(RunLog.isRunning(run), "the hover was answered while the run waited")
    #expect(try server.lenses(Self.uri)[1] == "running…")
    try log.goAhead()
    #expect(try server.settledLenses(Self.uri)[1] == "passed · run again")
  }

  @Test("the editor answers while a run that will crash is under way, and after it crashed")
  func hoverIsAnsweredAroundACrash() throws {
    // A limit far above any wait for the go-ahead: the verdict is the run's own.
    let (server, log) = try Self.serverWithRunLog(arguments: ["--run-time-limit", "600"])
    defer { server.close() }
    _ = try server.open(
      Self.uri,
      LiveVerdictTests.feature([
        "Given the run writes down its process id", "When the step waits for the test's go-ahead",
        "When the program crashes",
      ]))
    let run = try #require(try log.processes(atLeast: 1).first)
    #expect(try LiveVerdictTests.hoverOnFirstStep(server)["result"] is [String: Any])
    #expect(RunLog.isRunning(run))
    try log.goAhead()
    #expect(try server.settledLenses(Self.uri)[1] == "stopped: the run crashed · run again")
    #expect(try LiveVerdictTests.hoverOnFirstStep(server)["result"] is [String: Any])
  }

  @Test("a newer version kills the older version's run; the editor answers meanwhile")
  func newerVersionKillsTheOlderRun() throws {
    let (server, log) = try Self.serverWithRunLog(arguments: ["--run-time-limit", "600"])
    defer { server.close() }
    let hanging = LiveVerdictTests.feature([
      "Given the run writes down its process id", "When the step never returns",
    ])
    _ = try server.open(Self.uri, hanging)
    let older = try #require(try log.processes(atLeast: 1).first)
    try server.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": Self.uri, "version": 2],
        "contentChanges": [["text": hanging + "\n"]],
      ])
    #expect(try LiveVerdictTests.hoverOnFirstStep(server)["result"] is [String: Any])
    let newer = try #require(try log.processes(atLeast: 2).last)
    #expect(try RunLog.waitForEnd(of: older), "the older version's run was stopped")
    #expect(RunLog.isRunning(newer))
    #expect(try server.lenses(Self.uri)[1] == "running…")
  }
}

/// The fixture's run log: a file in a fresh folder, removed with it when the log goes.
final class RunLog {
  let folder: URL
  var path: String { folder.appendingPathComponent("runs").path }

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "run-log-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// The process ids the runs wrote down so far, in order.
  func processes() throws -> [pid_t] {
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap {
      pid_t($0)
    }
  }

  /// The process ids once at least `count` runs wrote theirs; fails after `timeout` seconds
  /// without (a hang guard, not a timing check).
  func processes(atLeast count: Int, timeout: TimeInterval = 120) throws -> [pid_t] {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let written = try processes()
      if written.count >= count { return written }
      guard Date() < deadline else {
        throw ServerTestError(
          "\(count) run(s) did not write down their process within \(timeout) s")
      }
      usleep(10_000)
    }
  }

  /// Lets the runs waiting for the test's go-ahead go on.
  func goAhead() throws {
    try Data().write(to: URL(fileURLWithPath: path + ".go"))
  }

  /// Whether `process` is alive: it exists and is not a zombie waiting to be reaped.
  static func isRunning(_ process: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
      let nameEnd = stat.lastIndex(of: ")")
    else { return false }
    let state = stat[stat.index(after: nameEnd)...].trimmingCharacters(in: .whitespaces).first
    return state != "Z" && state != "X"
  }

  /// Waits until `process` is no longer running; `false` when it still runs after `timeout`
  /// seconds (a hang guard, generous so that a busy machine does not fail it).
  static func waitForEnd(of process: pid_t, timeout: TimeInterval = 60) throws -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while isRunning(process) {
      guard Date() < deadline else { return false }
      usleep(10_000)
    }
    return true
  }
}
