import CTestingInterop
import Foundation
import PrintableText

/// The command line's invoker: it sees the Swift Testing issues (a failed `#expect`,
/// `Issue.record`) that hooks and steps record, as the `swift test` bridge does, without linking
/// Swift Testing (so that a command line runs where the toolchain is not installed).
///
/// Where no Swift Testing test is running, Swift Testing hands each issue to its process-wide
/// fallback event handler (Swift Testing 6.3 and later); the command line installs one (once per
/// process, ``installHandler()``, as it starts) when the process has Swift Testing loaded: a
/// binary whose steps cannot import it records no issue. Where Swift Testing is loaded but the
/// handler cannot be installed, a run warns so (``FallbackHandlerInstallation/warning``). The
/// handler runs in the task that records the issue, so it finds the hook or step running there:
/// - a failure fails that hook or step with the issue's text (``RecordedIssues``);
/// - a warning is written into its report as a log line, and it still passes;
/// - a known issue (`withKnownIssue`) is not reported;
/// - a failure recorded where no hook or step runs (a detached task, a task that outlives its
///   step) is a problem that fails every run in progress; a warning there, or a failure with no
///   run in progress, is written to standard error.
package final class IssueWatchingInvoker: StepInvoker, @unchecked Sendable {
  // Guarded by `lock`: the failures recorded outside every hook and step during the run, and
  // whether the run has finished (and refuses more).
  private let lock = NSLock()
  private var outside: [Diagnostic] = []
  private var finished = false

  package init() {}

  /// Installs the fallback event handler, once per process, before anything can record an issue
  /// outside a test: Swift Testing reads the handler once, at the first such issue, so a handler
  /// installed after it is never called. What it came to says whether steps' issues are seen.
  @discardableResult
  package static func installHandler() -> FallbackHandlerInstallation {
    FallbackEventHandler.installation
  }

  package func invoke(_ body: () async throws -> Void) async throws {
    let scope = IssueScope()
    let thrown: (any Error)? = await IssueScope.$current.withValue(scope) {
      do {
        try await body()
        return nil
      } catch {
        return error
      }
    }
    try RecordedIssues.end(scope.close(), thrown: thrown)
  }

  package func runStarting() {
    Self.installHandler()
    FallbackEventHandler.runs.add(self)
  }

  package func runFinishing() -> [Diagnostic] {
    FallbackEventHandler.runs.remove(self)
    return lock.withLock {
      finished = true
      return outside
    }
  }

  /// Keeps `problem`, found outside every hook and step, for the run's end; `false` once the run
  /// has finished (its problems are read), so that a problem found as it finishes is not lost.
  package func keep(_ problem: Diagnostic) -> Bool {
    lock.withLock {
      guard !finished else { return false }
      outside.append(problem)
      return true
    }
  }
}

/// The issues one hook or step records while it runs, found by the fallback event handler in the
/// task that runs it (and the tasks it starts, which inherit it).
private final class IssueScope: @unchecked Sendable {
  @TaskLocal static var current: IssueScope?

  // Guarded by `lock`.
  private let lock = NSLock()
  private var issues: [RecordedIssue] = []
  private var ended = false

  /// Adds `issue`, unless the hook or step has ended (a task it started records it later).
  func add(_ issue: RecordedIssue) -> Bool {
    lock.withLock {
      guard !ended else { return false }
      issues.append(issue)
      return true
    }
  }

  /// Ends the scope: the issues recorded in it.
  func close() -> [RecordedIssue] {
    lock.withLock {
      ended = true
      return issues
    }
  }
}

/// Swift Testing's fallback event handler, installed once per process, and the runs in progress
/// that a failure recorded outside every hook and step fails.
private enum FallbackEventHandler {
  static let runs = Runs()

  /// What installing the handler came to, decided at the first use in the process.
  static let installation = FallbackHandlerInstallation(
    installed: ef_testing_install_fallback_handler { version, record, size, _ in
      FallbackEventHandler.receive(
        SwiftTestingEvent(
          record: Data(bytes: record, count: max(0, size)), version: String(cString: version)))
    },
    swiftTestingLoaded: ef_testing_is_loaded() == 1)

  /// Hands `event` to the hook or step recording it, or, outside them, to the runs in progress.
  static func receive(_ event: SwiftTestingEvent) {
    switch event {
    case .none:
      return
    case .failure(let issue, let place):
      if let scope = IssueScope.current, scope.add(issue) { return }
      let problem = Diagnostic(
        .issueOutsideStep,
        message:
          "Swift Testing recorded an issue while no hook or step was running (in a detached task, "
          + "or one that outlived its step)\(place.map { ", at \($0)" } ?? ""): \(issue.text)\n"
          + "Await that task inside the step, so that its issue fails the step.")
      if !runs.keep(problem) { StandardStream.error("error: \(problem.message)\n") }
    case .warning(let issue, let place):
      if let collector = AttachmentCollector.current, IssueScope.current != nil {
        collector.add(
          AttachmentCollector.Item(
            body: "Swift Testing warning: \(issue.text)", encoding: .identity,
            mediaType: "text/x.cucumber.log+plain", fileName: nil, timestamp: Date()))
        return
      }
      StandardStream.error(
        "warning: Swift Testing recorded a warning outside every hook and step"
          + "\(place.map { ", at \($0)" } ?? ""): \(issue.text)\n")
    }
  }

  /// The runs in progress.
  final class Runs: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var invokers: [ObjectIdentifier: IssueWatchingInvoker] = [:]

    func add(_ invoker: IssueWatchingInvoker) {
      lock.withLock { invokers[ObjectIdentifier(invoker)] = invoker }
    }

    func remove(_ invoker: IssueWatchingInvoker) {
      lock.withLock { _ = invokers.removeValue(forKey: ObjectIdentifier(invoker)) }
    }

    /// Gives `problem` to every run in progress; `false` when none kept it (none is in progress,
    /// or each finished meanwhile).
    func keep(_ problem: Diagnostic) -> Bool {
      let current = lock.withLock { Array(invokers.values) }
      var kept = false
      for invoker in current {
        if invoker.keep(problem) { kept = true }
      }
      return kept
    }
  }
}

/// What installing the command line's fallback event handler came to: whether the issues that
/// steps record with Swift Testing (a failed `#expect`, `Issue.record`) can be seen.
package enum FallbackHandlerInstallation: Equatable, Sendable {
  /// Installed: the steps' issues are seen.
  case installed
  /// The process has no Swift Testing: nothing in it can record an issue.
  case noSwiftTesting
  /// The Swift Testing loaded has no fallback event handler (it is older than Swift 6.3).
  case noFallbackHandler
  /// Another fallback event handler was installed first, and receives the issues.
  case anotherHandlerFirst

  /// The outcome of `ef_testing_install_fallback_handler` (`installed`), told apart by whether
  /// Swift Testing is loaded at all.
  init(installed: Int32, swiftTestingLoaded: Bool) {
    switch installed {
    case 1: self = .installed
    case 0: self = .anotherHandlerFirst
    default: self = swiftTestingLoaded ? .noFallbackHandler : .noSwiftTesting
    }
  }

  /// The warning a run writes to standard error when Swift Testing is loaded but the issues its
  /// steps record cannot be seen (such a step would pass); `nil` when there is nothing to say.
  package var warning: String? {
    let reason: String
    switch self {
    case .installed, .noSwiftTesting:
      return nil
    case .noFallbackHandler:
      reason =
        "the Swift Testing in this process has no fallback event handler (it needs Swift 6.3 or "
        + "later)"
    case .anotherHandlerFirst:
      reason = "another fallback event handler was installed first, and receives them"
    }
    return
      "warning: this command line cannot see the Swift Testing issues that steps and hooks "
      + "record (a failed #expect, Issue.record): \(reason). Such a step passes here; "
      + "`swift test` sees them.\n"
  }
}
