import Foundation

/// Times how long Chromium takes to lay out the HTML page of a run of 1,000 scenarios (every
/// tenth failing): the page `feed-specs --format html:FILE` writes, loaded headless three times,
/// from navigation until the body has its height. Skipped, with a line saying so, when
/// `chromium` or the release `feed-specs` is missing.
func runHTMLPageBenchmarks() throws {
  guard let binary = feedSpecsBinary() else { return }
  guard let chromium = executableOnPath("chromium") else {
    print("html: skipped, chromium is not installed (apt-get install -y chromium)")
    return
  }
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("feed-bench-html-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let feature = directory.appendingPathComponent("many.feature")
  try manyScenariosFeature(1_000).write(to: feature, atomically: true, encoding: .utf8)
  let page = directory.appendingPathComponent("report.html")
  _ = try runChild(binary, ["--format", "html:\(page.path)", feature.path])
  let html = try String(contentsOf: page, encoding: .utf8)
  let probed = directory.appendingPathComponent("probed.html")
  try html.replacingOccurrences(of: "</body>", with: layoutProbe + "</body>")
    .write(to: probed, atomically: true, encoding: .utf8)

  let loads = try (1...3).map { _ in try layoutMilliseconds(chromium, probed) }
  print(
    "html: a page of 1,000 scenarios (\(html.utf8.count / 1_000) kB) laid out in "
      + loads.map { $0.map { String(format: "%.0f ms", $0) } ?? "(no figure)" }
      .joined(separator: ", ") + " (three loads in headless Chromium)")
}

/// A feature of `count` scenarios of the image feed's steps, every tenth failing.
private func manyScenariosFeature(_ count: Int) -> String {
  "Feature: Many\n"
    + (1...count).map { index in
      "  Scenario: Scenario \(index)\n    Given the cache was saved 1 days ago\n"
        + "    Then the app displays \(index % 10 == 0 ? 3 : 2) images\n"
    }.joined()
}

/// A script that writes, into a `<pre id="probe">`, the milliseconds from navigation until the
/// body is laid out.
private let layoutProbe = """
  <script>document.body.offsetHeight;var p=document.createElement('pre');p.id='probe';\
  p.textContent=performance.now().toFixed(1);document.body.appendChild(p)</script>

  """

/// Loads `page` in headless Chromium and returns what its probe wrote, or nil without one.
private func layoutMilliseconds(_ chromium: String, _ page: URL) throws -> Double? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: chromium)
  process.arguments = [
    "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,900", "--dump-dom",
    page.absoluteString,
  ]
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  try process.run()
  let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  guard let start = dom.range(of: "<pre id=\"probe\">"),
    let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
  else { return nil }
  return Double(dom[start.upperBound..<end.lowerBound])
}

/// The first executable file called `name` in a folder of `PATH`.
private func executableOnPath(_ name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  return path.split(separator: ":").map { "\($0)/\(name)" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}
