import CProcessControl
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a live run (a child process the language server starts to run an open document) does
/// with the server that started it: every command line runs this as it starts, whether or not
/// it has the language server's wing, since the server runs the command line's own binary.
package enum LiveRunServer {
  /// The environment variable by which a run learns the process id of the server that started
  /// it, so that it ends with the server (``endWithServer()``).
  package static let variable = "GHERKIN_LIVE_RUN_SERVER"

  /// In a live run, makes this process end when the language server that started it ends, even
  /// killed (`SIGKILL` leaves the server no time to stop its runs): on Linux the kernel kills the
  /// run when the server's thread that started it ends (the parent-death signal). Does nothing
  /// outside a live run (no ``variable``); the run's own children do not inherit it. A run
  /// whose server ended before it could ask ends at once.
  package static func endWithServer() {
    #if os(Linux)
      guard let value = getenv(variable) else { return }
      let server = pid_t(String(cString: value))
      unsetenv(variable)
      _ = ef_end_with_parent(SIGKILL)
      // Asked first, checked after: a server gone in between has left this run another parent.
      if server != getppid() { kill(getpid(), SIGKILL) }
    #else
      unsetenv(variable)
    #endif
  }
}
