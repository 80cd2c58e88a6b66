import Foundation

/// One thread that watches the time limits of every hook and step running in the process, in
/// place of a timer task per step. A body is watched from the moment it starts running, so a
/// body still queued for a busy thread pool before it starts does not use up its limit (once
/// started, its limit is wall time: ``StepTimeLimit`` queues what a limit running out does
/// behind the work waiting for the pool). The thread needs no pool thread to wake, and wakes
/// only when the earliest deadline it knows of comes (or one earlier than that is watched), not
/// once per step.
/// `@unchecked Sendable`: every access to its state holds `condition`.
final class StepWatchdog: @unchecked Sendable {
  /// The watchdog of the process; its thread starts with the first body it watches.
  static let shared = StepWatchdog()

  /// What a watched body's limit runs out into, and when.
  private struct Watched {
    let deadline: ContinuousClock.Instant
    let expire: @Sendable () -> Void
  }

  private let condition = NSCondition()
  private var watched: [UInt64: Watched] = [:]
  private var nextTicket: UInt64 = 0
  /// When the thread wakes next; `nil` while it waits for a body to watch (or before it runs).
  private var wake: ContinuousClock.Instant?
  private var started = false

  /// Watches a body that starts now: `expire` runs on the watchdog's thread once `limit` has
  /// passed, unless ``release(_:)`` came first. Returns the ticket that releases it.
  func watch(for limit: Duration, expire: @escaping @Sendable () -> Void) -> UInt64 {
    let deadline = ContinuousClock.now + limit
    condition.lock()
    defer { condition.unlock() }
    nextTicket += 1
    watched[nextTicket] = Watched(deadline: deadline, expire: expire)
    if !started {
      started = true
      Thread.detachNewThread { [self] in watchForEver() }
    } else if wake.map({ deadline < $0 }) ?? true {
      condition.broadcast()
    }
    return nextTicket
  }

  /// How many bodies it watches now.
  var watching: Int {
    condition.lock()
    defer { condition.unlock() }
    return watched.count
  }

  /// Returns once the thread sleeps until a deadline: what a test needs before it watches an
  /// earlier one, to see that one wake it.
  func waitUntilSleeping() {
    condition.lock()
    defer { condition.unlock() }
    while wake == nil { condition.wait() }
  }

  /// Stops watching the body `ticket` names: it returned (or threw) in time.
  func release(_ ticket: UInt64) {
    condition.lock()
    watched[ticket] = nil
    condition.unlock()
  }

  /// The thread's loop: runs out the limits that passed, then sleeps until the next deadline.
  private func watchForEver() {
    condition.lock()
    while true {
      let expired = takeExpired(at: ContinuousClock.now)
      guard expired.isEmpty else {
        condition.unlock()
        for expire in expired { expire() }
        condition.lock()
        continue
      }
      wake = watched.values.lazy.map(\.deadline).min()
      // Tells a test waiting in `waitUntilSleeping` that the thread sleeps now.
      condition.broadcast()
      if let wake {
        let seconds = ContinuousClock.now.duration(to: wake).timeInterval
        _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
      } else {
        condition.wait()
      }
    }
  }

  /// Removes the bodies whose deadline is at or before `now` and returns what expires them.
  private func takeExpired(at now: ContinuousClock.Instant) -> [@Sendable () -> Void] {
    let tickets = watched.filter { $0.value.deadline <= now }.keys
    return tickets.compactMap { watched.removeValue(forKey: $0)?.expire }
  }
}

extension Duration {
  /// The duration in seconds, as Foundation's dates count them.
  var timeInterval: TimeInterval {
    let (whole, fraction) = components
    return TimeInterval(whole) + TimeInterval(fraction) / 1e18
  }
}
