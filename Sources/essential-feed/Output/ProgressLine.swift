/// A line such as "Loading the feed…" on standard error, shown only when a request is slow and
/// standard error is a terminal, and erased when the request ends.
struct ProgressLine: Sendable {
  let console: Console
  /// How long a request may take before the line appears.
  var delay: Duration = .seconds(1)

  /// Runs `operation` on the caller's actor, showing `message` if it is still running after
  /// ``delay``, and erasing it before returning.
  func around<T>(
    _ message: String, isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> T
  ) async rethrows -> T {
    guard console.errorIsTerminal else { return try await operation() }
    let console = self.console
    let delay = self.delay
    let indicator = Task {
      try await Task.sleep(for: delay)
      console.error(message)
    }
    let value: T
    do {
      value = try await operation()
    } catch {
      await erase(indicator)
      throw error
    }
    await erase(indicator)
    return value
  }

  private func erase(_ indicator: Task<Void, any Error>) async {
    indicator.cancel()
    if (try? await indicator.value) != nil { console.error("\r\u{1B}[K") }
  }
}
