import Foundation

/// Writes one self-contained HTML page for the whole run: a summary, then each feature with its
/// scenarios and their steps coloured by status, error messages and snippets. The CSS is inline
/// and there are no scripts or external assets; every text from features and errors is escaped.
public struct HTMLReporter: Reporter {
  private var record = RunRecord()
  private let strict: Bool
  private let title: String

  /// Creates the reporter.
  public init(strict: Bool = true, title: String = "Feature report") {
    self.strict = strict
    self.title = title
  }

  public mutating func handle(_ event: RunEvent) -> String {
    record.record(event)
    guard case .runFinished = event else { return "" }
    return page()
  }

  private func page() -> String {
    let (scenarios, steps) = record.counts
    let passed = record.finished?.success ?? false
    let problems = record.finished?.problems ?? []
    let problemCounts = Diagnostics.counts(problems)
    var body = """
      <header class="\(passed ? "passed" : "failed")">
      <h1>\(e(title))</h1>
      <p class="verdict">\(passed ? "Passed" : "Failed")</p>
      <p>\(e(scenarios.line(noun: "scenario") + (problemCounts.isEmpty ? "" : ", " + problemCounts)))<br>\(e(steps.line(noun: "step")))<br>\
      \(e(record.duration.minutesAndSeconds))</p>
      </header>

      """
    if !problems.isEmpty || !record.registrationErrors.isEmpty {
      body += "<section class=\"errors\"><h2>Problems</h2><ul>\n"
      for problem in problems {
        body += "<li><code>\(e(problem.rendered))</code></li>\n"
      }
      for error in record.registrationErrors {
        body += "<li><code>\(e(error.description))</code></li>\n"
      }
      body += "</ul></section>\n"
    }
    for (uri, cases) in record.casesByFile {
      body += feature(uri: uri, cases: cases)
    }
    let snippets = record.snippets
    if !snippets.isEmpty {
      body += "<section class=\"snippets\"><h2>Snippets for undefined steps</h2>\n"
      for snippet in snippets {
        body += "<pre>\(e(snippet))</pre>\n"
      }
      body += "</section>\n"
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(e(title))</title>
      <style>\(Self.css)</style>
      </head>
      <body>
      \(body)</body>
      </html>

      """
  }

  private func feature(uri: String, cases: [RunRecord.CaseRecord]) -> String {
    let feature = record.index.feature(uri: uri)
    var html = "<section class=\"feature\">\n"
    html += "<h2>\(e(feature?.keyword ?? "Feature")): \(e(feature?.name ?? uri))</h2>\n"
    html += "<p class=\"uri\">\(e(uri))</p>\n"
    if let description = feature?.description, !description.isEmpty {
      html += "<p class=\"description\">\(e(description))</p>\n"
    }
    for testCase in cases { html += scenario(testCase) }
    return html + "</section>\n"
  }

  private func scenario(_ testCase: RunRecord.CaseRecord) -> String {
    let pickle = testCase.pickle
    let status = testCase.status ?? .skipped
    let open = status.failsRun(strict: strict) ? " open" : ""
    var html = "<details class=\"scenario \(status.rawValue)\"\(open)>\n<summary>"
    html += "<span class=\"badge \(status.rawValue)\">\(status.rawValue)</span> "
    html += "\(e(record.index.keyword(of: pickle))): \(e(pickle.name)) "
    html += "<span class=\"where\">\(e(pickle.uri)):\(pickle.location.line)</span>"
    if !pickle.tags.isEmpty {
      html += " <span class=\"tags\">\(e(pickle.tags.map(\.name).joined(separator: " ")))</span>"
    }
    html += "</summary>\n<ol class=\"steps\">\n"
    for entry in testCase.steps {
      html += step(entry.testStep, entry.result)
    }
    return html + "</ol>\n</details>\n"
  }

  private func step(_ testStep: TestStep, _ result: TestStepResult) -> String {
    let status = result.status.rawValue
    var html = "<li class=\"\(status)\"><span class=\"badge \(status)\">\(status)</span> "
    switch testStep.kind {
    case .hook(let hook):
      html += "<span class=\"hook\">\(hook.phase == .before ? "Before" : "After") hook</span>"
      html += " <span class=\"where\">\(e(hook.source.description))</span>"
    case .step(let step, let matches):
      html += "<span class=\"keyword\">\(e(record.index.keyword(of: step)))</span>\(e(step.text))"
      if matches.count == 1 {
        html += " <span class=\"where\">\(e(matches[0].source.description))</span>"
      }
      if let docString = step.argument?.docString {
        html += "<pre class=\"docstring\">\(e(docString.content))</pre>"
      }
      if let table = step.argument?.dataTable {
        html += "<table>"
        for row in table.rows {
          html += "<tr>" + row.map { "<td>\(e($0))</td>" }.joined() + "</tr>"
        }
        html += "</table>"
      }
    }
    if let message = result.message, result.status != .skipped, result.status != .undefined {
      html += "<pre class=\"message\">\(e(message))</pre>"
    }
    return html + "</li>\n"
  }

  private func e(_ text: String) -> String { Markup.escape(text) }

  private static let css = """
    body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1d2330;\
    background:#f5f6f8}
    header{padding:18px 28px;color:#fff}
    header.passed{background:#2e7d32}header.failed{background:#c62828}
    header h1{margin:0 0 4px;font-size:22px}header p{margin:4px 0}
    .verdict{font-weight:700;font-size:18px}
    section{margin:18px 28px;padding:12px 18px;background:#fff;border-radius:8px;\
    box-shadow:0 1px 3px rgba(0,0,0,.12)}
    h2{font-size:18px;margin:6px 0}
    .uri,.where,.tags{color:#6b7280;font-size:13px}.description{white-space:pre-line}
    .tags{color:#6a1b9a}
    details.scenario{border-left:5px solid #9ca3af;margin:10px 0;padding:4px 10px}
    details.passed{border-color:#2e7d32}details.failed,details.ambiguous{border-color:#c62828}
    details.pending,details.undefined{border-color:#ef8f00}details.skipped{border-color:#0288d1}
    summary{cursor:pointer;font-weight:600}
    ol.steps{list-style:none;padding-left:8px}ol.steps li{margin:4px 0}
    .keyword{font-weight:700}
    .badge{display:inline-block;min-width:70px;text-align:center;font-size:11px;\
    text-transform:uppercase;border-radius:4px;padding:1px 4px;color:#fff;background:#9ca3af}
    .badge.passed{background:#2e7d32}.badge.failed,.badge.ambiguous{background:#c62828}
    .badge.pending,.badge.undefined{background:#ef8f00}.badge.skipped{background:#0288d1}
    pre{background:#f3f4f6;padding:8px;border-radius:4px;overflow-x:auto;white-space:pre-wrap}
    pre.message{background:#fdecea;color:#8e1b1b}
    table{border-collapse:collapse;margin:4px 0 4px 24px}
    td{border:1px solid #d1d5db;padding:2px 8px}
    """
}
