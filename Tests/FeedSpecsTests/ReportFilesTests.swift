import Foundation
import Testing

/// The built `feed-specs` writing and reading message files: `report` streams them (CRLF line
/// ends accepted, a bad line named), no report overwrites what the command reads, and
/// `--parallel` writes a serial run's reports (once under `swift test`, three times with
/// `ESSENTIAL_FEED_FULL_PARALLEL=1`, a step of its own in `.ci/run`).
@Suite("Report files from the built feed-specs")
struct ReportFilesTests {
  /// Whether this run compares three parallel runs with the serial one
  /// (`ESSENTIAL_FEED_FULL_PARALLEL=1`), not one.
  static let full = ProcessInfo.processInfo.environment["ESSENTIAL_FEED_FULL_PARALLEL"] == "1"

  @Test("a message file with CRLF line ends gives the same reports as with LF")
  func crlfMessageFile() async throws {
    let run = try await FeaturesReports.made.value
    let reports = try await MessageFileReports.made.value
    let folder = reports.folder

    #expect(reports.lf.status == run.status, "\(reports.lf.output)")
    #expect(reports.crlf.status == run.status, "\(reports.crlf.output)")
    #expect(try folder.text("crlf.summary") == folder.text("lf.summary"))
    #expect(try folder.text("crlf.junit") == folder.text("lf.junit"))
    #expect(try folder.text("lf.junit").contains("<testcase "))
  }

  @Test(
    "report of a run's message file, LF or CRLF, writes the run's own reports byte for byte, in every format, the HTML page's sections and coverage included"
  )
  func reportsEqualTheRunsOwn() async throws {
    let run = try await FeaturesReports.made.value
    let reports = try await MessageFileReports.made.value
    let folder = reports.folder

    #expect(reports.lf.status == run.status, "\(reports.lf.output)")
    #expect(reports.crlf.status == run.status, "\(reports.crlf.output)")
    for format in FeaturesReports.formats {
      let expected = try run.text("run.\(format)")
      #expect(try folder.text("lf.\(format)") == expected, "\(format) from LF differs")
      #expect(try folder.text("crlf.\(format)") == expected, "\(format) from CRLF differs")
    }
    let html = try run.text("run.html")
    #expect(html.contains("<h2>Specification trace</h2>"))
    #expect(html.contains("<h2>What each sentence checks</h2>"))
    let linked = html.components(separatedBy: "<li><span class=\"badge passed\">passed</span> <a")
    #expect(linked.count > 100, "the sections link the run's scenarios")
  }

  @Test(
    "a line report cannot read (not JSON, not a message, not UTF-8, a timestamp or duration no run records) is named by file and line, saying why, and nothing is written",
    arguments: [
      ("not json", "not a Cucumber message: "),
      ("{\"testCase\": 12}", "not a Cucumber message: "),
      ("<bytes FF FE>", "not a Cucumber message: not UTF-8"),
      (
        "{\"testRunStarted\": {\"timestamp\": {\"seconds\": 10000000000000000, \"nanos\": 0}}}",
        "not a Cucumber message: 10000000000000000 seconds is beyond any run's time"
      ),
      (
        "{\"testRunStarted\": {\"timestamp\": {\"seconds\": 1, \"nanos\": -5}}}",
        "not a Cucumber message: -5 nanoseconds is not within a second"
      ),
      (
        "{\"testStepFinished\": {\"testCaseStartedId\": \"a\", \"testStepId\": \"b\", "
          + "\"testStepResult\": {\"duration\": {\"seconds\": 100000000000, \"nanos\": 0}, "
          + "\"status\": \"PASSED\"}, \"timestamp\": {\"seconds\": 0, \"nanos\": 0}}}",
        "not a Cucumber message: 100000000000 seconds is beyond any run's time (0 to 1000000000)"
      ),
    ])
  func unreadableLine(line: String, reason: String) async throws {
    let folder = try Folder()
    defer { folder.remove() }
    _ = try await folder.sharedRun()
    let lines = try folder.text("run.ndjson").split(separator: "\n")
    var bytes: [UInt8] = []
    for (index, text) in lines.enumerated() {
      let bad: [UInt8] = line == "<bytes FF FE>" ? [0xFF, 0xFE] : Array(line.utf8)
      bytes += (index == 5 ? bad : Array(text.utf8)) + [10]
    }
    try Data(bytes).write(to: folder.url("bad.ndjson"))

    let report = try await folder.feedSpecs(["report", "bad.ndjson", "--format", "junit:out.xml"])

    #expect(report.status == 2)
    #expect(report.output.contains("bad.ndjson:6: \(reason)"), "\(report.output)")
    #expect(!FileManager.default.fileExists(atPath: folder.url("out.xml").path))
  }

  @Test(
    "two reports to one file are refused, in a run and in report, the same path written two ways too; /dev/null takes any number"
  )
  func twoReportsToOneFile() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    _ = try await folder.sharedRun()

    let run = try await folder.feedSpecs(
      ["Features/validate_cache.feature", "--format", "html:out", "--format", "json:./out"])
    let report = try await folder.feedSpecs(
      ["report", "run.ndjson", "--format", "junit:sub/out", "--format", "usage:sub/../sub/out"])
    let devices = try await folder.feedSpecs(
      ["report", "run.ndjson", "--format", "html:/dev/null", "--format", "json:/dev/null"])

    #expect(run.status == 2)
    #expect(
      run.output.contains("--format writes two reports to ./out; give each a file of its own"),
      "\(run.output)")
    #expect(!FileManager.default.fileExists(atPath: folder.url("out").path))
    #expect(report.status == 2)
    #expect(report.output.contains("two reports to sub/../sub/out"), "\(report.output)")
    #expect(devices.status == 0, "\(devices.output)")
  }

  @Test(
    "a report path that is one of report's message files is refused and the file is unchanged",
    arguments: ["run.ndjson", "./sub/../run.ndjson", "link.ndjson"])
  func reportOutputIsInput(path: String) async throws {
    let folder = try Folder()
    defer { folder.remove() }
    _ = try await folder.sharedRun()
    try FileManager.default.createDirectory(
      at: folder.url("sub"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url("link.ndjson").path, withDestinationPath: "run.ndjson")
    let before = try folder.text("run.ndjson")

    let report = try await folder.feedSpecs(["report", "run.ndjson", "--format", "html:\(path)"])

    #expect(report.status == 2)
    #expect(report.output.contains("one of the files read"), "\(report.output)")
    #expect(try folder.text("run.ndjson") == before)
  }

  @Test("a run's --format junit:Features/FILE.feature is refused and the feature is unchanged")
  func runOutputIsFeatureFile() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let feature = "Features/validate_cache.feature"
    let before = try folder.text(feature)

    let run = try await folder.feedSpecs(["Features", "--format", "junit:\(feature)"])
    let dotted = try await folder.feedSpecs(
      ["Features", "--format", "summary:./Features/../\(feature)"])

    #expect(run.status == 2)
    #expect(run.output.contains("one of the files read"), "\(run.output)")
    #expect(dotted.status == 2)
    #expect(try folder.text(feature) == before)
  }

  @Test(
    "Features/ with --parallel 4 writes the serial run's HTML, JUnit and pretty (once; three times under ESSENTIAL_FEED_FULL_PARALLEL=1)"
  )
  func parallelReportsAreSerial() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let formats = ["html", "junit", "pretty", "summary"]
    func reports(_ name: String, _ arguments: [String]) async throws -> [String] {
      let requests = formats.flatMap { ["--format", "\($0):\(name).\($0)"] }
      _ = try await folder.feedSpecs(["Features"] + requests + arguments + comparedRunStepLimit)
      return try formats.map { try Self.normalised(folder.text("\(name).\($0)")) }
    }
    let shared = try await FeaturesReports.made.value
    let serial = try formats.map { try Self.normalised(shared.text("run.\($0)")) }

    for round in 1...(Self.full ? 3 : 1) {
      let parallel = try await reports("parallel\(round)", ["--parallel", "4"])
      for (format, (text, expected)) in zip(formats, zip(parallel, serial)) {
        let difference = zip(text.split(separator: "\n"), expected.split(separator: "\n"))
          .first { $0 != $1 }.map { "parallel: \($0)\nserial: \($1)" }
        #expect(
          difference == nil && text.count == expected.count,
          "\(format) differs in round \(round): \(difference ?? "in length")")
      }
    }
    #expect(serial[1].components(separatedBy: "<testcase ").count > 50)
  }

  /// `text` without what changes from run to run: durations, times and the run's id.
  static func normalised(_ text: String) -> String {
    var text = text
    for pattern in [
      #"\d+m \d+\.\d+s"#, #" time(stamp)?="[^"]*""#, #""(seconds|nanos)":\d+"#,
      #"run-[0-9A-Za-z-]+"#,
    ] {
      text = text.replacingOccurrences(of: pattern, with: "_", options: .regularExpression)
    }
    return text
  }
}

/// `report` of the shared run's message file (``FeaturesReports``), as written (`run.ndjson`) and
/// with CRLF line ends (`crlf.ndjson`), each in every format (`lf.FORMAT`, `crlf.FORMAT`): what
/// the CRLF tests compare, made once per test process in its ``ProcessFolder``.
private struct MessageFileReports: Sendable {
  let folder: Folder
  /// The two reports' runs.
  let lf, crlf: FeedSpecsProcess.Run

  static let made = Task { try await make() }

  private static func make() async throws -> MessageFileReports {
    let folder = try Folder(in: ProcessFolder.make("message-file-reports"))
    _ = try await folder.sharedRun()
    try folder.text("run.ndjson").replacingOccurrences(of: "\n", with: "\r\n").write(
      to: folder.url("crlf.ndjson"), atomically: true, encoding: .utf8)
    func requests(_ name: String) -> [String] {
      FeaturesReports.formats.flatMap { ["--format", "\($0):\(name).\($0)"] }
    }
    let lf = try await folder.feedSpecs(["report", "run.ndjson"] + requests("lf"))
    let crlf = try await folder.feedSpecs(["report", "crlf.ndjson"] + requests("crlf"))
    return MessageFileReports(folder: folder, lf: lf, crlf: crlf)
  }
}

/// A temporary folder holding a copy of Features/, where the built `feed-specs` runs.
private struct Folder {
  let root: URL

  /// A new folder in `parent` (the temporary folder unless given).
  init(in parent: URL = FileManager.default.temporaryDirectory) throws {
    root = parent.appendingPathComponent("feed-specs-reports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: PackagePaths.features, to: url("Features"))
  }

  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  func text(_ path: String) throws -> String {
    try String(contentsOf: url(path), encoding: .utf8)
  }

  func feedSpecs(_ arguments: [String]) async throws -> FeedSpecsProcess.Run {
    try await FeedSpecsProcess.run(arguments, in: root)
  }

  /// Copies the shared run's message file (``FeaturesReports``) here as `run.ndjson`, for the
  /// tests that read a run of Features/ instead of making one.
  func sharedRun() async throws -> FeaturesReports {
    let shared = try await FeaturesReports.made.value
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: shared.path("run.ndjson")), to: url("run.ndjson"))
    return shared
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}
