import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinFormatters
@testable import GherkinReports

/// The HTML page as living documentation, and how it behaves in a browser.
@Suite("The HTML page: living documentation")
struct HTMLPageTests {
  @Test(
    "the verdict comes first, then each problem linked to its scenario with its .feature line and error"
  )
  func verdictAndProblems() async {
    let html = await report(with: HTMLFormatter())

    let verdict = html.range(of: "<p class=\"verdict\">Failed</p>")?.lowerBound
    let problems = html.range(of: "<section id=\"problems\"><h2>Problems (3)</h2>")?.lowerBound
    #expect(verdict != nil && problems != nil)
    #expect((verdict ?? html.endIndex) < (problems ?? html.startIndex), "the verdict comes first")
    #expect(html.contains("<a href=\"#s-"))
    #expect(
      html.contains("Broken store</a> <code class=\"where\">features/cache.feature:10</code>"))
    #expect(html.contains("<pre class=\"message\">"))
    let link = html.components(separatedBy: "<a href=\"#").dropFirst().first?
      .prefix { $0 != "\"" }
    #expect(link.map { html.contains("id=\"\($0)\"") } == true, "the link's target exists")
  }

  @Test("an ambiguous step's problem names the step definitions it matches")
  func ambiguousProblemNamesDefinitions() async {
    var registry = makeCacheRegistry()
    registry.given("the cache was saved {int} days {word}", Int.self, String.self) { _, _, _ in }

    let html = await report(
      with: HTMLFormatter(), registry: registry,
      select: { Array($0.pickles.prefix(1)) })

    #expect(html.contains("<section id=\"problems\"><h2>Problems (1)</h2>"))
    #expect(
      html.contains(
        "<pre class=\"message\">Step &quot;the cache was saved 1 days ago&quot; matches 2 step definitions:"
      ))
    #expect(html.contains("  the cache was saved {int} days {word} ("))
  }

  @Test("outline rows are titled by their example values; descriptions are kept")
  func outlineRowsAndDescriptions() async {
    let feature = """
      Feature: Cache
        The cache keeps the feed.

        Scenario Outline: Cache of <age> days
          Shows what is saved.
          Given the cache was saved <age> days ago
          Then the app displays <count> images

          Examples:
            | age | count |
            | 7   | 5     |
            | 8   | 5     |
      """
    let html = await report(
      with: HTMLFormatter(), sources: [("features/c.feature", feature)])

    #expect(html.contains("Cache of 7 days (age = 7, count = 5)"))
    #expect(html.contains("Cache of 8 days (age = 8, count = 5)"))
    #expect(html.contains("The cache keeps the feed."))
    #expect(html.contains("Shows what is saved."))
  }

  @Test("a front end's section lists what each row proves, linked, with statuses")
  func frontEndSection() async {
    let html = await pageWithTrace { record in
      [
        HTMLSection.Row(
          label: "story-1", text: "Broken stores are reported",
          pickleIds: record.finishedTestCases.filter { $0.name == "Broken store" }.map(\.pickleId),
          isProved: false)
      ]
    }

    #expect(html.contains("<h2>Trace</h2>"))
    #expect(html.contains("story-1 <span class=\"badge failed\">missing</span>"))
    #expect(html.contains("<span class=\"badge failed\">failed</span> <a href=\"#s-"))
  }

  @Test("a row's marked scenario (an edge case, say) carries its mark in the trace")
  func markedScenarioInSection() async {
    let html = await pageWithTrace { record in
      let broken = record.finishedTestCases.filter { $0.name == "Broken store" }.map(\.pickleId)
      return [
        HTMLSection.Row(
          label: "story-1", text: "Broken stores are reported", pickleIds: broken,
          isProved: false, marks: Dictionary(uniqueKeysWithValues: broken.map { ($0, "edge") }))
      ]
    }

    #expect(html.contains("Broken store</a> <span class=\"mark\">(edge)</span></li>"))
  }

  @Test("a proved row with a note (a change pending, say) shows it beside its label, in its colour")
  func notedRowInSection() async {
    let html = await pageWithTrace { record in
      let ids = record.finishedTestCases.map(\.pickleId)
      return [
        HTMLSection.Row(
          label: "story-1", text: "", pickleIds: ids, isProved: true, note: "change pending"),
        HTMLSection.Row(label: "story-2", text: "", pickleIds: ids, isProved: true),
        HTMLSection.Row(
          label: "story-3", text: "", pickleIds: [], isProved: false, note: "change pending"),
      ]
    }

    #expect(
      html.contains(
        "<tr class=\"proved noted\"><th>story-1 <span class=\"badge waiting\">change pending</span></th>"
      ))
    #expect(html.contains("<tr class=\"proved\"><th>story-2</th>"))
    // A row not proved is missing, whatever its note.
    #expect(
      html.contains(
        "<tr class=\"unproved\"><th>story-3 <span class=\"badge failed\">missing</span></th>"))
    #expect(html.contains("tr.noted th{color:#8e24aa}"))
  }

  /// The page of the run with a section titled Trace holding `rows`, made from its record.
  private func pageWithTrace(_ rows: @escaping @Sendable (TestRunRecord) -> [HTMLSection.Row])
    async -> String
  {
    let section: HTMLSectionProvider = { record in
      HTMLSection(title: "Trace", summary: "What proves what.", rows: rows(record))
    }
    return await report(with: HTMLFormatter(sections: [section]))
  }

  @Test(
    "a section linking the run's scenarios thousands of times is handed out in pieces of about 64 KB, not held whole"
  )
  func longSectionComesInPieces() async {
    let section: HTMLSectionProvider = { record in
      let ids = record.finishedTestCases.map(\.pickleId)
      return HTMLSection(
        title: "Trace", summary: "Every scenario, many times.",
        rows: [
          HTMLSection.Row(
            label: "all", text: "", pickleIds: Array(repeating: ids, count: 2_000).flatMap { $0 },
            isProved: true)
        ])
    }
    var sink = PieceSizes(reporter: HTMLFormatter(sections: [section]))
    let suite = FeatureSuite(sources: [("features/cache.feature", cacheFeature)])

    await TestRunner(
      registry: makeCacheRegistry(), options: RunOptions(stepTimeLimit: hangGuardStepTimeLimit)
    ).run(suite, pickles: suite.pickles, to: &sink)

    #expect(sink.total > 500_000, "the section is long")
    #expect(sink.largest < 200_000)
  }

  @Test("scenarios and their problems are listed in their files' order, whatever order they ran in")
  func fileOrderWhateverTheRunOrder() async {
    let inOrder = await report(with: HTMLFormatter())
    let reversed = await report(
      with: HTMLFormatter(), select: { $0.pickles.reversed() })
    /// The page's scenario titles, in the order they stand.
    func titles(_ html: String) -> [String] {
      html.components(separatedBy: "<article ").dropFirst().compactMap {
        $0.components(separatedBy: "</h4>").first?.components(separatedBy: "Scenario").last
      }
    }

    #expect(titles(inOrder).count == 4)
    #expect(titles(reversed) == titles(inOrder))
    #expect(titles(inOrder).first?.contains("Fresh cache") == true, "\(titles(inOrder))")
    let problems = { (html: String) in
      html.components(separatedBy: "<ol class=\"problems\">").last?
        .components(separatedBy: "</ol>").first
    }
    #expect(problems(reversed) == problems(inOrder))
  }

  @Test("text attachments are shown and images inline, as data")
  func attachments() {
    let image = Messages.Attachment(
      body: "iVBORw0KGgo=", contentEncoding: .base64, mediaType: "image/png")
    let text = Messages.Attachment(
      body: "hello <b>", contentEncoding: .identity, mediaType: "text/plain")
    let html = HTMLFormatter().attachmentHTML(image) + HTMLFormatter().attachmentHTML(text)

    #expect(html.contains("<img alt=\"image/png\" src=\"data:image/png;base64,iVBORw0KGgo=\">"))
    #expect(html.contains("<pre class=\"attachment\">hello &lt;b&gt;</pre>"))
  }

  @Test("every text from features and errors is escaped")
  func escapes() async {
    let feature =
      "Feature: <b>bold</b>\n  Scenario: 1 < 2 & \"quotes\"\n    Given <script>x</script>\n"

    let html = await report(
      with: HTMLFormatter(), sources: [("features/x.feature", feature)])

    #expect(html.contains("&lt;b&gt;bold&lt;/b&gt;"))
    #expect(html.contains("1 &lt; 2 &amp; &quot;quotes&quot;"))
    #expect(!html.contains("<script>x"))
  }

  @Test("the page is self-contained: inline style and script, nothing fetched")
  func selfContained() async {
    let html = await report(with: HTMLFormatter())

    #expect(html.contains("<style>"))
    #expect(html.contains("<script>"))
    #expect(!html.contains("<script src"))
    #expect(!html.contains("src=\"http"))
    #expect(!html.contains("<link"))
  }

  @Test(
    "in Chromium: screenshots at 1280 and 390 px, a failure link lands on its scenario, a page of 1,000 scenarios lays out",
    .enabled(
      if: executable(named: "chromium") != nil,
      "skipped: chromium is not installed (apt-get install -y chromium)"))
  func inChromium() async throws {
    let chromium = try #require(executable(named: "chromium"))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("html-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let html = await report(with: HTMLFormatter())
    let page = directory.appendingPathComponent("report.html")
    try html.write(to: page, atomically: true, encoding: .utf8)

    for width in [1280, 390] {
      let shot = directory.appendingPathComponent("report-\(width).png")
      let (status, output) = try runProcess(
        chromium,
        [
          "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
          "--window-size=\(width),1000", "--screenshot=\(shot.path)", page.absoluteString,
        ])
      let size = (try? FileManager.default.attributesOfItem(atPath: shot.path)[.size] as? Int) ?? 0
      #expect(status == 0, "\(output)")
      #expect(size > 5_000, "the \(width) px screenshot is empty")
    }

    // One Chromium run on a page of 1,000 scenarios, every tenth failing: a failure link is
    // clicked, then the page is laid out.
    let many = directory.appendingPathComponent("many.html")
    let manyHTML = await report(
      with: HTMLFormatter(),
      sources: [("features/many.feature", Self.manyScenarios(1_000))])
    #expect(manyHTML.components(separatedBy: "<article class=\"scenario").count - 1 == 1_000)
    try Self.withProbe(manyHTML, Self.clickProbe + Self.layoutProbe).write(
      to: many, atomically: true, encoding: .utf8)
    let results = try Self.probe(chromium, many).split(separator: "\n").map(String.init)
    #expect(results.first?.hasPrefix("landed s-") == true, "\(results)")
    // How long the layout takes is a benchmark (feed-bench html), not a test.
    #expect(results.dropFirst() == ["laid out 1000 scenarios"], "\(results)")
  }

  // MARK: - Helpers

  /// Clicks the first problem's link and says whether its scenario became the target, in view.
  static let clickProbe = """
    var a=document.querySelector('ol.problems a');a.click();var t=document.querySelector(':target');\
    var r=t?t.getBoundingClientRect():null;\
    out(t&&('#'+t.id)===a.getAttribute('href')&&r.top>=0&&r.top<innerHeight?'landed '+t.id:\
    'missed '+(t?t.id:'nothing')+' '+(r?r.top:''));
    """

  /// Lays the page out and counts the scenarios it shows.
  static let layoutProbe = """
    document.body.offsetHeight;\
    out('laid out '+document.querySelectorAll('article.scenario').length+' scenarios');
    """

  /// The page with `probe` run after its own script; `out(text)` records the result in the DOM,
  /// a line of its own for each call.
  static func withProbe(_ html: String, _ probe: String) -> String {
    html.replacingOccurrences(
      of: "</body>",
      with: "<script>function out(t){var p=document.getElementById('probe');"
        + "if(p){p.textContent+='\\n'+t;return}p=document.createElement('pre');p.id='probe';"
        + "p.textContent=t;document.body.appendChild(p)}\n\(probe)</script>\n</body>")
  }

  /// Loads `page` in Chromium and returns what its probe recorded.
  static func probe(_ chromium: String, _ page: URL) throws -> String {
    let (status, output) = try runProcess(
      chromium,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,900", "--dump-dom",
        page.absoluteString,
      ])
    guard status == 0, let start = output.range(of: "<pre id=\"probe\">"),
      let end = output.range(of: "</pre>", range: start.upperBound..<output.endIndex)
    else { return "no probe result (chromium exit \(status))" }
    return String(output[start.upperBound..<end.lowerBound])
  }

  /// A feature of `count` scenarios, every tenth failing.
  static func manyScenarios(_ count: Int) -> String {
    "Feature: Many\n"
      + (1...count).map { index in
        "  @n\(index % 7)\n  Scenario: Scenario \(index)\n    Given the cache was saved 1 days ago\n"
          + "    Then the app displays \(index % 10 == 0 ? 3 : 2) images\n"
      }.joined()
  }
}

/// Feeds a run to `reporter`, keeping the size of the largest text it hands out at once and of
/// all of them.
private struct PieceSizes<R: MessageFormatter>: RunSink {
  var reporter: R
  var record = TestRunRecord()
  var largest = 0
  var total = 0

  mutating func publish(_ output: RunOutput) {
    record.publish(output)
    guard case .envelope(let envelope) = output else { return }
    let start = reporter.format(envelope, in: record)
    count(start)
    guard !start.isEmpty else { return }
    while let piece = try? reporter.nextPiece() { count(piece) }
  }

  private mutating func count(_ piece: String) {
    (largest, total) = (max(largest, piece.utf8.count), total + piece.utf8.count)
  }
}
