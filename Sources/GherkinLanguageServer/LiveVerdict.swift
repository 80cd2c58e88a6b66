import Foundation
import GherkinRunner

/// A scenario's or Examples row's verdict, as its code lens shows it.
enum LiveVerdict: Equatable {
  case running
  case passed
  /// Failed at the 1-based line of the failing step (its scenario's line for a hook).
  case failed(atLine: Int)
  case undefined
  case pending
  /// Tagged `@proposed` and not passing yet: handed over to a developer.
  case proposed
  case skipped
  /// Killed past the time limit.
  case stopped(seconds: Int)
  /// The run's process died.
  case crashed
  /// The run ended without running it; the reason is the run's own.
  case notRun(String)

  /// The verdict in the words the lens shows.
  var title: String {
    switch self {
    case .running: "running"
    case .passed: "passed"
    case .failed(let line): "failed at line \(line)"
    case .undefined: "undefined: a step has no definition yet"
    case .pending: "pending: a step is not done yet"
    case .proposed: "waiting for a developer (@proposed)"
    case .skipped: "skipped"
    case .stopped(let seconds): "stopped after \(seconds) s: a step did not finish"
    case .crashed: "stopped: the run crashed"
    case .notRun(let reason): "not run: \(reason)"
    }
  }

  /// The verdict and what to do: click to run it again.
  var lensTitle: String {
    self == .running ? "running…" : "\(title) · run again"
  }

  /// What a finished attempt of `pickle` ended as.
  init(_ attempt: TestCaseAttempt, pickle: Pickle, record: TestRunRecord) {
    let status = attempt.verdict?.status ?? .unknown
    if status != .passed && pickle.isProposed {
      self = .proposed
      return
    }
    switch status {
    case .passed: self = .passed
    case .failed, .ambiguous, .unknown:
      let step = attempt.firstProblem.flatMap { record.problemLocation(of: $0.testStep) }
      self = .failed(atLine: step?.location?.line ?? pickle.location.line)
    case .undefined: self = .undefined
    case .pending: self = .pending
    case .skipped: self = .skipped
    }
  }
}

/// A failing step of a live run: its 1-based line and the run's message.
struct LiveFailure: Equatable {
  var line: Int
  var message: String
}

/// What a live run's Cucumber messages said so far: each test case's verdict by the line of its
/// scenario or Examples row, and the failing steps.
struct LiveRunReading {
  private var record = TestRunRecord()
  /// The verdicts by 1-based line; `running` for a test case begun and not finished.
  private(set) var verdicts: [Int: LiveVerdict] = [:]
  /// The failing steps, by the line of their scenario or Examples row.
  private(set) var failures: [Int: LiveFailure] = [:]

  /// Reads one line of the run's output: an envelope (anything else is ignored).
  mutating func add(line: Data) {
    guard let envelope = try? Envelope(ndjsonLine: String(decoding: line, as: UTF8.self)) else {
      return
    }
    record.add(envelope)
    if case .testCase(let testCase) = envelope, let pickle = record.pickle(id: testCase.pickleId) {
      verdicts[pickle.location.line] = .running
    }
    guard let attempt = record.justFinished, let pickle = record.pickle(id: attempt.pickleId)
    else { return }
    let verdict = LiveVerdict(attempt, pickle: pickle, record: record)
    verdicts[pickle.location.line] = verdict
    if case .failed(let line) = verdict, verdict != .proposed {
      let result = attempt.firstProblem?.result
      let message = result?.message ?? result?.exception?.message ?? "the step failed"
      failures[pickle.location.line] = LiveFailure(line: line, message: message)
    }
  }
}
