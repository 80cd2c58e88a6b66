/// Keeps the run's one ``TestRunRecord``, and feeds every output of the run, once it is in the
/// record, to each reporter, writing what it returns to that reporter's output.
///
/// A report file that cannot be written stops receiving text; the error is kept for the command
/// to print (exit code 2) instead of being lost.
struct ReportingSink: RunSink {
  private var reporters: [(reporter: any Reporter, output: ReportOutput, failed: Bool)]
  /// The run so far, which every reporter reads; a live run sets one that reads its suite's
  /// index (``TestRunRecord/init(index:)``) before it starts.
  var record = TestRunRecord()
  /// For a record of message files, what it keeps and what is read again from the files
  /// (`report`'s lean record); `nil` for a record given every envelope.
  var rereading: MessageFileRereading?
  /// The write errors so far, one per failing output.
  private(set) var errors: [UsageError] = []

  init(_ reporters: [(reporter: any Reporter, output: ReportOutput)]) {
    self.reporters = reporters.map { ($0.reporter, $0.output, false) }
  }

  mutating func publish(_ output: RunOutput) {
    if case .envelope(let envelope) = output, rereading != nil {
      rereading?.feed(envelope, to: &record)
    } else {
      record.publish(output)
    }
    for index in reporters.indices where !reporters[index].failed {
      var text: String? = reporters[index].reporter.handle(output, in: record)
      do {
        while let piece = text {
          try reporters[index].output.write(piece)
          text = try reporters[index].reporter.nextPiece()
        }
      } catch {
        reporters[index].failed = true
        errors.append(error as? UsageError ?? UsageError("\(error)"))
      }
    }
  }

  /// The problems the reporters that judge the run (``VerdictReporter``) find in it.
  var judgements: [Diagnostic] {
    reporters.flatMap { ($0.reporter as? any VerdictReporter)?.judgements(of: record) ?? [] }
  }

  /// Closes every output, keeping any error.
  mutating func close() {
    for index in reporters.indices where !reporters[index].failed {
      do {
        try reporters[index].output.close()
      } catch {
        errors.append(error)
      }
    }
  }
}
