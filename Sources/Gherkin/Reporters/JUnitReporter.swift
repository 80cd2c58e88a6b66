import Foundation

/// Writes one JUnit XML document for the whole run: a `<testsuite>` per feature file and a
/// `<testcase>` per pickle (each outline row its own), with a `<failure>` naming the feature
/// file and line of the step that failed. A file that did not parse becomes a test case with an
/// `<error>`.
public struct JUnitReporter: Reporter {
  private var record = RunRecord()
  private let strict: Bool
  private let suiteName: String

  /// Creates the reporter; with `strict`, pending and undefined scenarios are failures, otherwise
  /// they are skipped.
  public init(strict: Bool = true, suiteName: String = "feed-specs") {
    self.strict = strict
    self.suiteName = suiteName
  }

  public mutating func handle(_ event: RunEvent) -> String {
    record.record(event)
    guard case .runFinished = event else { return "" }
    return document()
  }

  private func document() -> String {
    var suites: [String] = []
    var totals = (tests: 0, failures: 0, errors: 0, skipped: 0)
    for (uri, cases) in record.casesByFile {
      let suite = testSuite(uri: uri, cases: cases)
      suites.append(suite.xml)
      totals.tests += cases.count
      totals.failures += suite.failures
      totals.skipped += suite.skipped
    }
    for (uri, error) in record.parseErrors {
      totals.tests += 1
      totals.errors += 1
      suites.append(
        """
          <testsuite name="\(Markup.escape(uri))" tests="1" failures="0" errors="1" skipped="0" \
        time="0">
            <testcase classname="\(Markup.escape(uri))" name="parse error" file="\(Markup.escape(uri))" \
        line="\(error.location.line)" time="0">
              <error message="\(Markup.escape(error.message))" type="ParseError">\
        \(Markup.escape(error.located(in: uri)))</error>
            </testcase>
          </testsuite>
        """)
    }
    let time = Self.seconds(record.duration)
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="\(Markup.escape(suiteName))" tests="\(totals.tests)" \
      failures="\(totals.failures)" errors="\(totals.errors)" skipped="\(totals.skipped)" \
      time="\(time)">
      \(suites.joined(separator: "\n"))
      </testsuites>

      """
  }

  private func testSuite(uri: String, cases: [RunRecord.CaseRecord]) -> (
    xml: String, failures: Int, skipped: Int
  ) {
    let featureName = record.index.feature(uri: uri)?.name ?? uri
    var failures = 0
    var skipped = 0
    var testCases: [String] = []
    for testCase in cases {
      let status = testCase.status ?? .skipped
      var body = ""
      if status.failsRun(strict: strict) {
        failures += 1
        body = failure(of: testCase, status: status)
      } else if status != .passed {
        skipped += 1
        body = "      <skipped message=\"\(status.rawValue)\"/>\n"
      }
      body += "      <system-out>\(Markup.escape(stepListing(testCase)))</system-out>\n"
      let pickle = testCase.pickle
      testCases.append(
        """
            <testcase classname="\(Markup.escape(featureName))" \
        name="\(Markup.escape(caseName(pickle)))" file="\(Markup.escape(uri))" \
        line="\(pickle.location.line)" time="\(Self.seconds(testCase.duration))">
        \(body)    </testcase>
        """)
    }
    let time = Self.seconds(cases.reduce(.zero) { $0 + $1.duration })
    let timestamp = cases.first.map { Self.timestamp($0.startedAt) } ?? ""
    let xml = """
        <testsuite name="\(Markup.escape(featureName))" tests="\(cases.count)" \
      failures="\(failures)" errors="0" skipped="\(skipped)" time="\(time)" \
      timestamp="\(timestamp)">
      \(testCases.joined(separator: "\n"))
        </testsuite>
      """
    return (xml, failures, skipped)
  }

  /// The scenario name, with its line so that outline rows and same-named scenarios differ.
  private func caseName(_ pickle: Pickle) -> String {
    "\(pickle.name) (line \(pickle.location.line))"
  }

  private func failure(of testCase: RunRecord.CaseRecord, status: TestStatus) -> String {
    let pickle = testCase.pickle
    guard let problem = testCase.firstProblem else {
      return "      <failure message=\"\(status.rawValue)\" type=\"\(status.rawValue)\"/>\n"
    }
    let message = problem.result.message ?? problem.result.status.rawValue
    var place = "\(pickle.uri):\(pickle.location.line)"
    var what = "Scenario: \(pickle.name)"
    switch problem.testStep.kind {
    case .step(let step, _):
      if let line = record.index.line(of: step) { place = "\(pickle.uri):\(line)" }
      what = "Step: \(record.index.keyword(of: step))\(step.text)"
    case .hook(let hook):
      what = "\(hook.phase == .before ? "Before" : "After") hook at \(hook.source)"
    }
    let body = "\(place): \(what)\n\(message)"
    return """
            <failure message="\(Markup.escape(message))" type="\(problem.result.status.rawValue)">\
      \(Markup.escape(body))</failure>

      """
  }

  private func stepListing(_ testCase: RunRecord.CaseRecord) -> String {
    testCase.steps.compactMap { entry -> String? in
      guard let step = entry.testStep.pickleStep else { return nil }
      let text = "\(record.index.keyword(of: step))\(step.text)"
      let dots = String(repeating: ".", count: max(3, 60 - text.count))
      return "\(text)\(dots)\(entry.result.status.rawValue)"
    }.joined(separator: "\n")
  }

  private static func seconds(_ duration: Duration) -> String {
    String(format: "%.6f", duration.seconds)
  }

  private static func timestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [
      .withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate,
    ]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }
}
