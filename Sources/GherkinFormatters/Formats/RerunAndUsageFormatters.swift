/// Cucumber's `rerun` format: the scenarios whose last attempt neither passed nor was skipped,
/// one line per feature file, `path:line:line…` (a scenario's or an Examples row's line), files
/// in path order and lines ascending. Run them again with `feed-specs @FILE`.
package struct RerunFormatter: MessageFormatter {
  /// Reads only the test cases in flight.
  package var reads: RecordReading { .testCasesInFlight }

  /// Where each test case whose latest attempt failed is, by test case id.
  private var failing: [String: (uri: String, line: Int)] = [:]

  /// Creates the formatter.
  package init() {}

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    if case .testCaseFinished = envelope, let attempt = record.justFinished,
      let pickle = record.pickle(id: attempt.pickleId)
    {
      failing[attempt.testCase.id] =
        attempt.status.isProblem ? (pickle.uri, pickle.location.line) : nil
    }
    guard case .testRunFinished = envelope else { return "" }
    var lines: [String: Set<Int>] = [:]
    for (uri, line) in failing.values { lines[uri, default: []].insert(line) }
    failing = [:]  // starts empty for another run
    return lines.keys.sorted().map { uri in
      ([uri] + lines[uri, default: []].sorted().map(String.init)).joined(separator: ":") + "\n"
    }.joined()
  }
}

/// Cucumber's `usage` format, as JSON: each step definition in the order defined, with its
/// pattern (`source`), its `location`, and the steps that used it, grouped by text, each with
/// the duration in seconds and the place of every passed run and the `median`, `average` and
/// `total` of those durations; a definition no step used has no steps.
///
/// Each attempt is folded in as it finishes, 16 bytes a passed step; the document is written
/// at the end through a temporary file, a piece at a time.
package struct UsageFormatter: MessageFormatter {
  /// Reads only the test cases in flight.
  package var reads: RecordReading { .testCasesInFlight }

  /// The next piece of the spooled text.
  package func nextPiece() throws -> String? { try spool.nextPiece() }

  /// The steps that used one definition: their texts in the order first run, and the duration
  /// and place (a file's number in ``uris``, and a line) of each passed run of each text.
  private struct Uses {
    var texts = Numbered<String>()
    var runs: [[(seconds: Double, place: (uri: Int32, line: Int32))]] = []

    mutating func add(_ text: String, _ seconds: Double, place: (uri: Int32, line: Int32)) {
      let number = texts.number(text) { text }
      if number == runs.count { runs.append([]) }
      runs[number].append((seconds, place))
    }
  }

  package let spool = ReportSpool(report: "usage")
  private var uses: [String: Uses] = [:]
  /// The feature files' URIs.
  private var uris = Numbered<String>()

  /// Creates the formatter.
  package init() {}

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    switch envelope {
    case .testCaseFinished:
      for run in record.justFinished?.steps ?? [] where run.result?.status == .passed {
        guard let definition = record.unambiguousDefinition(of: run.testStep),
          let step = record.pickleStep(of: run.testStep), let duration = run.result?.duration
        else { continue }
        // Held as the file's number and the line: a place's text for every run would be most of it.
        let place = record.problemLocation(of: run.testStep)
        let uri = place?.uri ?? ""
        let number = uris.number(uri) { uri }
        let seconds = Double(duration.seconds) + Double(duration.nanos) / 1e9
        uses[definition.id, default: Uses()].add(
          step.text, seconds, place: (Int32(number), Int32(clamping: place?.location?.line ?? -1)))
      }
      return ""
    case .testRunFinished:
      defer { (uses, uris) = ([:], Numbered()) }  // starts empty for another run
      write(record.stepDefinitions)
      return "["
    default: return ""
    }
  }

  /// Writes the document after its `[` to the spool, laid out as `pretty()` lays out JSON.
  private func write(_ definitions: [Messages.StepDefinition]) {
    var parts: [ReportSpool.Piece] = []
    var text = ""
    for (position, definition) in definitions.enumerated() {
      text += (position > 0 ? "," : "") + "\n  {\n    \"source\": "
      text += JSONValue.string(definition.pattern.source).pretty()
      text += ",\n    \"location\": "
      text += JSONValue.string(definition.sourceReference.place).pretty()
      text += ",\n    \"steps\": ["
      let used = uses[definition.id] ?? Uses()
      for (number, stepText) in used.texts.values.enumerated() {
        let runs = used.runs[number]
        let sorted = runs.map(\.seconds).sorted()
        let total = sorted.reduce(0, +)
        let median = (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
        text += (number > 0 ? "," : "") + "\n      {\n        \"name\": "
        text += JSONValue.string(stepText).pretty()
        text += ",\n        \"aggregatedDurations\": "
        let aggregated: JSONValue = [
          "median": .number(median), "average": .number(total / Double(sorted.count)),
          "total": .number(total),
        ]
        text += aggregated.pretty(level: 4)
        text += ",\n        \"durations\": ["
        for (index, run) in runs.enumerated() {
          text += (index > 0 ? "," : "") + "\n          "
          let line = run.place.line < 0 ? nil : Int(run.place.line)
          let place = Wording.place(uris.values[Int(run.place.uri)], line: line, column: nil)
          let duration: JSONValue = ["duration": .number(run.seconds), "location": .string(place)]
          text += duration.pretty(level: 5)
          if text.utf8.count >= 65_536 {
            parts.append(.part(spool.add(text)))
            text = ""
          }
        }
        text += "\n        ]\n      }"
      }
      text += used.runs.isEmpty ? "]\n  }" : "\n    ]\n  }"
    }
    spool.lay(out: parts + [.text(text + (definitions.isEmpty ? "]\n" : "\n]\n"))])
  }
}
