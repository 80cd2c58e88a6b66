import Foundation
import TestSupport
import Testing

@testable import GherkinCommandLine
@testable import GherkinReports

extension SharedDataTests {
  /// `--format json` made from each Compatibility Kit sample's messages, checked against what
  /// Cucumber's maintained JSON formatter (the cucumber-jvm variant) writes for them: the
  /// expectations are the team's, written from that formatter's specification.
  @Suite("Cucumber JSON from the Compatibility Kit's messages, as Cucumber writes it")
  struct CucumberJSONKitTests {
    @Test(
      "each sample's document has Cucumber's fields, ids, order and omissions",
      arguments: try SharedData.current.cases { try CompatibilityKitData.sampleNames() })
    func documentFollowsCucumber(sample: String) throws {
      let (features, envelopes) = try Self.document(of: sample)

      let uris = features.map { $0["uri"] as? String ?? "" }
      #expect(uris == uris.sorted(), "features in URI order")
      for feature in features {
        #expect(feature["tags"] is [Any], "a feature always lists its tags")
        let elements = feature["elements"] as? [[String: Any]] ?? []
        let scenarios = elements.filter { $0["type"] as? String == "scenario" }
        let lines = scenarios.map { $0["line"] as? Int ?? 0 }
        #expect(lines == lines.sorted(), "elements in source order")
        for element in elements {
          let isScenario = element["type"] as? String == "scenario"
          #expect((element["start_timestamp"] != nil) == isScenario)
          #expect((element["id"] != nil) == isScenario)
          for key in ["before", "after", "tags"] {
            #expect((element[key] as? [Any])?.isEmpty != true, "an empty \(key) is left out")
          }
          for tag in element["tags"] as? [[String: Any]] ?? [] {
            #expect(Array(tag.keys) == ["name"], "a scenario tag is its name alone")
          }
          for step in element["steps"] as? [[String: Any]] ?? [] { Self.checkStep(step) }
        }
      }
      let retried = Set(
        envelopes.compactMap { envelope -> String? in
          guard case .testCaseFinished(let finished) = envelope, finished.willBeRetried
          else { return nil }
          return finished.testCaseStartedId
        })
      let failures = envelopes.compactMap { envelope -> String? in
        guard case .testStepFinished(let finished) = envelope,
          finished.testStepResult.status == .failed,
          !retried.contains(finished.testCaseStartedId)
        else { return nil }
        return finished.testStepResult.exception?.stackTrace
      }
      let messages = Self.results(in: features).compactMap { $0["error_message"] as? String }
      #expect(Set(failures).isSubset(of: Set(messages)), "a failure's message is its stack trace")
    }

    @Test(
      "test cases' messages interleaved in any order give the same document",
      arguments: try SharedData.current.cases { try CompatibilityKitData.sampleNames() })
    func interleavedAttemptsGiveSameDocument(sample: String) throws {
      let envelopes = try Self.envelopes(of: sample)
      let inOrder = try Self.json(of: envelopes)

      for seed in [1, 2, 3] as [UInt64] {
        let shuffled = Self.interleavingTestCases(envelopes, seed: seed)
        #expect(try Self.json(of: shuffled) == inOrder, "seed \(seed)")
      }
    }

    @Test(
      "the document is valid against the cucumber-json schema's requirements",
      .enabled(if: Self.hasJSONSchema, "skipped: python3 with jsonschema is not installed"),
      arguments: try SharedData.current.cases { try CompatibilityKitData.sampleNames() })
    func documentValidatesAgainstSchema(sample: String) throws {
      let verdicts = try Self.schemaVerdicts.get()

      #expect(verdicts[sample] == "valid", "\(verdicts[sample] ?? "not a sample")")
    }

    /// Each sample's document checked against the cucumber-json schema by one python3 process
    /// for every sample (importing jsonschema once, not once per sample): "valid" or the first
    /// error, by sample name. Made once per test process.
    static let schemaVerdicts: Result<[String: String], any Error> = Result {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("cucumber-json-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      var files: [String] = []
      let samples = try CompatibilityKitData.sampleNames()
      for sample in samples {
        let file = folder.appendingPathComponent(sample + ".json")
        try Self.json(of: try Self.envelopes(of: sample)).write(
          to: file, atomically: true, encoding: .utf8)
        files.append(file.path)
      }
      let schema = packageRoot.appendingPathComponent(
        "Tests/GherkinTests/Fixtures/CucumberJSON/cucumber-jvm-facts.schema.json")
      let (_, output) = try runProcess(
        "/usr/bin/env", ["python3", "-c", schemaScript, schema.path] + files)
      var verdicts: [String: String] = [:]
      for line in output.split(separator: "\n") {
        let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
        guard fields.count == 2 else { continue }
        let name = URL(fileURLWithPath: fields[0]).deletingPathExtension().lastPathComponent
        verdicts[name] = fields[1]
      }
      for sample in samples where verdicts[sample] == nil {
        verdicts[sample] = "not validated: \(output)"
      }
      return verdicts
    }

    /// Validates each file after the schema, printing `path<TAB>valid` or `path<TAB>error`.
    static let schemaScript = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      for path in sys.argv[2:]:
          try:
              jsonschema.validate(json.load(open(path)), schema)
              print(path + "\\tvalid")
          except jsonschema.ValidationError as error:
              print(path + "\\t" + error.message.replace("\\n", " "))
      """

    @Test(
      "report reads every sample's messages into every file format; exit 1 exactly when the run failed",
      arguments: try SharedData.current.cases { try CompatibilityKitData.sampleNames() })
    func reportReadsSample(sample: String) async throws {
      let file = try CompatibilityKitData.folder(of: sample)
        .appendingPathComponent(sample + ".ndjson")
      let output = FileManager.default.temporaryDirectory
        .appendingPathComponent("kit-report-\(sample)-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: output) }
      let formats = ["json", "rerun", "usage", "junit", "html", "summary"].flatMap {
        ["--format", "\($0):\(output.appendingPathComponent($0).path)"]
      }
      let passed = try Self.envelopes(of: sample).contains { envelope in
        if case .testRunFinished(let finished) = envelope { return finished.success }
        return false
      }

      let (code, _, errors) = await runFeedSpecs(
        ["report", file.path] + formats, defaultPath: output.path, registry: makeCacheRegistry())

      #expect(code == (passed ? 0 : 1), Comment(rawValue: errors))
      #expect(!errors.contains("not a Cucumber message"))
    }

    @Test("minimal: the scenario's id, start, match location and argument offset")
    func minimal() throws {
      let scenario = try #require(try Self.elements(of: "minimal").first)
      #expect(scenario["id"] as? String == "minimal;cukes")
      #expect(scenario["start_timestamp"] as? String == "1970-01-01T00:00:00.001Z")
      #expect(scenario["line"] as? Int == 9)
      let step = try #require((scenario["steps"] as? [[String: Any]])?.first)
      let match = try #require(step["match"] as? [String: Any])
      #expect(match["location"] as? String == "samples/minimal/minimal.ts:3")
      let argument = try #require((match["arguments"] as? [[String: Any]])?.first)
      #expect(argument["val"] as? String == "42")
      #expect(argument["offset"] as? Int == 7)
      #expect((step["result"] as? [String: Any])?["duration"] as? Int == 1_000_000)
    }

    @Test("regular-expression: every capture group is an argument, an unmatched one empty")
    func everyCaptureGroup() throws {
      let steps = try #require(try Self.elements(of: "regular-expression").first?["steps"])
      let arguments = try #require(steps as? [[String: Any]]).map { step in
        ((step["match"] as? [String: Any])?["arguments"] as? [[String: Any]] ?? []).map {
          "\($0["val"] as? String ?? "-")@\($0["offset"] as? Int ?? -1)"
        }
      }
      #expect(
        arguments == [
          ["cucumber@2", "-@-1", "-@-1"],
          ["cucumber@2", "zucchini@17", "-@-1"],
          ["cucumber@2", "zucchini@17", "gourd@32"],
        ])
    }

    @Test("rules-backgrounds: a feature's and a rule's backgrounds make one element")
    func mergedBackgrounds() throws {
      let elements = try Self.elements(of: "rules-backgrounds")
      #expect(
        elements.map { $0["type"] as? String } == [
          "background", "scenario", "background", "scenario",
        ])
      let background = elements[0]
      #expect(background["line"] as? Int == 7)
      #expect(
        (background["steps"] as? [[String: Any]])?.map { $0["line"] as? Int } == [
          8, 9, 10, 14, 15,
        ])
      #expect(elements[1]["id"] as? String == "rules-with-backgrounds;;one-scenario")
      #expect(elements[1]["keyword"] as? String == "Example")
    }

    @Test("examples-tables: an outline row's id names its Examples and its table line")
    func outlineRowIds() throws {
      let ids = try Self.elements(of: "examples-tables").compactMap { $0["id"] as? String }
      #expect(
        Array(ids.prefix(4)) == [
          "examples-tables;eating-cucumbers;these-are-passing;2",
          "examples-tables;eating-cucumbers;these-are-passing;3",
          "examples-tables;eating-cucumbers;these-are-failing;2",
          "examples-tables;eating-cucumbers;these-are-failing;3",
        ])
      #expect(ids[4] == "examples-tables;eating-cucumbers-with-<friends>-friends;;2")
      let tags = try Self.elements(of: "examples-tables").first?["tags"] as? [[String: String]]
      #expect(tags == [["name": "@passing"]])
    }

    @Test("ambiguous and undefined steps: an empty match, no duration")
    func unmatchedSteps() throws {
      for sample in ["ambiguous", "undefined"] {
        let steps = try Self.elements(of: sample).flatMap {
          $0["steps"] as? [[String: Any]] ?? []
        }
        let unmatched = steps.filter {
          ["ambiguous", "undefined"].contains(
            ($0["result"] as? [String: Any])?["status"] as? String)
        }
        #expect(!unmatched.isEmpty, "\(sample)")
        for step in unmatched {
          #expect((step["match"] as? [String: Any])?.isEmpty == true, "\(sample)")
          #expect((step["result"] as? [String: Any])?["duration"] == nil, "\(sample)")
        }
      }
    }

    @Test("attachments: embeddings in Base64 with their file name, logs as output")
    func attachmentsAndLogs() throws {
      let steps = try Self.elements(of: "attachments").flatMap {
        $0["steps"] as? [[String: Any]] ?? []
      }
      let embeddings = steps.flatMap { $0["embeddings"] as? [[String: Any]] ?? [] }
      #expect(embeddings.first?["mime_type"] as? String == "application/octet-stream")
      #expect(embeddings.first?["data"] as? String == "aGVsbG8=")
      #expect(embeddings.contains { $0["name"] as? String == "renamed.pdf" })
      #expect(steps.flatMap { $0["output"] as? [String] ?? [] }.first == "hello")
    }

    @Test("hooks: before and after hooks with their location, a failed one's stack trace")
    func hooks() throws {
      let elements = try Self.elements(of: "hooks")
      let before = try #require((elements.first?["before"] as? [[String: Any]])?.first)
      #expect(
        ((before["match"] as? [String: Any])?["location"] as? String)?.hasPrefix(
          "samples/hooks/hooks.ts:") == true)
      let failed = try #require(
        Self.results(in: [["elements": elements]]).first { $0["status"] as? String == "failed" })
      #expect(
        failed["error_message"] as? String
          == "Error: Exception in step\nsamples/hooks/hooks.feature:8")
    }

    @Test("doc-strings and data-tables: the argument with its line and media type")
    func stepArguments() throws {
      let docStrings = try Self.elements(of: "doc-strings").flatMap {
        ($0["steps"] as? [[String: Any]] ?? []).compactMap { $0["doc_string"] as? [String: Any] }
      }
      #expect(docStrings.first?["line"] as? Int == 9)
      #expect(docStrings.first?["content_type"] == nil)
      #expect(docStrings.contains { $0["content_type"] as? String == "application/json" })
      let rows = try Self.elements(of: "data-tables").first.flatMap {
        ($0["steps"] as? [[String: Any]])?.first?["rows"] as? [[String: [String]]]
      }
      #expect(rows?.first?["cells"]?.isEmpty == false)
    }

    @Test("multiple-features-reversed: features in URI order whatever order they ran in")
    func featuresInURIOrder() throws {
      let (features, _) = try Self.document(of: "multiple-features-reversed")
      #expect(
        features.map { $0["name"] as? String } == [
          "First feature", "Second feature", "Third feature",
        ])
    }

    @Test("retry: only each test case's last attempt is reported")
    func lastAttemptOnly() throws {
      let elements = try Self.elements(of: "retry")
      #expect(elements.count == 4)
      #expect(
        elements.map { $0["start_timestamp"] as? String } == [
          "1970-01-01T00:00:00.001Z", "1970-01-01T00:00:00.009Z", "1970-01-01T00:00:00.021Z",
          "1970-01-01T00:00:00.033Z",
        ])
      let statuses = elements.map {
        (($0["steps"] as? [[String: Any]])?.first?["result"] as? [String: Any])?["status"]
          as? String
      }
      #expect(statuses == ["passed", "passed", "passed", "failed"])
    }

    // MARK: - Helpers

    private static func checkStep(_ step: [String: Any]) {
      let result = step["result"] as? [String: Any] ?? [:]
      #expect((result["duration"] as? Int).map { $0 > 0 } ?? true, "a zero duration is left out")
      #expect(step["match"] is [String: Any], "every step has a match")
      for key in ["embeddings", "output", "before", "after"] {
        #expect((step[key] as? [Any])?.isEmpty != true, "an empty \(key) is left out")
      }
    }

    private static func results(in features: [[String: Any]]) -> [[String: Any]] {
      features.flatMap { $0["elements"] as? [[String: Any]] ?? [] }.flatMap { element in
        let hooks = ["before", "after"].flatMap { element[$0] as? [[String: Any]] ?? [] }
        return (hooks + (element["steps"] as? [[String: Any]] ?? [])).compactMap {
          $0["result"] as? [String: Any]
        }
      }
    }

    static func envelopes(of sample: String) throws -> [Envelope] {
      try CompatibilityKitData.expectedLines(of: sample).map { try Envelope(ndjsonLine: $0) }
    }

    static func json(of envelopes: [Envelope]) throws -> String {
      var formatter = CucumberJSONFormatter()
      return try formatter.report(of: envelopes)
    }

    private static func document(of sample: String) throws -> (
      [[String: Any]], [Envelope]
    ) {
      let envelopes = try envelopes(of: sample)
      let features = try #require(
        try JSONSerialization.jsonObject(with: Data(try json(of: envelopes).utf8))
          as? [[String: Any]])
      return (features, envelopes)
    }

    private static func elements(of sample: String) throws -> [[String: Any]] {
      try document(of: sample).0.flatMap { $0["elements"] as? [[String: Any]] ?? [] }
    }

    /// `envelopes` with every test case's attempts (start, steps, attachments, end) dealt in a
    /// random interleaving, as a parallel run sends them: each test case's own messages keep
    /// their order, the rest of the stream stays where it was.
    static func interleavingTestCases(_ envelopes: [Envelope], seed: UInt64) -> [Envelope] {
      var testCaseOfAttempt: [String: String] = [:]
      var chains: [String: [Envelope]] = [:]
      var order: [String] = []
      var kept: [Envelope] = []
      var insertion: Int?
      for envelope in envelopes {
        let attempt: String?
        switch envelope {
        case .testCaseStarted(let started):
          testCaseOfAttempt[started.id] = started.testCaseId
          attempt = started.id
        case .testStepStarted(let started): attempt = started.testCaseStartedId
        case .testStepFinished(let finished): attempt = finished.testCaseStartedId
        case .testCaseFinished(let finished): attempt = finished.testCaseStartedId
        case .attachment(let attachment): attempt = attachment.testCaseStartedId
        default: attempt = nil
        }
        guard let attempt, let testCase = testCaseOfAttempt[attempt] else {
          kept.append(envelope)
          continue
        }
        if insertion == nil { insertion = kept.count }
        if chains[testCase] == nil { order.append(testCase) }
        chains[testCase, default: []].append(envelope)
      }
      var generator = SeededGenerator(seed: seed)
      var dealt: [Envelope] = []
      while !order.isEmpty {
        let pick = Int(generator.next() % UInt64(order.count))
        dealt.append(chains[order[pick]]!.removeFirst())
        if chains[order[pick]]!.isEmpty { order.remove(at: pick) }
      }
      kept.insert(contentsOf: dealt, at: insertion ?? kept.count)
      return kept
    }

    static var hasJSONSchema: Bool {
      (try? runProcess("/usr/bin/env", ["python3", "-c", "import jsonschema"]).0) == 0
    }
  }
}
