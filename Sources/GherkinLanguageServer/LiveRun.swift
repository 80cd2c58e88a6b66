import Foundation
import GherkinCommandLine
import GherkinRunner

#if canImport(Glibc)
  import Glibc
#endif

/// How the language server runs an open document's scenarios: a child process of the command
/// line that serves it, re-executed with `--format message` on a copy of the editor's text.
///
/// A child process, not a task of the server, so that a step definition that hangs, crashes or
/// allocates without bound ends only its run: the server kills a run past ``timeLimit`` or one a
/// newer version of its document replaces, and keeps answering meanwhile.
public struct LiveRunCommand: Sendable {
  /// The executable to run: the command line's own binary.
  public var executable: String
  /// The arguments before the run's own (`--format message` and the file), such as the front
  /// end's options (`--store sqlite`).
  public var arguments: [String]
  /// How long a run may take before it is stopped and its scenarios say so.
  public var timeLimit: Duration

  /// Creates the command that runs `executable` with `arguments`, stopped after `timeLimit`.
  public init(executable: String, arguments: [String] = [], timeLimit: Duration = .seconds(10)) {
    self.executable = executable
    self.arguments = arguments
    self.timeLimit = timeLimit
  }

  /// The running program's own executable, where the system tells it.
  public static var currentExecutable: String {
    #if os(Linux)
      "/proc/self/exe"
    #else
      Bundle.main.executablePath ?? CommandLine.arguments[0]
    #endif
  }
}

/// One run of a document version in a child process, whose Cucumber messages are read as they
/// come. Its files (the document's copy, the child's standard error, whatever the child puts in
/// its temporary directory) live in a private folder removed when the run ends.
struct LiveRun {
  /// How a run ended.
  enum Ending: Equatable {
    /// The child exited by itself.
    case exited
    /// The child was killed past the time limit.
    case stopped(seconds: Int)
    /// The child died of a signal it did not ask for.
    case crashed(signal: Int32)
    /// A newer version or a new run of the same scope replaced it.
    case replaced
  }

  let uri: String
  let version: Int
  /// The scenario or Examples row line run (1-based), or `nil` for the whole file.
  let line: Int?
  let started = ContinuousClock.now
  let deadline: ContinuousClock.Instant
  let output: Int32
  private let pid: pid_t
  private let folder: URL
  private var pending = Data()
  private(set) var reading = LiveRunReading()

  /// Starts a run of `text` (the document `uri` at `version`), of its scenario or row at `line`
  /// or of the whole file.
  init(
    text: String, uri: String, version: Int, line: Int?, command: LiveRunCommand
  ) throws {
    (self.uri, self.version, self.line) = (uri, version, line)
    deadline = started + command.timeLimit
    folder = try Self.privateFolder()
    do {
      let name = URL(string: uri)?.lastPathComponent ?? ""
      let file = folder.appendingPathComponent(
        name.hasSuffix(".feature") ? name : "document.feature")
      try Data(text.utf8).write(to: file)
      let target = line.map { "\(file.path):\($0)" } ?? file.path
      (pid, output) = try Self.spawn(
        command.executable,
        arguments: command.arguments + ["--format", "message", target], folder: folder)
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
  }

  /// Keeps the runs' crashes from writing core files: a crash shows in its lens, and nothing
  /// of it lands on disk. Children inherit the limit.
  static func forbidCoreFiles() {
    var limit = rlimit()
    #if canImport(Glibc)
      let resource = __rlimit_resource_t(RLIMIT_CORE.rawValue)
    #else
      let resource = RLIMIT_CORE
    #endif
    guard getrlimit(resource, &limit) == 0 else { return }
    limit.rlim_cur = 0
    _ = setrlimit(resource, &limit)
  }

  /// A folder only this user reads, for one run.
  private static func privateFolder() throws -> URL {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/feature-run.XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw LiveRunError("cannot make a temporary folder: \(String(cString: strerror(errno)))")
    }
    return URL(fileURLWithPath: String(cString: made))
  }

  /// Starts `executable` with its standard output on a pipe (returned), its standard input empty
  /// and its standard error and temporary directory in `folder`.
  private static func spawn(
    _ executable: String, arguments: [String], folder: URL
  ) throws -> (pid_t, Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw LiveRunError("cannot make a pipe") }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addopen(
      &actions, 2, folder.appendingPathComponent("stderr").path, O_WRONLY | O_CREAT, 0o600)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    environment[LiveRunServer.variable] = String(getpid())
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0)=\($1)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    close(ends[1])
    guard status == 0 else {
      close(ends[0])
      throw LiveRunError("cannot start \(executable): \(String(cString: strerror(status)))")
    }
    return (pid, ends[0])
  }

  /// Reads what the child wrote; `false` once its output ended.
  mutating func readAvailable() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = read(output, &chunk, chunk.count)
    if count < 0 && errno == EINTR { return true }
    guard count > 0 else { return false }
    pending.append(contentsOf: chunk[0..<count])
    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
      let line = pending[pending.startIndex..<newline]
      pending.removeSubrange(pending.startIndex...newline)
      reading.add(line: line)
    }
    return true
  }

  /// Ends the run: the child is killed unless it exited (`ending` says why) and waited for, and
  /// the run's folder removed. Returns how it ended and what it wrote to standard error.
  func finish(killed ending: Ending?) -> (ending: Ending, standardError: String) {
    if ending != nil { kill(pid, SIGKILL) }
    close(output)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let errors = folder.appendingPathComponent("stderr")
    let written = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(at: folder)
    if let ending { return (ending, written) }
    let signal = status & 0x7f
    let crashed = signal != 0 && signal != 0x7f
    return (crashed ? .crashed(signal: signal) : .exited, written)
  }
}

struct LiveRunError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
