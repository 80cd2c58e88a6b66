import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// One run of a program with the CPU time it used, read from `wait4` for that child alone
/// (`Process` reaps its children itself, so it cannot report their resource usage).
struct MeasuredRun {
  let status: Int32
  let standardError: String
  /// User CPU time, in seconds.
  let userSeconds: Double
  /// System CPU time, in seconds.
  let systemSeconds: Double

  var cpuSeconds: Double { userSeconds + systemSeconds }

  /// Runs `program arguments...` with exactly `environment`, standard output discarded and
  /// standard error kept; kills it after `limit` seconds.
  static func run(
    _ program: URL, _ arguments: [String], environment: [String: String],
    errorFile: URL, limit: TimeInterval = 60
  ) throws -> MeasuredRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, program.path, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw TestSupportError("could not start \(program.path): error \(spawned)")
    }

    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    watchdog.cancel()

    let exited = (status & 0x7f) == 0
    return MeasuredRun(
      status: exited ? (status >> 8) & 0xff : -1,
      standardError: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "",
      userSeconds: seconds(usage.ru_utime), systemSeconds: seconds(usage.ru_stime))
  }

  private static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
  }
}
