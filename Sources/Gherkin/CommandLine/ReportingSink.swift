/// Feeds every event to each reporter and writes what it returns to that reporter's output.
struct ReportingSink: EventSink {
  private var reporters: [(reporter: any Reporter, output: ReportOutput)]

  init(_ reporters: [(reporter: any Reporter, output: ReportOutput)]) {
    self.reporters = reporters
  }

  mutating func publish(_ event: RunEvent) {
    for index in reporters.indices {
      let text = reporters[index].reporter.handle(event)
      reporters[index].output.write(text)
    }
  }

  func close() {
    for entry in reporters { entry.output.close() }
  }
}
