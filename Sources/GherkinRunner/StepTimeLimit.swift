import Foundation

/// The error of a hook or step that had not returned when its time limit ran out.
package struct StepTimedOut: Error, CustomStringConvertible {
  /// What timed out: `step`, or the kind of hook.
  package let what: String
  /// The step's text, for a step (and a BeforeStep or AfterStep hook, which run with one).
  package let text: String?
  /// The limit it ran out of.
  package let limit: Duration

  /// "step timed out after 5 s: the feed loads", in Cucumber's words.
  package var description: String {
    "\(what) timed out after \(StepTimeLimit.seconds(limit)) s" + (text.map { ": " + $0 } ?? "")
  }
}

/// Runs a BeforeAll or AfterAll hook's body with a time limit (the hooks and steps of a test
/// case run in a ``StepWorker`` instead). The body runs in a task of its own, raced against
/// the limit, which counts from when that task starts running the body (``StepWatchdog``), not
/// from when it was queued, and runs out in a task queued behind the work waiting for the pool
/// when it passes: a body that returns in time gives back the state it changed (even
/// when it threw); one that has not returned is cancelled and left behind (a task cannot be
/// stopped from outside), the state stays as it was before the body ran (a copy, for a value; a
/// class instance is shared with the body left behind), and ``StepTimedOut`` is thrown. A body
/// that blocks its thread instead of suspending still holds that thread after it is left behind.
package enum StepTimeLimit {
  /// Runs `body` on `state` for at most `limit`; `what` and `text` name it when it times out.
  static func run<State>(
    _ limit: Duration, what: String, text: String?, state: inout State,
    _ body: @escaping @Sendable (inout State) async throws -> Void
  ) async throws {
    let carried = Carried(value: state)
    let race = FirstOf<Finished<State>>()
    // The body's task ends the race itself, and the process's one watchdog ends it when the
    // limit runs out first: no timer task per body. The watchdog's thread does not end it
    // directly but queues a task of the body's priority to: behind the work already waiting for
    // the pool, so a body that is only waiting for a thread to resume on is not timed out
    // because the machine is busy.
    let work = Task {
      let priority = Task.currentPriority
      let ticket = StepWatchdog.shared.watch(for: limit) {
        Task(priority: priority) { race.finish(nil) }
      }
      var moved = carried.value
      var thrown: (any Error)? = nil
      do {
        try await body(&moved)
      } catch {
        thrown = error
      }
      StepWatchdog.shared.release(ticket)
      race.finish(Finished(state: Carried(value: moved), error: thrown))
    }
    let finished = await withCheckedContinuation { continuation in
      race.start(continuation)
    }
    guard let finished else {
      work.cancel()
      throw StepTimedOut(what: what, text: text, limit: limit)
    }
    state = finished.state.value
    if let error = finished.error { throw error }
  }

  /// `limit` in seconds as a person writes them: `5`, `0.25`.
  package static func seconds(_ limit: Duration) -> String {
    let (whole, fraction) = limit.components
    guard fraction != 0 else { return "\(whole)" }
    return String(format: "%g", limit.timeInterval)
  }

  /// What a body left: its state and the error it threw, if any.
  private struct Finished<Value>: Sendable {
    let state: Carried<Value>
    let error: (any Error)?
  }

  /// The first of several finishers to resume one continuation; the others are ignored. A
  /// finisher may come before the continuation does: the continuation then resumes at once.
  /// `@unchecked Sendable`: every access holds `lock`.
  private final class FirstOf<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value?, Never>?
    /// The first finisher's value (itself `nil` for a timeout), once there was one.
    private var outcome: Value??

    func start(_ continuation: CheckedContinuation<Value?, Never>) {
      let decided = lock.withLock {
        if outcome == nil { self.continuation = continuation }
        return outcome
      }
      if let decided { continuation.resume(returning: decided) }
    }

    func finish(_ value: Value?) {
      // Only the first finisher finds the continuation, if it came.
      let continuation = lock.withLock {
        if outcome == nil { outcome = .some(value) }
        defer { self.continuation = nil }
        return self.continuation
      }
      continuation?.resume(returning: value)
    }
  }
}

/// A value handed from one task to the next, which only one of them uses at a time: the
/// runner's task waits while the body's task (or a ``StepWorker``) has it, and takes it back
/// only once that task has finished with it.
struct Carried<Value>: @unchecked Sendable {
  let value: Value
}
