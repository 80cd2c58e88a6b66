import Foundation
import Testing

@testable import essential_feed

@Suite("Output: the progress line of a slow request", .timeLimit(.minutes(10)))
struct ProgressLineTests {
  @Test("off a terminal nothing is written, however slow the request")
  func notATerminal() async throws {
    let (console, written) = makeConsole(isTerminal: false)
    let progress = ProgressLine(console: console, delay: .zero)

    let value = try await progress.around("Loading…") {
      try await Task.sleep(for: .milliseconds(50))
      return 42
    }

    #expect(value == 42)
    #expect(written.messages.isEmpty)
  }

  @Test("on a terminal a slow request shows the line, then erases it")
  func slowOnTerminal() async throws {
    let (console, written) = makeConsole(isTerminal: true)
    let progress = ProgressLine(console: console, delay: .zero)

    try await progress.around("Loading…") {
      try await written.untilSomethingIsWritten()
    }

    #expect(written.messages == ["Loading…", "\r\u{1B}[K"])
  }

  @Test("on a terminal a request faster than the delay shows nothing")
  func fastOnTerminal() async {
    let (console, written) = makeConsole(isTerminal: true)
    let progress = ProgressLine(console: console, delay: .seconds(3600))

    _ = await progress.around("Loading…") { 1 }

    #expect(written.messages.isEmpty)
  }

  @Test("a failing request's error is delivered and the line erased")
  func failure() async throws {
    let (console, written) = makeConsole(isTerminal: true)
    let progress = ProgressLine(console: console, delay: .zero)

    await #expect(throws: CancellationError.self) {
      try await progress.around("Loading…") {
        try await written.untilSomethingIsWritten()
        throw CancellationError()
      }
    }
    #expect(written.messages == ["Loading…", "\r\u{1B}[K"])
  }

  // MARK: - Helpers

  private final class Written: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    var messages: [String] { lock.withLock { storage } }
    func append(_ message: String) { lock.withLock { storage.append(message) } }

    /// Stands for a request that lasts until the progress line shows.
    func untilSomethingIsWritten() async throws {
      while messages.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    }
  }

  private func makeConsole(isTerminal: Bool) -> (Console, Written) {
    let written = Written()
    let console = Console(
      output: { _ in }, error: { written.append($0) }, errorIsTerminal: isTerminal)
    return (console, written)
  }
}
