/// Cucumber's `rerun` format: the scenarios whose last attempt neither passed nor was skipped,
/// one line per feature file, `path:line:line…` (a scenario's or an Examples row's line), files
/// in path order and lines ascending. Run them again with `feed-specs @FILE`.
package struct RerunFormatter: MessageFormatter {
  /// Where each test case whose latest attempt failed is, by test case id.
  private var failing: [String: (uri: String, line: Int)] = [:]

  /// Creates the formatter.
  package init() {}

  package var needsWholeRun: Bool { false }

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    if case .testCaseFinished(let finished) = envelope,
      let attempt = record.attempt(id: finished.testCaseStartedId),
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
package struct UsageFormatter: MessageFormatter {
  /// Creates the formatter.
  package init() {}

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    guard case .testRunFinished = envelope else { return "" }
    var uses: [String: [(text: String, seconds: Double, place: String)]] = [:]
    for run in record.attempts.flatMap(\.steps) where run.result?.status == .passed {
      guard let definition = record.unambiguousDefinition(of: run.testStep),
        let step = record.pickleStep(of: run.testStep),
        let duration = run.result?.duration
      else { continue }
      let seconds = Double(duration.seconds) + Double(duration.nanos) / 1e9
      let place = record.problemLocation(of: run.testStep)?.place ?? ""
      uses[definition.id, default: []].append((step.text, seconds, place))
    }
    let definitions = record.stepDefinitions.map { definition -> JSONValue in
      // The runs grouped by step text, the texts in the order they first ran.
      let steps = (uses[definition.id] ?? []).grouped { $0.text }.map { text, times -> JSONValue in
        let sorted = times.map(\.seconds).sorted()
        let total = sorted.reduce(0, +)
        let median = (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
        return [
          "name": .string(text),
          "aggregatedDurations": [
            "median": .number(median), "average": .number(total / Double(sorted.count)),
            "total": .number(total),
          ],
          "durations": .array(
            times.map { ["duration": .number($0.seconds), "location": .string($0.place)] }),
        ]
      }
      return [
        "source": .string(definition.pattern.source),
        "location": .string(definition.sourceReference.place), "steps": .array(steps),
      ]
    }
    return JSONValue.array(definitions).pretty() + "\n"
  }
}
