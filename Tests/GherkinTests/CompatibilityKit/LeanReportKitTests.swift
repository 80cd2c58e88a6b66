import Foundation
import TestSupport
import Testing

@testable import GherkinCommandLine

extension SharedDataTests {
  /// `report` asked only for formats that fold each test case as it finishes (every built-in
  /// one) keeps only the test cases in flight, reading each again from its file when an attempt
  /// at it starts: its reports must be the ones the whole record gives (asking for a plugin's
  /// format that reads the whole run too keeps the whole record).
  @Suite("report keeping only the test cases in flight writes what the whole record writes")
  struct LeanReportKitTests {
    @Test(
      "each sample's reports equal the whole record's, its test cases in order and interleaved",
      arguments: try SharedData.current.cases { try CompatibilityKitData.sampleNames() })
    func sampleReportsEqualWholeRecord(sample: String) async throws {
      let folder = try ReportFolder()
      defer { folder.remove() }
      let envelopes = try CucumberJSONKitTests.envelopes(of: sample)
      let interleaved = CucumberJSONKitTests.interleavingTestCases(envelopes, seed: 1)
      // A sample whose interleaving is its own order (one test case) is reported once.
      var streams = [("in-order", envelopes)]
      if interleaved.map(\.ndjsonLine) != envelopes.map(\.ndjsonLine) {
        streams.append(("interleaved", interleaved))
      }

      for (name, stream) in streams {
        let file = try folder.write(stream, to: "\(name).ndjson")
        let (lean, whole) = try await folder.reports(of: [file])
        #expect(lean.code == whole.code, "\(sample) \(name): \(lean.errors)")
        #expect(lean.errors == whole.errors, "\(sample) \(name)")
        for (format, text) in whole.texts {
          #expect(lean.texts[format] == text, "\(sample) \(name): \(format)")
        }
      }
    }

    @Test("shards run with retries and joined give the whole record's reports, a failing run too")
    func joinedShardsEqualWholeRecord() async throws {
      let directory = try FeatureDirectory([
        "cache.feature": cacheFeature, "rules.feature": rulesFeature,
      ])
      defer { directory.remove() }
      var parts: [String] = []
      for index in 1...3 {
        let part = directory.path("shard-\(index).ndjson")
        parts.append(part)
        _ = await runFeedSpecs(
          ["--shard", "\(index)/3", "--retry", "1", "--format", "message:\(part)"],
          defaultPath: directory.url.path, registry: makeCacheRegistry())
      }
      let folder = try ReportFolder()
      defer { folder.remove() }

      let (lean, whole) = try await folder.reports(of: parts)

      #expect(whole.code == 1)
      #expect(whole.held == "8 pickles held\n", "the whole record is the one compared with")
      #expect(lean.code == whole.code, "\(lean.errors)")
      #expect(whole.texts["junit"]?.components(separatedBy: "<testcase ").count == 9)
      for (format, text) in whole.texts {
        #expect(lean.texts[format] == text, "\(format)")
      }
    }

    @Test(
      "a suggestion that comes before its test case starts is in the lean reports, as in the whole record's"
    )
    func suggestionBeforeItsTestCaseStarts() async throws {
      let directory = try FeatureDirectory([
        "cache.feature": cacheFeature,
        "undefined.feature":
          "Feature: Undefined\n  Scenario: New\n    Given the frobnicator spins 3 times\n",
      ])
      defer { directory.remove() }
      let run = directory.path("run.ndjson")
      _ = await runFeedSpecs(
        ["--format", "message:\(run)"], defaultPath: directory.url.path,
        registry: makeCacheRegistry())
      // As other implementations may write them: the suggestions right after the test cases.
      let envelopes = try String(contentsOfFile: run, encoding: .utf8).split(separator: "\n")
        .map { try Envelope(ndjsonLine: String($0)) }
      let isSuggestion = { (envelope: Envelope) in
        if case .suggestion = envelope { true } else { false }
      }
      var moved = envelopes.filter { !isSuggestion($0) }
      let lastTestCase = try #require(
        moved.lastIndex { if case .testCase = $0 { true } else { false } })
      moved.insert(contentsOf: envelopes.filter(isSuggestion), at: lastTestCase + 1)
      let folder = try ReportFolder()
      defer { folder.remove() }
      let file = try folder.write(moved, to: "early.ndjson")

      let (lean, whole) = try await folder.reports(of: [file])

      #expect(envelopes.contains(where: isSuggestion))
      #expect(whole.texts["summary"]?.contains("frobnicator spins {int} times") == true)
      for (format, text) in whole.texts {
        #expect(lean.texts[format] == text, "\(format)")
      }
    }

    @Test(
      "the lean record forgets each test case, with its pickle, once its last attempt finished, keeping its digest when asked"
    )
    func leanRecordHoldsOnlyTestCasesInFlight() throws {
      let file = try CompatibilityKitData.folder(of: "retry").appendingPathComponent("retry.ndjson")
      let files = try MessageFiles.check([file.path], placing: true)
      var record = TestRunRecord(keepingFinishedTestCases: true)
      var rereading = MessageFileRereading(files)
      var started = 0
      var mostHeld = 0
      var lastAttempts = 0
      var withoutDigests = TestRunRecord(keepingFinishedTestCases: false)
      var rereadingWithoutDigests = MessageFileRereading(files)

      try files.stream { envelope in
        rereading.feed(envelope, to: &record)
        rereadingWithoutDigests.feed(envelope, to: &withoutDigests)
        if case .testCaseStarted = envelope { started += 1 }
        if case .testCaseFinished(let finished) = envelope, !finished.willBeRetried {
          lastAttempts += 1
        }
        mostHeld = max(
          mostHeld, record.attempts.count, record.testCases.count, record.pickles.count)
      }

      #expect(rereading.problem == nil)
      #expect(started > 3)
      #expect(mostHeld == 1)
      #expect(record.attempts.isEmpty && record.testCases.isEmpty && record.pickles.isEmpty)
      #expect(record.passed == false)
      #expect(record.finishedTestCases.count == lastAttempts)
      #expect(record.finishedTestCases.map(\.status).contains(.failed))
      #expect(withoutDigests.finishedTestCases.isEmpty, "kept only for formats that read them")
      #expect(withoutDigests.passed == false)
    }

    @Test(
      "the lean record of a run in random order keeps every document of a small suite, not only the last one read"
    )
    func leanRecordKeepsDocumentsOfSmallSuite() async throws {
      let directory = try FeatureDirectory([
        "cache.feature": cacheFeature, "rules.feature": rulesFeature,
      ])
      defer { directory.remove() }
      let run = directory.path("run.ndjson")
      _ = await runFeedSpecs(
        ["--order", "random:3", "--format", "message:\(run)"], defaultPath: directory.url.path,
        registry: makeCacheRegistry())
      let files = try MessageFiles.check([run], placing: true)
      var record = TestRunRecord(keepingFinishedTestCases: true)
      var rereading = MessageFileRereading(files)
      var uris: Set<String> = []

      try files.stream { envelope in
        rereading.feed(envelope, to: &record)
        if case .testCaseStarted = envelope, let attempt = record.attempts.last,
          let pickle = record.pickle(id: attempt.pickleId)
        {
          uris.insert(pickle.uri)
        }
      }

      #expect(rereading.problem == nil)
      #expect(uris.count == 2)
      for uri in uris { #expect(record.document(uri: uri) != nil, "\(uri)") }
    }

    @Test("a pipe given as a message file is refused, saying report reads each file twice")
    func pipeIsRefused() throws {
      let folder = try ReportFolder()
      defer { folder.remove() }
      let fifo = folder.url.appendingPathComponent("messages.fifo").path
      #expect(mkfifo(fifo, 0o600) == 0)
      // Held open for writing, so that opening it to read does not wait.
      let writer = open(fifo, O_RDWR)
      defer { close(writer) }

      let problem = #expect(throws: MessageFiles.Problem.self) {
        try MessageFiles.check([fifo], placing: true)
      }

      #expect(
        problem?.description
          == "\(fifo): cannot read the message file (it is a named pipe (FIFO), not an ordinary "
          + "file: report reads each file twice; save the messages to a file)")
    }

    @Test("a message file changed between report's two readings is named, not misread")
    func fileChangedBetweenReadings() async throws {
      let folder = try ReportFolder()
      defer { folder.remove() }
      let envelopes = try CucumberJSONKitTests.envelopes(of: "minimal")
      let file = try folder.write(envelopes, to: "run.ndjson")
      let files = try MessageFiles.check([file], placing: true)
      // Every line moves: what was found at a byte is no longer there.
      _ = try folder.write(envelopes, to: "run.ndjson", leading: "\n\n\n")
      var record = TestRunRecord(keepingFinishedTestCases: true)
      var rereading = MessageFileRereading(files)

      try files.stream { rereading.feed($0, to: &record) }

      let problem = try #require(rereading.problem)
      #expect(problem.description.hasPrefix("\(file) changed while report read it"))
    }
  }
}

/// A temporary folder of message files and the reports `report` makes of them.
private struct ReportFolder {
  /// The reports of one `report`: its exit status, standard error and each format's text.
  struct Reports {
    var code: Int32
    var errors: String
    var texts: [String: String] = [:]
    /// What the whole-run plugin's format wrote: how many pickles the record held at the end.
    var held = ""
  }

  /// The formats that fold each test case as it finishes: every built-in one.
  static let foldingFormats = [
    "pretty", "progress", "summary", "junit", "message", "rerun", "json", "html", "usage",
  ]

  /// A plugin's format that reads the whole run (as a formatter does unless it says otherwise),
  /// so that `report` keeps the whole record; it writes how many pickles the record holds at
  /// the end.
  static let wholeRun = ReportPlugin(name: "whole-run") { WholeRunReader() }

  private struct WholeRunReader: MessageFormatter {
    func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
      guard case .testRunFinished = envelope else { return "" }
      return "\(record.pickles.count) pickles held\n"
    }
  }

  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("lean-report-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `envelopes` as NDJSON after `leading`, and returns the file's path.
  func write(_ envelopes: [Envelope], to name: String, leading: String = "") throws -> String {
    let path = url.appendingPathComponent(name).path
    try (leading + envelopes.map { $0.ndjsonLine + "\n" }.joined()).write(
      toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The folding formats' reports of `files`: alone (a lean record), and with ``wholeRun``
  /// beside them (the whole record). Messages are compared as parsed JSON, their keys' order aside.
  func reports(of files: [String]) async throws -> (lean: Reports, whole: Reports) {
    var results: [Reports] = []
    for (mode, extra) in [
      ("lean", [String]()), ("whole", ["--format", "whole-run:\(url.path)/whole-run"]),
    ] {
      let folder = url.appendingPathComponent(mode)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let formats = Self.foldingFormats.flatMap { ["--format", "\($0):\(folder.path)/\($0)"] }
      let (code, _, errors) = await runFeedSpecs(
        ["report"] + files + formats + extra, defaultPath: url.path,
        registry: makeCacheRegistry(), plugins: [Self.wholeRun])
      var reports = Reports(code: code, errors: errors)
      if mode == "whole" {
        reports.held = try String(contentsOfFile: "\(url.path)/whole-run", encoding: .utf8)
      }
      for format in Self.foldingFormats {
        let text = try String(contentsOfFile: "\(folder.path)/\(format)", encoding: .utf8)
        reports.texts[format] =
          format == "message"
          ? text.split(separator: "\n").map { GherkinConformanceData.canonical(String($0)) }
            .joined(separator: "\n") : text
      }
      results.append(reports)
    }
    return (results[0], results[1])
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
