/// Writes the classic Cucumber JSON report: an array of features, each with its scenarios
/// (`elements`), their steps with `match` and `result`, and before/after hook results.
///
/// Background steps are not listed in the scenario: each background that ran for a scenario
/// gets its own element of type `background` (its keyword, name, line and the steps' results),
/// placed just before that scenario's element; a feature background comes before a rule one.
public struct CucumberJSONReporter: Reporter {
  private var record = RunRecord()

  /// Creates the reporter.
  public init() {}

  public mutating func handle(_ event: RunEvent) -> String {
    record.record(event)
    guard case .runFinished = event else { return "" }
    return JSONValue.array(record.casesByFile.map(feature)).pretty() + "\n"
  }

  private func feature(uri: String, cases: [RunRecord.CaseRecord]) -> JSONValue {
    let feature = record.index.feature(uri: uri)
    let featureId = Self.slug(feature?.name ?? uri)
    return .members([
      ("uri", .string(uri)),
      ("id", .string(featureId)),
      ("keyword", .string(feature?.keyword ?? "Feature")),
      ("name", .string(feature?.name ?? "")),
      ("description", .string(feature?.description ?? "")),
      ("line", .int(feature?.location.line ?? 1)),
      ("tags", tags(feature?.tags.map { ($0.name, $0.location.line) } ?? [])),
      ("elements", .array(cases.flatMap { elements(of: $0, featureId: featureId) })),
    ])
  }

  /// The background elements of a test case, then its scenario element.
  private func elements(of testCase: RunRecord.CaseRecord, featureId: String) -> [JSONValue] {
    var backgrounds: [(background: Background, steps: [JSONValue])] = []
    var ownSteps: [JSONValue] = []
    for entry in testCase.steps {
      guard case .step(let pickleStep, _) = entry.testStep.kind, let json = step(entry) else {
        continue
      }
      guard let background = record.index.background(of: pickleStep) else {
        ownSteps.append(json)
        continue
      }
      if let last = backgrounds.indices.last, backgrounds[last].background.id == background.id {
        backgrounds[last].steps.append(json)
      } else {
        backgrounds.append((background, [json]))
      }
    }
    return backgrounds.map { element(of: $0.background, steps: $0.steps) }
      + [element(testCase, steps: ownSteps, featureId: featureId)]
  }

  private func element(of background: Background, steps: [JSONValue]) -> JSONValue {
    .members([
      ("keyword", .string(background.keyword)),
      ("name", .string(background.name)),
      ("description", .string(background.description)),
      ("line", .int(background.location.line)),
      ("type", .string("background")),
      ("steps", .array(steps)),
    ])
  }

  private func element(
    _ testCase: RunRecord.CaseRecord, steps: [JSONValue], featureId: String
  ) -> JSONValue {
    let pickle = testCase.pickle
    let scenario = record.index.scenario(of: pickle)
    let hooks = { (phase: HookInfo.Phase) in
      JSONValue.array(
        testCase.steps.compactMap { entry in
          guard let hook = entry.testStep.hook, hook.phase == phase else { return nil }
          return .members([
            ("match", .object([("location", .string(hook.source.description))])),
            ("result", self.result(entry.result)),
          ])
        })
    }
    return .members([
      ("id", .string("\(featureId);\(Self.slug(pickle.name));line-\(pickle.location.line)")),
      ("keyword", .string(scenario?.keyword ?? "Scenario")),
      ("name", .string(pickle.name)),
      ("description", .string(scenario?.description ?? "")),
      ("line", .int(pickle.location.line)),
      ("type", .string("scenario")),
      ("tags", tags(pickle.tags.map { ($0.name, pickle.location.line) })),
      ("before", hooks(.before)),
      ("steps", .array(steps)),
      ("after", hooks(.after)),
    ])
  }

  private func step(_ entry: (testStep: TestStep, result: TestStepResult)) -> JSONValue? {
    guard case .step(let step, let matches) = entry.testStep.kind else { return nil }
    let docString = step.argument?.docString.map { docString in
      JSONValue.members([
        ("value", .string(docString.content)),
        ("content_type", docString.mediaType.map(JSONValue.string)),
        ("line", record.index.step(of: step)?.docString.map { .int($0.location.line) }),
      ])
    }
    let rows = step.argument?.dataTable.map { table in
      JSONValue.array(table.rows.map { .object([("cells", .array($0.map(JSONValue.string)))]) })
    }
    return .members([
      ("keyword", .string(record.index.keyword(of: step))),
      ("name", .string(step.text)),
      ("line", record.index.line(of: step).map(JSONValue.int)),
      ("doc_string", docString),
      ("rows", rows),
      (
        "match", matches.count == 1 ? .object([("location", .string("\(matches[0].source)"))]) : nil
      ),
      ("result", result(entry.result)),
    ])
  }

  private func result(_ result: TestStepResult) -> JSONValue {
    .members([
      ("status", .string(result.status.rawValue)),
      ("duration", .int64(result.duration.nanoseconds)),
      ("error_message", result.message.map(JSONValue.string)),
    ])
  }

  private func tags(_ tags: [(name: String, line: Int)]) -> JSONValue {
    .array(tags.map { .object([("name", .string($0.name)), ("line", .int($0.line))]) })
  }

  /// Cucumber's id form: lower case, runs of white space as `-`.
  private static func slug(_ name: String) -> String {
    name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: "-")
  }
}
