import Foundation
import Testing

@testable import GherkinRunner

/// The one watchdog that runs out the time limits of the bodies it watches. Nothing here waits
/// on a clock: a limit of zero has run out as soon as it is watched, and one of an hour does not
/// run out while a test runs.
@Suite("The step watchdog", .timeLimit(.minutes(1)))
struct StepWatchdogTests {
  @Test("a limit that runs out wakes the watchdog sleeping for a later one, which stays watched")
  func earlierLimitWakesTheWatchdog() async {
    let watchdog = StepWatchdog()
    let expired = Expired()
    let later = watchdog.watch(for: .seconds(3600)) { expired.add("later") }
    watchdog.waitUntilSleeping()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      _ = watchdog.watch(for: .zero) {
        expired.add("now")
        continuation.resume()
      }
    }
    #expect(expired.names == ["now"])
    #expect(watchdog.watching == 1)
    watchdog.release(later)
  }

  @Test("a body released in time is no longer watched, and the next body is")
  func releasedBodyIsForgotten() async {
    let watchdog = StepWatchdog()
    let expired = Expired()
    let first = watchdog.watch(for: .seconds(3600)) { expired.add("first") }
    watchdog.release(first)
    #expect(watchdog.watching == 0)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      _ = watchdog.watch(for: .zero) {
        expired.add("next")
        continuation.resume()
      }
    }
    #expect(expired.names == ["next"])
    #expect(watchdog.watching == 0)
  }
}

/// The names of the bodies a watchdog expired, in order; it expires them on its own thread.
private final class Expired: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String] = []

  func add(_ name: String) { lock.withLock { entries.append(name) } }
  var names: [String] { lock.withLock { entries } }
}
