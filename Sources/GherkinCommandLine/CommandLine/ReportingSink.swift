/// Keeps the run's one ``TestRunRecord``, and feeds every envelope of the run, once it is in the
/// record, to each formatter, writing what it returns to that formatter's output.
///
/// A report file that cannot be written stops receiving text; the error is kept for the command
/// to print (exit code 2) instead of being lost.
package struct ReportingSink: RunSink {
  private var formatters: [(formatter: any MessageFormatter, output: ReportOutput, failed: Bool)]
  /// The checks of the plugins' formats asked for (``ReportPlugin/check``), which the run asks
  /// before it decides its verdict.
  package var checks: [RunCheck] = []
  /// The run so far, which every formatter reads; a live run sets one that reads its suite's
  /// index (``TestRunRecord/init(index:)``) before it starts.
  package var record = TestRunRecord()
  /// For a record of message files, what it keeps and what is read again from the files
  /// (`report`'s lean record); `nil` for a record given every envelope.
  package var rereading: MessageFileRereading?
  /// The write errors so far, one per failing output.
  package private(set) var errors: [UsageError] = []

  package init(_ formatters: [(formatter: any MessageFormatter, output: ReportOutput)]) {
    self.formatters = formatters.map { ($0.formatter, $0.output, false) }
  }

  package mutating func publish(_ output: RunOutput) {
    if case .envelope(let envelope) = output, rereading != nil {
      rereading?.feed(envelope, to: &record)
    } else {
      record.publish(output)
    }
    guard case .envelope(let envelope) = output else { return }
    for index in formatters.indices where !formatters[index].failed {
      do {
        try write(envelope, through: index)
      } catch {
        formatters[index].failed = true
        errors.append(error as? UsageError ?? UsageError("\(error)"))
      }
    }
  }

  /// What the formatters and the checks read of the record (set ``checks`` first).
  package var keeping: RecordKeeping {
    RecordKeeping(for: formatters.map(\.formatter.reads) + checks.map(\.reads))
  }

  /// Makes ``record`` the empty record of a live run of the suite indexed by `index` that keeps
  /// no more than the formatters and the checks read (``keeping``): unless one reads the whole
  /// run, each test case is forgotten once its last attempt finished
  /// (``TestRunRecord/init(index:forgettingFinished:keepingFinishedTestCases:)``), and each
  /// finished test case's digest is kept only for those that read them.
  package mutating func recordLiveRun(index: GherkinIndex) {
    record = TestRunRecord(
      index: index, forgettingFinished: keeping.forgetsFinished,
      keepingFinishedTestCases: keeping.keepsDigests)
  }

  /// Writes the text the formatter at `index` returns for `envelope` to its output, and then,
  /// when it returned some, the pieces that follow it.
  private mutating func write(_ envelope: Envelope, through index: Int) throws {
    let text = formatters[index].formatter.format(envelope, in: record)
    try formatters[index].output.write(text)
    guard !text.isEmpty else { return }
    while let piece = try formatters[index].formatter.nextPiece() {
      try formatters[index].output.write(piece)
    }
  }

  /// The problems the checks of the plugins' formats asked for find in the run.
  package var judgements: [Diagnostic] {
    checks.flatMap { $0.judge(record) }
  }

  /// Closes every output, keeping any error.
  package mutating func close() {
    for index in formatters.indices where !formatters[index].failed {
      do {
        try formatters[index].output.close()
      } catch {
        errors.append(error)
      }
    }
  }
}
