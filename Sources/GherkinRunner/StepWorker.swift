import Foundation

/// Where an attempt of a test case is as its steps run: the step and the body of that step
/// (its BeforeStep hooks, its own body, its AfterStep hooks) that runs next, what the bodies
/// before it in that step gave, how the attempt stands, and the world.
struct StepProgress<World> {
  /// The test step (an index into the test case's steps).
  var step = 0
  /// The body of that step that runs next.
  var part = 0
  /// The results of the step's bodies before `part`.
  var results: [TestStepResult] = []
  var ending = RunOutcome.Ending(status: .passed)
  /// A hook or step did not pass: the rest are skipped (an After hook still runs).
  var skipping = false
  /// A hook or step skipped itself: undefined and ambiguous steps are skipped too.
  var skippedItself = false
  /// What the step's bodies attach.
  var collector = AttachmentCollector()
  var world: World

  /// Counts the result of a test step in the attempt's ending.
  mutating func record(_ result: TestStepResult, dryRun: Bool) {
    if result.status != .passed {
      skippedItself = skippedItself || (!skipping && !dryRun && result.status == .skipped)
      if !skipping { ending.failure = result.message }
      skipping = true
    }
    ending.status = max(ending.status, result.status)
  }
}

/// A body that had not returned when its time limit ran out: the attempt as it was when the
/// body started (its world before the body), what timed out, and when it started.
struct TimedOutBody<World> {
  var progress: StepProgress<World>
  var error: StepTimedOut
  var started: ContinuousClock.Instant
}

/// Runs the steps of one attempt of a test case in one task of its own, the hooks and step
/// bodies one after another in that task, with no task per body: each body's time limit is
/// watched by the process's ``StepWatchdog``. A body that returns in time lets the worker go
/// on; when a limit runs out first, the worker is left behind inside the body (a task cannot be
/// stopped from outside; it is cancelled) and publishes nothing more, and the runner goes on
/// from where the body started in a fresh worker (``TestRunner``).
///
/// The runner's sink moves into the worker while it runs, and back once the worker finished
/// or was left behind. (The worker's type does not name the sink's, so that its task captures
/// no conformance.)
/// `@unchecked Sendable`: every access to its state holds `lock`.
final class StepWorker<World>: @unchecked Sendable {
  /// How a worker ended: it ran every step of the attempt, or a body ran out of time.
  enum Outcome {
    case finished(RunOutcome.Ending)
    case timedOut(TimedOutBody<World>)
  }

  private let lock = NSLock()
  /// Publishes to the sink the worker holds (with `lock` held).
  private let publishing: (RunOutput) -> Void
  private var outcome: Outcome?
  private var continuation: CheckedContinuation<Void, Never>?
  /// How many bodies it started; the last one's number is its ticket.
  private var bodies: UInt64 = 0
  /// The body running now, if any.
  private var running: TimedOutBody<World>?

  private init(publishing: @escaping (RunOutput) -> Void) {
    self.publishing = publishing
  }

  /// Moves `sink` into a worker that runs `work` in a task of its own, and waits until it
  /// finishes or is left behind; the sink moves back then.
  static func run<Sink: RunSink>(
    _ sink: inout Sink, _ work: @escaping @Sendable (StepWorker) async -> Void
  ) async -> Outcome {
    let held = Held(consume sink)
    let worker = StepWorker { output in held.value?.publish(output) }
    let task = Task { await work(worker) }
    await withCheckedContinuation { worker.wait($0) }
    let (outcome, moved) = worker.lock.withLock { (worker.outcome, held.value.take()) }
    sink = moved!
    if case .timedOut = outcome { task.cancel() }
    return outcome!
  }

  /// The sink the worker publishes to until it finishes or is left behind; what it publishes
  /// after that is dropped.
  var publisher: Publisher { Publisher(worker: self) }

  /// Publishes to the worker's sink while the worker runs.
  struct Publisher: RunSink {
    let worker: StepWorker

    func publish(_ output: RunOutput) {
      worker.lock.withLock {
        if worker.outcome == nil { worker.publishing(output) }
      }
    }
  }

  /// A sink while a worker holds it.
  private final class Held<Sink: RunSink> {
    var value: Sink?

    init(_ value: consuming Sink) {
      self.value = value
    }
  }

  /// A body starts, as `body` describes it: returns its ticket.
  func begin(_ body: TimedOutBody<World>) -> UInt64 {
    lock.withLock {
      bodies += 1
      running = body
      return bodies
    }
  }

  /// The body that started with `ticket` returned: whether the worker goes on (`false`: its
  /// limit ran out first and the worker was left behind).
  func end(_ ticket: UInt64) -> Bool {
    lock.withLock {
      guard outcome == nil, bodies == ticket else { return false }
      running = nil
      return true
    }
  }

  /// The limit of the body that started with `ticket` ran out: unless it returned first, the
  /// worker is left behind and the runner goes on from where the body started.
  func expire(_ ticket: UInt64) {
    let waiting: CheckedContinuation<Void, Never>? = lock.withLock {
      guard outcome == nil, bodies == ticket, let running else { return nil }
      outcome = .timedOut(running)
      return continuation.take()
    }
    waiting?.resume()
  }

  /// Every step of the attempt ran; `ending` is how it ended.
  func finish(_ ending: RunOutcome.Ending) {
    let waiting: CheckedContinuation<Void, Never>? = lock.withLock {
      guard outcome == nil else { return nil }
      outcome = .finished(ending)
      return continuation.take()
    }
    waiting?.resume()
  }

  /// Resumes `continuation` once the worker finished or was left behind (at once if it was).
  private func wait(_ continuation: CheckedContinuation<Void, Never>) {
    let decided = lock.withLock {
      if outcome == nil { self.continuation = continuation }
      return outcome != nil
    }
    if decided { continuation.resume() }
  }
}
