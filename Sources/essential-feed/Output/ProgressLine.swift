/// A line such as "Loading the feed…" on standard error, shown only when a request is slow and
/// standard error is a terminal, and erased when the request ends.
struct ProgressLine: Sendable {
  let console: Console
  /// How long a request may take before the line appears.
  var delay: Duration = .seconds(1)

  /// Runs `operation`, showing `message` if it is still running after ``delay``, and erasing it
  /// before returning.
  func around<T>(_ message: String, _ operation: () async throws -> T) async throws -> T {
    guard console.errorIsTerminal else { return try await operation() }
    let console = self.console
    let delay = self.delay
    let indicator = Task {
      try await Task.sleep(for: delay)
      console.error(message)
    }
    let result: Result<T, any Error>
    do {
      result = .success(try await operation())
    } catch {
      result = .failure(error)
    }
    indicator.cancel()
    if (try? await indicator.value) != nil { console.error("\r\u{1B}[K") }
    return try result.get()
  }
}
