import Foundation
import TestSupport

/// One end-to-end test's world: a temporary folder (the store, the outputs, `HOME`), the fixture
/// server (a scope of the one the test process shares, or, for a test that stops it, a process of
/// its own, started when a run or the test first needs it: a test of the command line alone
/// starts none), and the built binary, run at a fixed time through `ESSENTIAL_FEED_NOW`.
/// Call ``close()`` when done (in a `defer`): it stops the server and removes the folder.
final class EndToEndSession {
  /// 23 November 2026, 10:00 UTC: the fixtures' comments are 5 minutes, 1 day and 2 weeks old.
  static let today = Date(timeIntervalSince1970: 1_795_428_000)

  let folder: TemporaryFolder
  private var runner: CommandLineRunner
  private var startedServer: FixtureServer?
  /// Whether the test has a server process of its own (it stops it), not a shared one's scope.
  private let ownServer: Bool

  /// The fixture server, started (or its scope made) on first use.
  var server: FixtureServer {
    get throws {
      if let startedServer { return startedServer }
      let server: FixtureServer
      if ownServer {
        server = try FixtureServer(requestLog: folder.path("requests.log"))
      } else {
        server = try FixtureServer.scoped()
      }
      startedServer = server
      return server
    }
  }

  /// The cache database every run uses unless told otherwise.
  var store: URL { folder.path("store/feed.sqlite") }

  /// A session whose server is a scope of the shared one, or, with `ownServer` (for a test that
  /// stops the server), a process of its own.
  init(ownServer: Bool = false) throws {
    self.ownServer = ownServer
    folder = try TemporaryFolder()
    do {
      runner = try CommandLineRunner(workingDirectory: folder.url, environment: ["TZ": "UTC"])
    } catch {
      folder.remove()
      throw error
    }
  }

  /// Runs `essential-feed arguments...` at `now`, with `--base-url` and `--store` added when the
  /// command takes them and the arguments don't already give them. With `unprivileged`, it runs
  /// as ``UnprivilegedUser``, whom file permissions stop even when the tests run as root.
  @discardableResult
  func run(
    _ arguments: [String], at now: Date = today, environment: [String: String] = [:],
    prefix: String = "", unprivileged: Bool = false
  ) throws -> CommandLineRun {
    var arguments = arguments
    let command = arguments.first ?? ""
    if ["feed", "comments", "image"].contains(command), !arguments.contains("--base-url") {
      arguments += ["--base-url", try server.baseURL(prefix: prefix)]
    }
    if ["feed", "image", "validate-cache"].contains(command), !arguments.contains("--store") {
      arguments += ["--store", store.path]
    }
    var runner = self.runner
    runner.environment["ESSENTIAL_FEED_NOW"] = Self.timestamp(now)
    runner.environment.merge(environment) { $1 }
    runner.unprivileged = unprivileged
    return try runner.run(arguments)
  }

  /// Runs with no added options and no clock: exactly `arguments` and `environment` (as
  /// ``UnprivilegedUser`` with `unprivileged`).
  func runPlain(
    _ arguments: [String], environment: [String: String] = [:], unprivileged: Bool = false
  ) throws -> CommandLineRun {
    var runner = self.runner
    runner.environment.merge(environment) { $1 }
    runner.unprivileged = unprivileged
    return try runner.run(arguments)
  }

  /// Runs another program (such as `script`) in the same clean environment.
  func runProgram(_ path: String, _ arguments: [String]) throws -> CommandLineRun {
    try runner.run(program: URL(fileURLWithPath: path), arguments)
  }

  /// `today` moved by `days` days and `seconds` seconds.
  static func at(days: Int, seconds: TimeInterval = 0) -> Date {
    today.addingTimeInterval(TimeInterval(days) * 86_400 + seconds)
  }

  func close() {
    startedServer?.close()
    folder.remove()
  }

  private static func timestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }
}
