import GherkinFormatters
import GherkinParser

/// The run as living documentation: one self-contained HTML page (inline CSS and script, images
/// inline, no network) with the verdict at the top, then every problem linked to its scenario
/// with the failing step's `.feature` line and the error, then the sections a front end adds
/// (``HTMLSection``: a specification trace, say), then each feature with its description, rules
/// and scenarios (outline rows titled by their example values), their steps, errors and
/// attachments. Filters by status and tag and a text search work offline.
package struct HTMLFormatter: MessageFormatter {
  /// Reads the test cases in flight and each finished test case's digest.
  package var reads: RecordReading { .finishedTestCases }

  /// The next piece of the spooled text.
  package func nextPiece() throws -> String? { try spool.nextPiece() }

  private let title: String
  private let sections: [HTMLSectionProvider]
  /// The scenarios' articles and problems, written as each test case finishes.
  package let spool = ReportSpool(report: "HTML")
  /// Each finished test case's pickle order, feature and rule (numbers in ``heads``) and its
  /// article's and problem's parts of the ``spool``, in the order they finished.
  private var scenarios: [(order: Int, feature: Int, rule: Int?, article: Int, problem: Int?)] = []
  /// The headings of the features and rules met, with their descriptions.
  private var heads = Numbered<String>()
  /// The statuses of the finished test cases' steps, a waiting proposal's apart.
  private var steps = CucumberText.Tally()
  private var snippets: [String] = []
  private var seen: Set<String> = []

  /// Creates the formatter: the page's `title` and the front end's `sections`.
  package init(title: String = "Feature report", sections: [HTMLSectionProvider] = []) {
    self.title = title
    self.sections = sections
  }

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    switch envelope {
    case .testCaseFinished:
      if let attempt = record.justFinished, !attempt.willBeRetried { fold(attempt, record) }
      return ""
    case .testRunFinished:
      // Starts empty for another run (the spool empties itself once handed out).
      defer {
        (scenarios, heads, steps, snippets, seen) = ([], Numbered(), CucumberText.Tally(), [], [])
      }
      return page(record)
    default: return ""
    }
  }

  private func e(_ text: String) -> String { Markup.escape(text) }

  /// Writes the finished test case's article (and its problem) to the spool, and keeps what the
  /// page's head and end count.
  private mutating func fold(_ attempt: TestCaseAttempt, _ record: TestRunRecord) {
    guard let pickle = record.pickle(id: attempt.pickleId) else { return }
    let lineage = record.lineage(of: pickle)
    let feature = lineage.feature
    let e = Markup.escape
    let featureHead = heads.number("feature " + pickle.uri) {
      "<section class=\"feature\">\n<h2>\(e(feature?.keyword ?? "Feature")): "
        + "\(e(feature?.name ?? pickle.uri))</h2>\n<p class=\"where\">\(e(pickle.uri))</p>\n"
        + Self.description(feature?.description)
    }
    let rule = lineage.rule.map { rule in
      heads.number("rule " + rule.id) {
        "<h3 class=\"rule\">\(e(rule.keyword)): \(e(rule.name))</h3>\n"
          + Self.description(rule.description)
      }
    }
    let waiting = record.isWaiting(attempt)
    let article = spool.add(
      scenario(attempt, pickle: pickle, lineage: lineage, record: record, waiting: waiting))
    // A waiting proposal is listed once, by its proposal among the run's problems.
    let problem =
      attempt.status.isProblem && !waiting
      ? spool.add(problemItem(attempt, pickle: pickle, record: record)) : nil
    scenarios.append((record.pickleOrder(id: pickle.id), featureHead, rule, article, problem))
    for status in attempt.steps.compactMap(\.result?.status) {
      steps.add(status, waiting: waiting)
    }
    snippets += record.newSnippets(of: attempt, seen: &seen).map(\.code)
  }

  /// The page's head, the run's problems and the sections, then the spooled articles by feature
  /// in their pickles' order (each feature where its first one is), then the snippets.
  private func page(_ record: TestRunRecord) -> String {
    let finished = record.finishedTestCases
    let ordered = scenarios.indices.sorted {
      (scenarios[$0].order, $0) < (scenarios[$1].order, $1)
    }
    var page = header(record, finished: finished)
    let items = runProblems(record)
    let problems = ordered.compactMap { scenarios[$0].problem }
    var layout: [ReportSpool.Piece] = []
    if items.isEmpty && problems.isEmpty {
      page +=
        "<section id=\"problems\"><h2>Problems</h2><p>None: every scenario passed.</p></section>\n"
    } else {
      page += "<section id=\"problems\"><h2>Problems (\(items.count + problems.count))</h2>\n"
      page += "<ol class=\"problems\">\n" + items.joined()
      layout = problems.map(ReportSpool.Piece.part) + [.text("</ol></section>\n")]
    }
    layout += sectionPieces(record, finished: finished)
    layout.append(.text(filters(finished)))
    layout += featurePieces(ordered)
    var end = ""
    if !snippets.isEmpty {
      end += "<section class=\"snippets\"><h2>Snippets for undefined steps</h2>\n"
      for snippet in snippets { end += "<pre>\(e(snippet))</pre>\n" }
      end += "</section>\n"
    }
    spool.lay(
      out: layout + [.text(end + "</main>\n<script>\(Self.script)</script>\n</body>\n</html>\n")])
    return page
  }

  /// The page's head up to its main part: the title, the verdict (with the proposals waiting
  /// for a developer), the counts and the run's length.
  private func header(_ record: TestRunRecord, finished: [FinishedTestCase]) -> String {
    var tally = CucumberText.Tally()
    for testCase in finished { tally.add(testCase.status, waiting: testCase.isWaiting) }
    let verdict = Self.verdict(record, tally: tally)
    let counts = record.countLines(
      scenarios: tally, steps: steps, style: CucumberText.Style(colors: false))
    let duration = record.runMilliseconds.map { CucumberText.duration(milliseconds: $0) } ?? ""
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
      <header class="\(verdict.passed ? "passed" : "failed")">
      <h1>\(e(title))</h1>
      <p class="verdict">\(verdict.word)</p>
      <p>\(e(counts[0]))<br>\(e(counts[1]))<br>\(e(duration))</p>
      </header>
      <main>

      """
  }

  /// The front end's sections, each linking the finished test cases it names.
  private func sectionPieces(_ record: TestRunRecord, finished: [FinishedTestCase])
    -> [ReportSpool.Piece]
  {
    guard !sections.isEmpty else { return [] }
    let numbers = Dictionary(
      finished.indices.map { (finished[$0].pickleId, $0) }, uniquingKeysWith: { $1 })
    return sections.flatMap { provider in
      section(provider(record)) { numbers[$0].map { finished[$0] } }
    }
  }

  /// Each feature's heading, its rules' headings and its scenarios' articles, in `ordered`.
  private func featurePieces(_ ordered: [Int]) -> [ReportSpool.Piece] {
    var layout: [ReportSpool.Piece] = []
    for (feature, members) in ordered.grouped(by: { scenarios[$0].feature }) {
      layout.append(.text(heads.values[feature]))
      var currentRule: Int?
      for scenario in members.map({ scenarios[$0] }) {
        if let rule = scenario.rule, rule != currentRule {
          currentRule = rule
          layout.append(.text(heads.values[rule]))
        }
        layout.append(.part(scenario.article))
      }
      layout.append(.text("</section>\n"))
    }
    return layout
  }

  // MARK: - Problems

  /// The heading: the run's recorded verdict; a dry run, which executed nothing, is never
  /// headed "Passed", nor is a run whose messages end before its verdict. A run that passed
  /// with proposals waiting, or (not strict) pending or undefined scenarios, says so:
  /// "Passed · 1 proposal waiting, 1 pending".
  private static func verdict(_ record: TestRunRecord, tally: CucumberText.Tally)
    -> (passed: Bool, word: String)
  {
    switch record.passed {
    case nil: return (false, "Incomplete: the run has no verdict")
    case false?: return (false, record.facts.dryRun ? "Dry run: failed" : "Failed")
    case true?:
      if record.facts.dryRun { return (true, "Dry run: nothing executed") }
      let waiting = tally.waiting
      var notes = waiting > 0 ? ["\(waiting) proposal\(waiting == 1 ? "" : "s") waiting"] : []
      for status in [TestStatus.pending, .undefined] {
        let count = tally.statuses.filter { $0 == status }.count
        if count > 0 { notes.append("\(count) \(CucumberText.word(status))") }
      }
      guard !notes.isEmpty else { return (true, "Passed") }
      return (true, "Passed · " + notes.joined(separator: ", "))
    }
  }

  /// The problems that are not a scenario's, each a list item on its own line.
  private func runProblems(_ record: TestRunRecord) -> [String] {
    let runProblems = record.problems
    var items: [String] = runProblems.map { problem in
      let status = problem.severity == .error ? "failed" : "pending"
      return "<li class=\"\(status)\"><code>\(e(problem.rendered))</code></li>\n"
    }
    /// A failure that is not a scenario's: a badge, what failed, and its message.
    func failure(_ badge: String, _ what: String, _ message: String) -> String {
      "<li class=\"failed\"><span class=\"badge failed\">\(badge)</span> \(what)"
        + "<pre class=\"message\">\(e(message))</pre></li>\n"
    }
    for error in record.parseErrors where runProblems.isEmpty {
      let place = "\(error.source.uri ?? ""):\(error.source.location?.line ?? 0)"
      items.append(failure("parse error", "<code>\(e(place))</code>", error.message))
    }
    for run in record.runHooks where run.finished?.result.status == .failed {
      let hook = record.hook(id: run.started.hookId)
      let place = hook.map {
        CucumberText.location($0.sourceReference, style: .init(colors: false))
      }
      items.append(
        failure(
          "failed", "\(e(CucumberText.hookTitle(hook))) hook <code>\(e(place ?? ""))</code>",
          run.finished?.result.reportableMessage ?? ""))
    }
    if let exception = record.testRunFinished?.exception {
      items.append(failure("failed", "the run stopped", exception.message ?? exception.type))
    }
    return items
  }

  /// A scenario that did not pass: its status, a link to it, and its first problem.
  private func problemItem(_ attempt: TestCaseAttempt, pickle: Pickle, record: TestRunRecord)
    -> String
  {
    let status = CucumberText.word(attempt.status)
    var item =
      "<li class=\"\(status)\"><span class=\"badge \(status)\">\(status)</span> "
      + "<a href=\"#s-\(e(pickle.id))\">\(e(record.title(of: pickle)))</a>"
    if let problem = attempt.firstProblem.flatMap({ record.problem(of: $0) }) {
      if let reference = problem.location {
        item += " <code class=\"where\">\(e(reference.place))</code>"
      }
      if let step = problem.pickleStep {
        item += "<div class=\"step\">\(e(record.stepTitle(of: step)))</div>"
      }
      let message =
        problem.status == .undefined ? "No step definition matches this step." : problem.message
      if let message { item += "<pre class=\"message\">\(e(message))</pre>" }
    }
    return item + "</li>\n"
  }

  // MARK: - Front-end sections

  /// The section's table, its rows' links going to the spool 64 KB at a time: a section may link
  /// every scenario of the run, some of them many times.
  private func section(_ section: HTMLSection, finished: (String) -> FinishedTestCase?)
    -> [ReportSpool.Piece]
  {
    var pieces: [ReportSpool.Piece] = []
    var html = "<section class=\"trace\"><h2>\(e(section.title))</h2>\n"
    html += "<p>\(e(section.summary))</p>\n<table class=\"trace\">\n"
    for row in section.rows {
      html += "<tr class=\"\(Self.rowClass(row))\"><th>\(e(row.label))"
      html += row.isProved ? "" : " <span class=\"badge failed\">missing</span>"
      if row.isProved, let note = row.note {
        html += " <span class=\"badge waiting\">\(e(note))</span>"
      }
      html += "</th><td>\(e(row.text))<ul>"
      for id in row.pickleIds {
        guard let testCase = finished(id) else { continue }
        let status = Self.badgeWord(testCase.status, waiting: testCase.isWaiting)
        html += "<li><span class=\"badge \(status)\">\(status)</span> <a href=\"#s-\(e(id))\">"
        html += "\(e(testCase.title))</a>"
        html += row.marks[id].map { " <span class=\"mark\">(\(e($0)))</span>" } ?? ""
        html += "</li>"
        if html.utf8.count >= 65_536 { (pieces, html) = (pieces + [.part(spool.add(html))], "") }
      }
      html += "</ul></td></tr>\n"
    }
    return pieces + [.text(html + "</table></section>\n")]
  }

  /// A trace row's class: `unproved`, `proved` or, with a note, `proved noted`.
  private static func rowClass(_ row: HTMLSection.Row) -> String {
    guard row.isProved else { return "unproved" }
    return row.note == nil ? "proved" : "proved noted"
  }

  // MARK: - Filters

  private func filters(_ finished: [FinishedTestCase]) -> String {
    let tags = Set(finished.flatMap(\.tags))
    var html = "<section class=\"filters\" id=\"filters\"><h2>Scenarios</h2>\n"
    let words = finished.map { Self.badgeWord($0.status, waiting: $0.isWaiting) }
    let shown = TestStatus.allCases.filter { $0 != .unknown }.map(CucumberText.word)
    for word in shown + ["waiting"] {
      let count = words.filter { $0 == word }.count
      guard count > 0 else { continue }
      html += "<label><input type=\"checkbox\" class=\"status-filter\" value=\"\(word)\" checked> "
      html += "<span class=\"badge \(word)\">\(word)</span> \(count)</label>\n"
    }
    html += "<select id=\"tag-filter\"><option value=\"\">every tag</option>"
    for tag in tags.sorted() { html += "<option>\(e(tag))</option>" }
    html +=
      "</select>\n<input type=\"search\" id=\"search\" placeholder=\"Search scenarios and steps\">"
    html += " <span id=\"shown\"></span>\n</section>\n"
    return html
  }

  // MARK: - Features

  /// A feature's, rule's or scenario's description as a paragraph; nothing without one.
  private static func description(_ text: String?) -> String {
    text.map { $0.isEmpty ? "" : "<p class=\"description\">\(Markup.escape($0))</p>\n" } ?? ""
  }

  private func scenario(
    _ attempt: TestCaseAttempt, pickle: Pickle, lineage: Lineage, record: TestRunRecord,
    waiting: Bool
  ) -> String {
    let status = Self.badgeWord(attempt.status, waiting: waiting)
    let tags = pickle.tags.map(\.name).joined(separator: " ")
    var html = "<article class=\"scenario \(status)\" id=\"s-\(e(pickle.id))\" "
    html += "data-status=\"\(status)\" data-tags=\"\(e(tags))\">\n"
    html += "<h4><span class=\"badge \(status)\">\(status)</span> "
    html +=
      "\(e(lineage.scenario?.keyword ?? "Scenario")): \(e(record.title(of: pickle)))"
    html += " <span class=\"where\">\(e(pickle.uri)):\(pickle.location.line)</span>"
    if !tags.isEmpty { html += " <span class=\"tags\">\(e(tags))</span>" }
    if attempt.attempt > 0 {
      html += " <span class=\"where\">after \(attempt.attempt + 1) attempts</span>"
    }
    html += "</h4>\n"
    html += Self.description(lineage.scenario?.description)
    html += "<ol class=\"steps\">\n"
    html += attempt.steps.map { step($0, uri: pickle.uri, record: record, waiting: waiting) }
      .joined()
    return html + "</ol>\n</article>\n"
  }

  /// A status's badge word; `waiting` for a problem of a proposal waiting for a developer.
  private static func badgeWord(_ status: TestStatus, waiting: Bool) -> String {
    waiting && status.isProblem ? "waiting" : CucumberText.word(status)
  }

  private func step(
    _ run: TestCaseAttempt.StepRun, uri: String, record: TestRunRecord, waiting: Bool
  ) -> String {
    let status = Self.badgeWord(run.result?.status ?? .skipped, waiting: waiting)
    var html: String
    if let step = record.pickleStep(of: run.testStep) {
      html = "<li class=\"\(status)\"><span class=\"badge \(status)\">\(status)</span> "
      let source = record.step(of: step)
      html += "<b>\(e(source?.keyword ?? ""))</b>\(e(step.text))"
      if let line = source?.location.line {
        html += " <span class=\"where\">\(e(uri)):\(line)</span>"
      }
      if let docString = step.argument?.docString {
        html += "<pre class=\"docstring\">\(e(docString.content))</pre>"
      }
      if let table = step.argument?.dataTable {
        let rows = table.rows.map { "<tr>" + $0.map { "<td>\(e($0))</td>" }.joined() + "</tr>" }
        html += "<table>" + rows.joined() + "</table>"
      }
    } else {
      guard run.result?.status != .passed || !run.attachments.isEmpty else { return "" }
      let hook = run.testStep.hookId.flatMap({ record.hook(id: $0) })
      html = "<li class=\"\(status)\" title=\"\(status)\">"
      html += "<i>\(e(CucumberText.hookTitle(hook))) hook</i>"
    }
    if let result = run.result, let message = result.reportableMessage {
      html += "<pre class=\"message\">\(e(message))</pre>"
    }
    for attachment in run.attachments { html += attachmentHTML(attachment) }
    return html + "</li>\n"
  }

  /// An attachment: text as text, a link as a link, an image inline as data.
  func attachmentHTML(_ attachment: Messages.Attachment) -> String {
    let name = attachment.fileName.map { e($0) + " " } ?? ""
    if attachment.contentEncoding == .base64, attachment.mediaType.hasPrefix("image/") {
      return "<figure><img alt=\"\(name)\(e(attachment.mediaType))\" "
        + "src=\"data:\(e(attachment.mediaType));base64,\(e(attachment.body))\"></figure>"
    }
    if attachment.contentEncoding == .identity {
      if attachment.mediaType == "text/uri-list" {
        return "<p class=\"attachment\">"
          + attachment.body.split(separator: "\n").map { line in
            let link = String(line)
            // Only http, https and mailto are live: a javascript: link would run in the page.
            return Markup.isSafeLink(link) ? "<a href=\"\(e(link))\">\(e(link))</a>" : e(link)
          }.joined(separator: "<br>") + "</p>"
      }
      return "<pre class=\"attachment\">\(e(attachment.body))</pre>"
    }
    return "<p class=\"attachment\">\(e(CucumberText.attachment(attachment)))</p>"
  }

  private static let script = """
    (function(){var arts=[].slice.call(document.querySelectorAll('article.scenario'));\
    var boxes=[].slice.call(document.querySelectorAll('.status-filter'));\
    var tag=document.getElementById('tag-filter'),search=document.getElementById('search'),\
    shown=document.getElementById('shown');\
    function apply(){var on={};boxes.forEach(function(b){on[b.value]=b.checked});\
    var t=tag?tag.value:'',q=search?search.value.toLowerCase():'',n=0;\
    arts.forEach(function(a){var ok=on[a.dataset.status]!==false&&\
    (!t||(' '+a.dataset.tags+' ').indexOf(' '+t+' ')>=0)&&\
    (!q||(a._text||(a._text=a.textContent.toLowerCase())).indexOf(q)>=0);\
    a.hidden=!ok;if(ok)n++});if(shown)shown.textContent=n+' of '+arts.length+' shown';}\
    boxes.forEach(function(b){b.addEventListener('change',apply)});\
    if(tag)tag.addEventListener('change',apply);if(search)search.addEventListener('input',apply);\
    window.addEventListener('hashchange',function(){var a=document.getElementById(location.hash.slice(1));\
    if(a&&a.hidden){a.hidden=false}});apply();})();
    """

  private static let css = """
    body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1d2330;\
    background:#f5f6f8}
    header{padding:16px 24px;color:#fff}header.passed{background:#2e7d32}\
    header.failed{background:#c62828}header h1{margin:0 0 4px;font-size:22px}header p{margin:4px 0}
    .verdict{font-weight:700;font-size:20px}
    main{max-width:1100px;margin:0 auto;padding:0 12px}
    section{margin:16px 0;padding:12px 16px;background:#fff;border-radius:8px;\
    box-shadow:0 1px 3px rgba(0,0,0,.12);overflow-wrap:anywhere}
    h2{font-size:18px;margin:6px 0}h3.rule{font-size:16px;margin:14px 0 4px}h4{margin:4px 0;font-size:15px}
    .where,.tags{color:#6b7280;font-size:13px}.tags{color:#6a1b9a}.description{white-space:pre-line}
    article.scenario{border-left:5px solid #9ca3af;margin:10px 0;padding:4px 10px;scroll-margin-top:8px;\
    content-visibility:auto;contain-intrinsic-size:auto 110px}
    article.passed{border-color:#2e7d32}article.failed,article.ambiguous{border-color:#c62828}
    article.pending,article.undefined{border-color:#ef8f00}article.skipped{border-color:#0288d1}
    article:target{background:#fff8e1}
    ol.steps{list-style:none;padding-left:6px;margin:4px 0}ol.steps li{margin:3px 0}
    ol.steps li::before{display:inline-block;width:1.4em;font-weight:700;content:"•";color:#9ca3af}
    ol.steps li.passed::before{content:"✔";color:#2e7d32}ol.steps li.failed::before,\
    ol.steps li.ambiguous::before{content:"✘";color:#c62828}ol.steps li.skipped::before{content:"↷";\
    color:#0288d1}ol.steps li.pending::before,ol.steps li.undefined::before{content:"■";color:#ef8f00}
    ol.problems li{margin:8px 0}.step{font-weight:600;margin-top:2px}
    .badge{display:inline-block;min-width:64px;text-align:center;font-size:11px;\
    text-transform:uppercase;border-radius:4px;padding:1px 4px;color:#fff;background:#9ca3af}
    .badge.passed{background:#2e7d32}.badge.failed,.badge.ambiguous{background:#c62828}
    .badge.pending,.badge.undefined{background:#ef8f00}.badge.skipped{background:#0288d1}
    .badge.waiting{background:#8e24aa}
    pre{background:#f3f4f6;padding:8px;border-radius:4px;overflow-x:auto;white-space:pre-wrap;margin:4px 0}
    pre.message{background:#fdecea;color:#8e1b1b}
    table{border-collapse:collapse;margin:4px 0}td,th{border:1px solid #d1d5db;padding:2px 8px;\
    text-align:left;vertical-align:top}table.trace{width:100%}table.trace ul{margin:2px 0;padding-left:16px}
    tr.unproved th{color:#c62828}
    tr.noted th{color:#8e24aa}
    .filters label{margin-right:10px;white-space:nowrap}.filters input[type=search]{padding:4px;\
    min-width:220px;margin:6px 0}
    figure{margin:4px 0}img{max-width:100%}
    @media (max-width:600px){header{padding:12px}main{padding:0 6px}section{padding:10px}\
    .badge{min-width:0}table.trace tr,table.trace th,table.trace td{display:block;border:none}\
    table.trace tr{border-bottom:1px solid #d1d5db;padding:4px 0}}
    """
}
