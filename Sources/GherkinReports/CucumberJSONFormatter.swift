import Foundation
import GherkinFormatters
import GherkinParser

/// The Cucumber JSON report as Cucumber's maintained JSON formatter writes it (the variant
/// cucumber-jvm writes), made from the run's messages: each test case's elements go to a
/// temporary file as it finishes, and the document is laid out of them at the run's end.
///
/// One feature per file, in URI order; in each, the last attempt of every test case, ordered by
/// where its scenario (or Examples row) is in the file, whatever order the attempts ran in. A
/// test case's background steps (its feature's and its rule's, merged) make one `background`
/// element before its `scenario` element. Empty lists, zero and undefined steps' durations,
/// and absent matches' members are left out, as Cucumber leaves them out.
package struct CucumberJSONFormatter: MessageFormatter {
  /// Reads only the test cases in flight.
  package var reads: RecordReading { .testCasesInFlight }

  /// The next piece of the spooled text.
  package func nextPiece() throws -> String? { try spool.nextPiece() }

  /// Each test case's elements, written as it finishes.
  package let spool = ReportSpool(report: "JSON")
  /// Each finished test case's feature (a number in ``features``), place in its file and part of
  /// the ``spool``, in the order they finished.
  private var elements: [(feature: Int, location: Location, part: Int)] = []
  /// Each feature's URI and its text before and after its elements.
  private var features = Numbered<(uri: String, head: String, tail: String)>()

  /// Creates the formatter.
  package init() {}

  package mutating func format(_ envelope: Envelope, in record: TestRunRecord) -> String {
    switch envelope {
    case .testCaseFinished:
      guard let attempt = record.justFinished, !attempt.willBeRetried,
        let pickle = record.pickle(id: attempt.pickleId)
      else { return "" }
      let feature = features.number(pickle.uri) { Self.feature(pickle.uri, in: record) }
      // The array's `pretty()` layout: elements are items of an array three levels in.
      let text = Self.json(of: attempt, pickle: pickle, in: record).map { $0.pretty(level: 3) }
        .joined(separator: ",\n      ")
      elements.append((feature, pickle.location, spool.add(text)))
      return ""
    case .testRunFinished:
      defer { (elements, features) = ([], Numbered()) }  // starts empty for another run
      let byFeature = Dictionary(grouping: elements.indices) { elements[$0].feature }
      var layout: [ReportSpool.Piece] = []
      let features = features.values
      for feature in features.indices.sorted(by: { features[$0].uri < features[$1].uri }) {
        layout.append(.text((layout.isEmpty ? "\n  " : ",\n  ") + features[feature].head))
        let ordered = (byFeature[feature] ?? []).sorted {
          (elements[$0].location, $0) < (elements[$1].location, $1)
        }
        for (position, element) in ordered.enumerated() {
          layout += [
            .text(position == 0 ? "\n      " : ",\n      "), .part(elements[element].part),
          ]
        }
        layout.append(.text(features[feature].tail))
      }
      spool.lay(out: layout + [.text(layout.isEmpty ? "]\n" : "\n]\n")])
      return "["
    default: return ""
    }
  }

  /// The feature of the file `uri`, laid out as an item of the array: its members before its
  /// elements, and after them its tags.
  private static func feature(_ uri: String, in record: TestRunRecord) -> (
    uri: String, head: String, tail: String
  ) {
    let feature = record.document(uri: uri)?.feature
    let tags = (feature?.tags ?? []).map { tag -> JSONValue in
      [
        "name": .string(tag.name), "type": "Tag",
        "location": ["line": .int(tag.location.line), "column": .int(tag.location.column ?? 0)],
      ]
    }
    let members: JSONValue = [
      "uri": .string(uri), "id": .string(slug(feature?.name ?? "")),
      "line": .int(feature?.location.line ?? 1), "keyword": .string(feature?.keyword ?? ""),
      "name": .string(feature?.name ?? ""), "description": .string(feature?.description ?? ""),
    ]
    var head = members.pretty(level: 1)
    head.removeLast("\n  }".count)  // the members go on: the elements come next
    let tail = "\n    ],\n    \"tags\": " + JSONValue.array(tags).pretty(level: 2)
    return (uri, head + ",\n    \"elements\": [", tail + "\n  }")
  }

  /// The merged background element, if the scenario has a background, then the scenario's.
  private static func json(of attempt: TestCaseAttempt, pickle: Pickle, in record: TestRunRecord)
    -> [JSONValue]
  {
    let lineage = record.lineage(of: pickle)
    var ran = StepsThatRan()
    for run in attempt.steps { ran.take(run, record: record) }
    let background = backgroundElement(
      (ran.steps.compactMap(\.background) + declaredBackgrounds(lineage)).first, steps: ran)
    return [background].compactMap { $0 } + [
      .members([
        ("start_timestamp", .string(timestamp(attempt.started.timestamp))),
        ("line", .int(pickle.location.line)), ("id", .string(id(of: lineage))),
        ("type", "scenario"), ("keyword", .string(lineage.scenario?.keyword ?? "")),
        ("name", .string(pickle.name)),
        ("description", .string(lineage.scenario?.description ?? "")),
        ("steps", ran.json(background: false)),
        ("before", nonEmpty(ran.hooks[.beforeTestCase] ?? [])),
        ("after", nonEmpty(ran.hooks[.afterTestCase] ?? [])),
        ("tags", nonEmpty(pickle.tags.map { ["name": .string($0.name)] })),
      ])
    ]
  }

  /// The feature's Background, then the rule's: the first is the scenario's when none of its
  /// steps ran.
  private static func declaredBackgrounds(_ lineage: Lineage) -> [Background] {
    [
      lineage.feature?.children.compactMap { if case .background(let b) = $0 { b } else { nil } },
      lineage.rule?.children.compactMap { if case .background(let b) = $0 { b } else { nil } },
    ].compactMap { $0?.first }
  }

  /// The background element holding the steps that came from `background`, if there is one.
  private static func backgroundElement(_ background: Background?, steps: StepsThatRan)
    -> JSONValue?
  {
    background.map {
      [
        "line": .int($0.location.line), "type": "background", "keyword": .string($0.keyword),
        "name": .string($0.name), "description": .string($0.description),
        "steps": steps.json(background: true),
      ] as JSONValue
    }
  }

  /// The steps and hooks of an attempt, gathered as they ran: a step's before-step hooks are
  /// those just before it, its after-step hooks those just after it.
  private struct StepsThatRan {
    private(set) var steps: [StepEntry] = []
    private(set) var hooks: [Messages.Hook.HookType: [JSONValue]] = [:]
    private var beforeStep: [JSONValue] = []
    private var afterStepGoesTo: Int?

    mutating func take(_ run: TestCaseAttempt.StepRun, record: TestRunRecord) {
      guard let result = run.result else { return }
      if let type = run.testStep.hookId.flatMap({ record.hook(id: $0) })?.type {
        takeHook(type, json: hookJSON(run, result: result, record: record))
        return
      }
      // A step (or a hook of no known type, which Cucumber leaves out) ends the step hooks'
      // turn: before-step hooks belong to the step after them, after-step ones to the one before.
      defer { beforeStep = [] }
      afterStepGoesTo = nil
      guard let pickleStep = record.pickleStep(of: run.testStep),
        let step = record.step(of: pickleStep)
      else { return }
      afterStepGoesTo = steps.count
      steps.append(
        StepEntry(
          members: [
            ("keyword", .string(step.keyword)), ("line", .int(step.location.line)),
            ("match", match(run.testStep, record: record)), ("name", .string(pickleStep.text)),
            ("result", resultJSON(result)), ("doc_string", docString(of: pickleStep, step)),
            ("rows", rows(of: pickleStep)), ("before", nonEmpty(beforeStep)),
          ], attachments: attachments(of: run),
          background: record.background(of: pickleStep)))
    }

    /// The steps of the background (or of the scenario) as a JSON array.
    func json(background: Bool) -> JSONValue {
      JSONValue.array(
        steps.filter { ($0.background != nil) == background }.map {
          .members($0.members + [("after", nonEmpty($0.after))] + $0.attachments)
        })
    }

    private mutating func takeHook(_ type: Messages.Hook.HookType, json: JSONValue) {
      switch type {
      case .beforeTestStep: beforeStep.append(json)
      case .afterTestStep: if let afterStepGoesTo { steps[afterStepGoesTo].after.append(json) }
      case .beforeTestRun, .afterTestRun: break
      case .beforeTestCase, .afterTestCase: hooks[type, default: []].append(json)
      }
    }

    private func hookJSON(
      _ run: TestCaseAttempt.StepRun, result: Messages.TestStepResult, record: TestRunRecord
    ) -> JSONValue {
      JSONValue.members(
        [("match", match(run.testStep, record: record)), ("result", resultJSON(result))]
          + attachments(of: run))
    }

    private func docString(of pickleStep: PickleStep, _ step: Step) -> JSONValue? {
      pickleStep.argument?.docString.map { docString -> JSONValue in
        .members([
          ("line", .int((step.docString?.location ?? step.location).line)),
          ("value", .string(docString.content)),
          ("content_type", docString.mediaType.map(JSONValue.string)),
        ])
      }
    }

    private func rows(of pickleStep: PickleStep) -> JSONValue? {
      pickleStep.argument?.dataTable.map { table in
        JSONValue.array(table.rows.map { ["cells": .array($0.map(JSONValue.string))] })
      }
    }
  }

  /// A step that ran: its members before `after`, its after-step hooks, its attachments.
  private struct StepEntry {
    var members: [(String, JSONValue?)]
    var attachments: [(String, JSONValue?)]
    var background: Background?
    var after: [JSONValue] = []
  }

  /// `location` of the one definition a step matched (or of the hook), and the step's
  /// arguments when exactly one definition matched, one per capture group: its text and offset,
  /// or `{}` for an optional group that matched nothing, as Cucumber lists them. `{}` for an
  /// undefined or ambiguous step.
  private static func match(_ testStep: Messages.TestStep, record: TestRunRecord) -> JSONValue {
    let source =
      record.unambiguousDefinition(of: testStep)?.sourceReference
      ?? testStep.hookId.flatMap({ record.hook(id: $0) })?.sourceReference
    let arguments = testStep.stepMatchArgumentsLists.flatMap { lists in
      lists.count == 1 ? lists[0].stepMatchArguments : nil
    }?.map { argument in
      JSONValue.members([
        ("val", argument.group.value.map(JSONValue.string)),
        ("offset", argument.group.start.map(JSONValue.int)),
      ])
    }
    return .members([
      ("location", source.map(\.place).flatMap { $0.isEmpty ? nil : .string($0) }),
      ("arguments", arguments.flatMap(nonEmpty)),
    ])
  }

  private static func resultJSON(_ result: Messages.TestStepResult) -> JSONValue {
    let nanoseconds = result.duration.seconds * 1_000_000_000 + result.duration.nanos
    let error =
      result.exception.map { $0.stackTrace ?? $0.message }
      ?? (result.status == .failed ? result.message : nil)
    return .members([
      ("duration", nanoseconds == 0 || result.status == .undefined ? nil : .int(nanoseconds)),
      ("status", .string(CucumberText.word(result.status))),
      ("error_message", error.map(JSONValue.string)),
    ])
  }

  /// `embeddings` (Base64 with the media type and file name) and `output` (logged text).
  private static func attachments(of run: TestCaseAttempt.StepRun) -> [(String, JSONValue?)] {
    let isLog = { (attachment: Messages.Attachment) in
      attachment.mediaType == "text/x.cucumber.log+plain"
    }
    let logs = run.attachments.filter(isLog)
    let embeddings = run.attachments.filter { !isLog($0) }.map { attachment in
      JSONValue.members([
        ("mime_type", .string(attachment.mediaType)),
        (
          "data",
          .string(
            attachment.contentEncoding == .base64
              ? attachment.body : Data(attachment.body.utf8).base64EncodedString())
        ),
        ("name", attachment.fileName.map(JSONValue.string)),
      ])
    }
    let output = logs.map { log in
      JSONValue.string(
        log.contentEncoding == .identity
          ? log.body : String(decoding: Data(base64Encoded: log.body) ?? Data(), as: UTF8.self))
    }
    return [("embeddings", nonEmpty(embeddings)), ("output", nonEmpty(output))]
  }

  private static func nonEmpty(_ values: [JSONValue]) -> JSONValue? {
    values.isEmpty ? nil : .array(values)
  }

  /// `feature;rule;scenario` (the rule when there is one), and `;examples;N` for an Examples row,
  /// N counting the table's lines from 1 with the header as 1.
  private static func id(of lineage: Lineage) -> String {
    var parts = [lineage.feature?.name, lineage.rule?.name, lineage.scenario?.name]
      .compactMap { $0 }.map(slug)
    if let examples = lineage.examples, let row = lineage.examplesRow,
      let index = examples.tableBody.firstIndex(where: { $0.id == row.id })
    {
      parts += [slug(examples.name), String(index + 2)]
    }
    return parts.joined(separator: ";")
  }

  /// Cucumber's id form: lower case, each white space, `'`, `_`, `,` and `!` as `-`.
  private static func slug(_ name: String) -> String {
    String(
      name.lowercased().map { character in
        character.isWhitespace || "'_,!".contains(character) ? "-" : character
      })
  }

  /// `1970-01-01T00:00:00.001Z`: UTC, to the millisecond.
  private static func timestamp(_ timestamp: Messages.Timestamp) -> String {
    CucumberJUnitFormatter.timestamp(timestamp).dropLast()
      + ".\(CucumberText.threeDigits(timestamp.nanos / 1_000_000))Z"
  }
}
