import GherkinParser

/// The classic Cucumber JSON report, made from the run's messages: an array of features, each
/// with its scenarios (`elements`), their steps with `match` and `result`, and before/after hook
/// results.
///
/// Background steps are not listed in the scenario: each background that ran for a scenario
/// gets its own element of type `background` (its keyword, name, line and the steps' results),
/// placed just before that scenario's element; a feature background comes before a rule one.
package struct CucumberJSONFormatter: MessageFormatter {
  /// Creates the formatter.
  package init() {}

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    guard case .testRunFinished = envelope else { return "" }
    let features = record.byFeatureFile(record.finalAttempts).map {
      feature(uri: $0.uri, attempts: $0.attempts, record: record)
    }
    return JSONValue.array(features).pretty() + "\n"
  }

  private func feature(uri: String, attempts: [TestCaseAttempt], record: TestRunRecord)
    -> JSONValue
  {
    let feature = record.document(uri: uri)?.feature
    let featureId = Self.slug(feature?.name ?? uri)
    return .members([
      ("uri", .string(uri)),
      ("id", .string(featureId)),
      ("keyword", .string(feature?.keyword ?? "Feature")),
      ("name", .string(feature?.name ?? "")),
      ("description", .string(feature?.description ?? "")),
      ("line", .int(feature?.location.line ?? 1)),
      ("tags", tags(feature?.tags.map { ($0.name, $0.location.line) } ?? [])),
      (
        "elements",
        .array(attempts.flatMap { elements(of: $0, featureId: featureId, record: record) })
      ),
    ])
  }

  /// The background elements of an attempt, then its scenario element.
  private func elements(of attempt: TestCaseAttempt, featureId: String, record: TestRunRecord)
    -> [JSONValue]
  {
    guard let pickle = record.pickle(id: attempt.pickleId) else { return [] }
    var backgrounds: [(background: Background, steps: [JSONValue])] = []
    var ownSteps: [JSONValue] = []
    for run in attempt.steps {
      guard let id = run.testStep.pickleStepId, let pickleStep = record.pickleStep(id: id) else {
        continue
      }
      let json = step(run, pickleStep: pickleStep, record: record)
      guard let background = record.background(of: pickleStep) else {
        ownSteps.append(json)
        continue
      }
      if let last = backgrounds.indices.last, backgrounds[last].background.id == background.id {
        backgrounds[last].steps.append(json)
      } else {
        backgrounds.append((background, [json]))
      }
    }
    let scenario = record.lineage(of: pickle).scenario
    let hooks = { (type: Messages.Hook.HookType) in
      JSONValue.array(
        attempt.steps.compactMap { run in
          guard let hook = run.testStep.hookId.flatMap(record.hook(id:)), hook.type == type
          else { return nil }
          return .members([
            ("match", .object([("location", .string(hook.sourceReference.place))])),
            ("result", self.result(run.result)),
          ])
        })
    }
    let element: JSONValue = .members([
      ("id", .string("\(featureId);\(Self.slug(pickle.name));line-\(pickle.location.line)")),
      ("keyword", .string(scenario?.keyword ?? "Scenario")),
      ("name", .string(pickle.name)),
      ("description", .string(scenario?.description ?? "")),
      ("line", .int(pickle.location.line)),
      ("type", .string("scenario")),
      ("tags", tags(pickle.tags.map { ($0.name, pickle.location.line) })),
      ("before", hooks(.beforeTestCase)),
      ("steps", .array(ownSteps)),
      ("after", hooks(.afterTestCase)),
    ])
    return backgrounds.map { background(of: $0.background, steps: $0.steps) } + [element]
  }

  private func background(of background: Background, steps: [JSONValue]) -> JSONValue {
    .members([
      ("keyword", .string(background.keyword)),
      ("name", .string(background.name)),
      ("description", .string(background.description)),
      ("line", .int(background.location.line)),
      ("type", .string("background")),
      ("steps", .array(steps)),
    ])
  }

  private func step(
    _ run: TestCaseAttempt.StepRun, pickleStep: PickleStep, record: TestRunRecord
  ) -> JSONValue {
    let source = record.step(of: pickleStep)
    let docString = pickleStep.argument?.docString.map { docString in
      JSONValue.members([
        ("value", .string(docString.content)),
        ("content_type", docString.mediaType.map(JSONValue.string)),
        ("line", source?.docString.map { .int($0.location.line) }),
      ])
    }
    let rows = pickleStep.argument?.dataTable.map { table in
      JSONValue.array(table.rows.map { .object([("cells", .array($0.map(JSONValue.string)))]) })
    }
    let match = record.unambiguousDefinition(of: run.testStep).map {
      JSONValue.object([("location", .string($0.sourceReference.place))])
    }
    return .members([
      ("keyword", .string(source?.keyword ?? "")),
      ("name", .string(pickleStep.text)),
      ("line", source.map { .int($0.location.line) }),
      ("doc_string", docString),
      ("rows", rows),
      ("match", match),
      ("result", result(run.result)),
    ])
  }

  private func result(_ result: Messages.TestStepResult?) -> JSONValue {
    let status = result?.status ?? .skipped
    let duration = result.map { $0.duration.seconds * 1_000_000_000 + $0.duration.nanos }
    return .members([
      ("status", .string(CucumberText.word(status))),
      ("duration", .int(duration ?? 0)),
      ("error_message", result?.message.map(JSONValue.string)),
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
