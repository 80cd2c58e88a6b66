import Foundation
import GherkinFormatters
import GherkinParser
import PrintableText

/// Cucumber's JUnit XML: one `<testsuite>` for the run and a `<testcase>` per test case (its last
/// attempt), named after its rule, scenario and Examples row, with the step listing in
/// `<system-out>`, a `<failure>` for a failed, pending, undefined or ambiguous one (type and
/// message of the error, its stack trace as text) and `<skipped>` for a skipped one. Under
/// `--no-strict`, as Cucumber's, a pending or undefined one is `<skipped>` too (its message
/// `pending (not strict)`), since it does not fail the run.
///
/// Beyond Cucumber, and only where Cucumber's document has nothing: a failure's text ends with
/// the failing step's `.feature` line when the stack trace does not already name it, and a file
/// that did not parse is a test case with an `<error>`.
///
/// The document is written as the run goes and held by one test case at a time: each test case
/// goes to a temporary file when it finishes, and at the end the header (whose counts only the
/// end knows) comes first, then the test cases in their pickles' order, copied in pieces.
package struct CucumberJUnitFormatter: MessageFormatter {
  /// Reads only the test cases in flight.
  package var reads: RecordReading { .testCasesInFlight }

  /// The next piece of the spooled text.
  package func nextPiece() throws -> String? { try spool.nextPiece() }

  /// Cucumber's options for the document.
  package struct Options: Sendable, Hashable {
    /// The `<testsuite>` name; Cucumber's by default.
    var suiteName = "Cucumber"
    /// Every test case's `classname`; `nil` (the default) uses the feature's name.
    var testClassName: String? = nil
    /// Whether test case names start with the feature's name; not by default.
    var featureInTestName = false
  }

  private let options: Options
  /// The test cases written so far.
  package let spool = ReportSpool(report: "JUnit")
  /// Each test case's pickle order and status, in the order they finished: the spool's parts.
  private var entries: [(order: Int, status: TestStatus)] = []

  /// Creates the formatter.
  package init(options: Options = Options()) {
    self.options = options
  }

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    switch envelope {
    case .testCaseFinished:
      guard let attempt = record.justFinished, !attempt.willBeRetried else { return "" }
      // A waiting proposal, and a pending or undefined scenario of a run that is not strict:
      // skipped, not failed, its message saying why.
      let skipped = record.isWaiting(attempt) || record.isTolerated(attempt)
      let status = skipped ? .skipped : attempt.status
      _ = spool.add(testCase(attempt, status: status, in: record) + "\n")
      entries.append((record.pickleOrder(id: attempt.pickleId), status))
      return ""
    case .testRunFinished:
      defer { entries = [] }  // starts empty for another run
      return header(record)
    default: return ""
    }
  }

  /// The document's start, once every test case is in the ``spool``; what follows them (files
  /// that did not parse, the run's problems, the end) waits in the spool behind them.
  private func header(_ record: TestRunRecord) -> String {
    // Beyond Cucumber: the problems that fail the run and have no parse error of their own (a
    // filter selecting nothing, a suspicious line, an unused definition) are one test case in
    // error, so that a run that failed never reads as passed.
    let unreported = record.problems.filter {
      $0.severity == .error && ![.parseError, .unknownLanguage, .unreadableFile].contains($0.kind)
    }
    let errors = record.parseErrors.count + (unreported.isEmpty ? 0 : 1)
    let time = record.runMilliseconds.map(Self.seconds) ?? "0"
    let timestamp = record.testRunStarted.map { Self.timestamp($0.timestamp) } ?? ""
    var trailer = ""
    for error in record.parseErrors {
      let uri = error.source.uri ?? ""
      let located =
        "\(VisibleText.escaping(uri)):\(error.source.location?.line ?? 0): \(error.message)"
      trailer += """
        <testcase classname="\(Markup.escape(uri))" name="parse error" time="0">
        <error type="ParseError" message="\(Markup.escape(error.message))">\(Self.cdata(located))</error>
        </testcase>

        """
    }
    if !unreported.isEmpty {
      let lines = unreported.map(\.rendered).joined(separator: "\n")
      trailer += """
        <testcase classname="feed-specs" name="problems that fail the run" time="0">
        <error type="RunProblem" message="\(Markup.escape(unreported[0].rendered))">\(Self.cdata(lines))</error>
        </testcase>

        """
    }
    let ordered = entries.indices.sorted { (entries[$0].order, $0) < (entries[$1].order, $1) }
    spool.lay(out: ordered.map(ReportSpool.Piece.part) + [.text(trailer + "</testsuite>\n")])
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuite name="\(Markup.escape(options.suiteName))" time="\(time)" \
      tests="\(entries.count + errors)" \
      skipped="\(entries.filter { $0.status == .skipped }.count)" \
      failures="\(entries.filter(\.status.isProblem).count)" errors="\(errors)" \
      timestamp="\(timestamp)">

      """
  }

  private func testCase(
    _ attempt: TestCaseAttempt, status: Messages.TestStepResult.Status, in record: TestRunRecord
  ) -> String {
    let pickle = record.pickle(id: attempt.pickleId)
    let lineage = pickle.map(record.lineage)
    let className = options.testClassName ?? lineage?.feature?.name ?? pickle?.uri ?? ""
    let time =
      attempt.finished.map {
        Self.seconds(CucumberText.milliseconds(from: attempt.started.timestamp, to: $0.timestamp))
      } ?? "0"
    var text = """
      <testcase classname="\(Markup.escape(className))" \
      name="\(Markup.escape(name(of: pickle, lineage: lineage)))" time="\(time)">

      """
    let verdict = attempt.verdict
    if status == .skipped, pickle?.isProposed == true {
      text += "<skipped message=\"proposed: waiting for a developer\"/>\n"
    } else if status == .skipped, attempt.status.isProblem {
      text += "<skipped message=\"\(CucumberText.word(attempt.status)) (not strict)\"/>\n"
    } else if status == .skipped {
      text +=
        verdict?.exception?.stackTrace.map { "<skipped>\n\(Self.cdata($0))\n</skipped>\n" }
        ?? "<skipped/>\n"
    } else if status.isProblem {
      if let exception = verdict?.exception {
        var body = exception.stackTrace ?? ""
        if let place = failingLine(of: attempt, in: record), !body.contains(place) {
          body += body.isEmpty ? place : "\n" + place
        }
        text +=
          "<failure type=\"\(Markup.escape(exception.type))\""
          + (exception.message.map { " message=\"\(Markup.escape($0))\"" } ?? "")
        text += body.isEmpty ? "/>\n" : ">\n\(Self.cdata(body))\n</failure>\n"
      } else {
        text += "<failure/>\n"
      }
    }
    let listing = attempt.steps.compactMap { run -> String? in
      guard let result = run.result, let step = record.pickleStep(of: run.testStep) else {
        return nil
      }
      let title = record.stepTitle(of: step)
      return title + Substring(Self.dots.utf8.prefix(max(2, 76 - title.count)))
        + CucumberText.word(result.status)
    }
    if !listing.isEmpty {
      text +=
        "<system-out>\(Self.cdata("\n" + listing.joined(separator: "\n") + "\n"))</system-out>\n"
    }
    return text + "</testcase>"
  }

  /// `uri:line` of the attempt's first problem, when it is a step.
  private func failingLine(of attempt: TestCaseAttempt, in record: TestRunRecord) -> String? {
    guard let problem = attempt.firstProblem.flatMap({ record.problem(of: $0) }),
      problem.pickleStep != nil, let reference = problem.location, let uri = reference.uri,
      let line = reference.location?.line
    else { return nil }
    return "\(VisibleText.escaping(uri)):\(line)"
  }

  /// Rule, scenario, Examples name and `#table.row`, then the pickle's own name when an outline
  /// row's placeholders changed it; the feature first when asked.
  private func name(of pickle: Pickle?, lineage: Lineage?) -> String {
    guard let pickle, let lineage else { return "" }
    var parts: [String] = []
    if options.featureInTestName, let feature = lineage.feature { parts.append(feature.name) }
    if let rule = lineage.rule { parts.append(rule.name) }
    let scenarioName = lineage.scenario?.name ?? pickle.name
    parts.append(scenarioName)
    var suffix = ""
    if let scenario = lineage.scenario, let rowId = pickle.examplesRowId {
      for (table, examples) in scenario.examples.enumerated() {
        guard let row = examples.tableBody.firstIndex(where: { $0.id == rowId }) else { continue }
        parts.append(examples.name)
        parts.append("#\(table + 1).\(row + 1)")
      }
      if pickle.name != scenarioName { suffix = ": " + pickle.name }
    }
    return parts.filter { !$0.isEmpty }.joined(separator: " - ") + suffix
  }

  /// Milliseconds as seconds, written as JavaScript writes numbers: `0.007`, `0.01`, `1`, `-1.5`.
  static func seconds(_ milliseconds: Int) -> String {
    guard milliseconds >= 0 else { return "-" + seconds(-milliseconds) }
    let whole = milliseconds / 1000
    let fraction = milliseconds % 1000
    guard fraction != 0 else { return String(whole) }
    var digits = CucumberText.threeDigits(fraction)
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(whole).\(digits)"
  }

  /// The timestamp's whole seconds as an ISO 8601 date and time in UTC: `2026-11-23T10:00:00Z`.
  static func timestamp(_ timestamp: Messages.Timestamp) -> String {
    Date(timeIntervalSince1970: Double(timestamp.seconds)).formatted(.iso8601)
  }

  /// The dots between a step's title and its status (at most 76: a title takes at least one).
  private static let dots = String(repeating: ".", count: 76)

  /// Text in a CDATA section; a `]]>` inside is split across two sections.
  static func cdata(_ text: String) -> String {
    let text = Markup.xmlCharacters(text)
    guard text.utf8.contains(UInt8(ascii: "]")) else { return "<![CDATA[\(text)]]>" }
    // Literally: a `>` with a combining mark is one Character, which the default search skips.
    let split = text.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>", options: .literal)
    return "<![CDATA[\(split)]]>"
  }
}
