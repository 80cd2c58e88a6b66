import CTestingInterop
import Foundation
import PrintableText

/// The command line's invoker: it sees the Swift Testing issues (a failed `#expect`,
/// `Issue.record`) that hooks and steps record, as the `swift test` bridge does, without linking
/// Swift Testing (so that a command line runs where the toolchain is not installed).
///
/// Where no Swift Testing test is running, Swift Testing hands each issue to its process-wide
/// fallback event handler; a run installs one (once per process) when the process has Swift
/// Testing loaded: a binary whose steps cannot import it records no issue. The handler runs in
/// the task that records the issue, so it finds the hook or step running there:
/// - a failure fails that hook or step with the issue's text (``RecordedIssues``);
/// - a warning is written into its report as a log line, and it still passes;
/// - a known issue (`withKnownIssue`) is not reported;
/// - a failure recorded where no hook or step runs (a detached task, a task that outlives its
///   step) is a problem that fails every run in progress; a warning there, or a failure with no
///   run in progress, is written to standard error.
package final class IssueWatchingInvoker: StepInvoker, @unchecked Sendable {
  // Guarded by `lock`: the failures recorded outside every hook and step during the run.
  private let lock = NSLock()
  private var outside: [Diagnostic] = []

  package init() {}

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
    FallbackEventHandler.install()
    FallbackEventHandler.runs.add(self)
  }

  package func runFinishing() -> [Diagnostic] {
    FallbackEventHandler.runs.remove(self)
    return lock.withLock { outside }
  }

  /// Keeps `problem`, found outside every hook and step, for the run's end.
  fileprivate func keep(_ problem: Diagnostic) {
    lock.withLock { outside.append(problem) }
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

  /// Whether the handler is installed: `false` in a process without Swift Testing, or one where
  /// another handler was installed first (which then receives the issues).
  private static let installed: Bool =
    ef_testing_install_fallback_handler { version, record, size, _ in
      FallbackEventHandler.receive(
        SwiftTestingEvent(
          record: Data(bytes: record, count: max(0, size)), version: String(cString: version)))
    } == 1

  static func install() { _ = installed }

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

    /// Gives `problem` to every run in progress; `false` when there is none.
    func keep(_ problem: Diagnostic) -> Bool {
      let current = lock.withLock { Array(invokers.values) }
      for invoker in current { invoker.keep(problem) }
      return !current.isEmpty
    }
  }
}
