/// Feeds every event to each reporter and writes what it returns to that reporter's output.
///
/// A report file that cannot be written stops receiving text; the error is kept for the command
/// to print (exit code 2) instead of being lost.
struct ReportingSink: EventSink {
  private var reporters: [(reporter: any Reporter, output: ReportOutput, failed: Bool)]
  /// The write errors so far, one per failing output.
  private(set) var errors: [UsageError] = []

  init(_ reporters: [(reporter: any Reporter, output: ReportOutput)]) {
    self.reporters = reporters.map { ($0.reporter, $0.output, false) }
  }

  mutating func publish(_ event: RunEvent) {
    for index in reporters.indices where !reporters[index].failed {
      let text = reporters[index].reporter.handle(event)
      do {
        try reporters[index].output.write(text)
      } catch {
        reporters[index].failed = true
        errors.append(error)
      }
    }
  }

  /// Whether a reporter that judges the run (a ``VerdictReporter``) fails it.
  var failsRun: Bool {
    reporters.contains { ($0.reporter as? any VerdictReporter)?.failsRun == true }
  }

  /// Closes every output, keeping any error.
  mutating func close() {
    for entry in reporters {
      do {
        try entry.output.close()
      } catch {
        errors.append(error)
      }
    }
  }
}
