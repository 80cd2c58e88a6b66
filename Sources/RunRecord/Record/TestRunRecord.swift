import GherkinLoading

/// One queryable record of a run, built by feeding it the run's envelopes in order: test case →
/// pickle → steps → results → attempts, with each attempt's verdict and first problem worked out
/// once, when the attempt finishes.
///
/// Every formatter and the `swift test` bridge read the run from here, whether the envelopes come
/// from a live run or from an NDJSON file.
///
/// ```swift
/// var record = TestRunRecord()
/// for envelope in envelopes { record.add(envelope) }
/// for testCase in record.finishedTestCases { print(testCase.title, testCase.status) }
/// ```
public struct TestRunRecord: Sendable {
  /// The feature files' URIs, in the order their sources came (a report reads their
  /// documents, not their texts).
  public private(set) var sourceURIs: [String] = []
  /// Parse errors, in the order they came.
  public private(set) var parseErrors: [Messages.ParseError] = []
  /// The pickles, in the order they came.
  public private(set) var pickles: [Pickle] = []
  /// The step definitions, in the order they came.
  public private(set) var stepDefinitions: [Messages.StepDefinition] = []
  /// The hooks, in the order they came.
  public private(set) var hooks: [Messages.Hook] = []
  /// Step definitions that named unknown parameter types.
  public private(set) var undefinedParameterTypes: [Messages.UndefinedParameterType] = []
  /// The test cases, in the order they were prepared.
  public private(set) var testCases: [Messages.TestCase] = []
  /// Every attempt at a test case, in the order they started.
  public private(set) var attempts: [TestCaseAttempt] = []
  /// BeforeAll and AfterAll hook runs, in the order they started.
  public private(set) var runHooks: [RunHookRecord] = []
  /// Attachments made outside any test case or run hook.
  public private(set) var runAttachments: [Messages.Attachment] = []
  /// The run's start.
  public private(set) var testRunStarted: Messages.TestRunStarted?
  /// The run's end.
  public private(set) var testRunFinished: Messages.TestRunFinished?
  /// What the run knew of itself beyond Cucumber's messages (``RunFacts``); the defaults when
  /// its messages carry none.
  public private(set) var facts = RunFacts.defaults

  /// Each test case whose last attempt finished, in the order they finished: kept, unlike its
  /// messages, by a record of message files that forgets finished test cases
  /// (``MessageFileRereading``), so that a report's sections can list the whole run (unless the
  /// record was made for formats that do not read it: then empty).
  public private(set) var finishedTestCases: [FinishedTestCase] = []
  private var keepsFinishedTestCases = true
  /// The test cases whose last attempt finished, to forget at a later envelope: only for a record
  /// that forgets them (`nil` otherwise), a live run's whose reports fold each test case.
  private var ended: Set<String>?
  /// The attempt the last envelope finished, the first time it came; `nil` after any other.
  package private(set) var justFinished: TestCaseAttempt?

  /// The run's problems that are not a scenario's result, as the run published them.
  public var problems: [Diagnostic] { facts.problems }

  /// The run's verdict, as the run decided it once and recorded it in `testRunFinished`: `nil`
  /// until the run has finished.
  public var passed: Bool? { testRunFinished?.success }

  var index = GherkinIndex()
  private var pickleIndex: [String: Int] = [:]
  private var pickleSteps = PickleStepPlaces()
  private var stepDefinitionIndex: [String: Int] = [:]
  private var hookIndex: [String: Int] = [:]
  private var testCaseIndex: [String: Int] = [:]
  private var attemptIndex: [String: Int] = [:]
  private var runHookIndex: [String: Int] = [:]
  private var suggestionsByStep: [String: [Messages.Suggestion]] = [:]
  private var explanationsByStep: [String: [String]] = [:]
  /// The feature files' URIs, and the lists of tags and of step definitions, each held once by
  /// every finished test case that has it.
  private var uris: Set<String> = []
  private var lists: Set<[String]> = []
  /// Each feature file's place among ``sourceURIs``.
  private var sourceOrder: [String: Int] = [:]

  /// Creates an empty record.
  public init() {}

  /// Creates an empty record of a live run of the suite indexed by `index`: the documents its
  /// messages bring are the suite's, read from `index` instead of indexed a second time.
  ///
  /// When `forgettingFinished`, for reports that fold each test case as it finishes, the record
  /// lets go of each test case, its attempts and its pickle some envelopes after its last attempt
  /// finished (those yet to start stay), so that it does not grow with the run; its
  /// ``finishedTestCases`` stay empty unless `keepingFinishedTestCases`.
  package init(
    index: GherkinIndex, forgettingFinished: Bool = false, keepingFinishedTestCases: Bool = true
  ) {
    self.index = index
    ended = forgettingFinished ? [] : nil
    keepsFinishedTestCases = keepingFinishedTestCases
  }

  /// Creates an empty record whose ``finishedTestCases`` stay empty unless
  /// `keepingFinishedTestCases`: for a record of message files fed by ``MessageFileRereading``,
  /// made for formats that do not read them.
  package init(keepingFinishedTestCases: Bool) {
    keepsFinishedTestCases = keepingFinishedTestCases
  }

  /// Creates a record of `envelopes`.
  public init(_ envelopes: some Sequence<Envelope>) {
    for envelope in envelopes { add(envelope) }
  }

  /// Adds the next envelope of the run. Messages referring to unknown ids are kept where they
  /// can be and otherwise ignored.
  public mutating func add(_ envelope: Envelope) {
    justFinished = nil
    if let ended, ended.count >= max(Self.forgettingBatch, testCases.count / 4) {
      forgetEnded()
    }
    keep(envelope)
  }

  /// How many finished test cases a record that forgets them lets go of at least at once (or a
  /// quarter of those it holds, if more): each time, its arrays are walked and its lookups made
  /// again, so that forgetting costs in all a few times as much as keeping (an eighth cost 5 %
  /// of a run of 10,000 scenarios).
  static let forgettingBatch = 16

  /// Moves past an envelope the record is not given (one ``MessageFileRereading`` reads again
  /// when it is needed): no attempt just finished.
  package mutating func passOver() { justFinished = nil }

  private mutating func keep(_ envelope: Envelope) {
    switch envelope {
    case .source(let source):
      sourceOrder[source.uri] = sourceOrder[source.uri] ?? sourceURIs.count
      sourceURIs.append(source.uri)
    case .gherkinDocument(let document): index.add(document)
    case .parseError(let error): parseErrors.append(error)
    case .pickle(var pickle):
      // An older pickle without a location (line 0) takes its row's or scenario's.
      if pickle.location.line == 0 {
        pickle.location = index.location(of: pickle) ?? Location(line: 0)
      }
      pickleIndex[pickle.id] = pickles.count
      for (position, step) in pickle.steps.enumerated() {
        pickleSteps[step.id] = (pickles.count, position)
      }
      pickles.append(pickle)
    case .stepDefinition(let definition):
      stepDefinitionIndex[definition.id] = stepDefinitions.count
      stepDefinitions.append(definition)
    case .hook(let hook):
      hookIndex[hook.id] = hooks.count
      hooks.append(hook)
    case .undefinedParameterType(let undefined): undefinedParameterTypes.append(undefined)
    case .testRunStarted(let started): testRunStarted = started
    case .testCase(let testCase):
      testCaseIndex[testCase.id] = testCases.count
      testCases.append(testCase)
    case .testCaseStarted(let started):
      guard let testCase = testCase(id: started.testCaseId) else { return }
      attemptIndex[started.id] = attempts.count
      attempts.append(TestCaseAttempt(started: started, testCase: testCase))
    case .testStepFinished(let finished):
      guard let position = attemptIndex[finished.testCaseStartedId] else { return }
      attempts[position].add(finished)
    case .testCaseFinished(let finished):
      guard let position = attemptIndex[finished.testCaseStartedId],
        attempts[position].finished == nil
      else { return }
      attempts[position].finished = finished
      justFinished = attempts[position]
      guard !finished.willBeRetried else { return }
      finish(attempts[position])
      ended?.insert(attempts[position].testCase.id)
    case .testRunFinished(let finished): testRunFinished = finished
    // Nothing a report reads: who wrote the stream, its parameter types, when steps started.
    case .meta, .parameterType, .testStepStarted, .externalAttachment: break
    case .testRunHookStarted(let started):
      runHookIndex[started.id] = runHooks.count
      runHooks.append(RunHookRecord(started: started))
    case .testRunHookFinished(let finished):
      guard let position = runHookIndex[finished.testRunHookStartedId] else { return }
      runHooks[position].finished = finished
    case .attachment(let attachment): attach(attachment)
    case .suggestion(let suggestion):
      suggestionsByStep[suggestion.pickleStepId, default: []].append(suggestion)
    }
  }

  /// Keeps what reports read of `attempt`'s test case once it is forgotten.
  private mutating func finish(_ attempt: TestCaseAttempt) {
    guard keepsFinishedTestCases, let pickle = pickle(id: attempt.pickleId) else { return }
    var seen: Set<String> = []
    let definitions = attempt.testCase.testSteps.flatMap { $0.stepDefinitionIds ?? [] }
      .filter { seen.insert($0).inserted }
    finishedTestCases.append(
      FinishedTestCase(
        pickleId: pickle.id, name: pickle.name, title: title(of: pickle),
        uri: uris.insert(pickle.uri).memberAfterInsert, line: pickle.location.line,
        tags: lists.insert(pickle.tags.map(\.name)).memberAfterInsert, status: attempt.status,
        stepDefinitionIds: lists.insert(definitions).memberAfterInsert))
  }

  /// How many documents the record holds.
  package var documentCount: Int { index.documents.count }

  /// Forgets every document no pickle the record holds comes from.
  package mutating func forgetDocumentsNotInFlight() {
    let (used, documents) = (Set(pickles.map(\.uri)), index.documents.values)
    index = GherkinIndex()
    for document in documents where used.contains(document.uri) { index.add(document) }
  }

  /// Forgets the attempts that `finishing` finished, then the test cases and pickles no attempt
  /// in flight runs, and the suggestions for the steps of a test case that will not be retried
  /// (those for test cases yet to start stay); a retried test case is read again.
  package mutating func forget(finished finishing: [Messages.TestCaseFinished]) {
    let done = Set(finishing.map(\.testCaseStartedId))
    let ended = Set(
      finishing.filter { !$0.willBeRetried }.compactMap { attempt(id: $0.testCaseStartedId) }
        .flatMap { pickle(id: $0.pickleId)?.steps.map(\.id) ?? [] })
    let (running, held) = (attempts.filter { !done.contains($0.started.id) }, pickles)
    (pickles, testCases, attempts) = ([], [], [])
    (pickleIndex, pickleSteps, testCaseIndex, attemptIndex) = ([:], .init(), [:], [:])
    for attempt in running {
      for pickle in held where pickle.id == attempt.pickleId && pickleIndex[pickle.id] == nil {
        keep(.pickle(pickle))
      }
      if testCaseIndex[attempt.testCase.id] == nil { keep(.testCase(attempt.testCase)) }
      attemptIndex[attempt.started.id] = attempts.count
      attempts.append(attempt)
    }
    for step in ended { suggestionsByStep[step] = nil }
  }

  /// Forgets the test cases whose last attempt finished (``ended``), their attempts and pickles,
  /// and the suggestions for the pickles' steps and the explanations of the undefined ones (each
  /// reader took them when its test case finished); the arrays keep their room.
  private mutating func forgetEnded() {
    guard let ended else { return }
    let forgotten = Set(testCases.lazy.filter { ended.contains($0.id) }.map(\.pickleId))
    for pickle in pickles where forgotten.contains(pickle.id) {
      for step in pickle.steps {
        suggestionsByStep[step.id] = nil
        explanationsByStep[step.id] = nil
      }
    }
    pickles.removeAll { forgotten.contains($0.id) }
    testCases.removeAll { ended.contains($0.id) }
    attempts.removeAll { ended.contains($0.testCase.id) }
    (pickleIndex, pickleSteps) = ([:], .init())
    for (position, pickle) in pickles.enumerated() {
      pickleIndex[pickle.id] = position
      for (place, step) in pickle.steps.enumerated() { pickleSteps[step.id] = (position, place) }
    }
    (testCaseIndex, attemptIndex) = ([:], [:])
    for (position, testCase) in testCases.enumerated() { testCaseIndex[testCase.id] = position }
    for (position, attempt) in attempts.enumerated() { attemptIndex[attempt.started.id] = position }
    self.ended = []
  }

  private mutating func attach(_ attachment: Messages.Attachment) {
    if let facts = RunFacts(attachment) {
      self.facts = facts
    } else if let started = attachment.testCaseStartedId, let position = attemptIndex[started] {
      attempts[position].attach(attachment)
    } else if let hookRun = attachment.testRunHookStartedId, let position = runHookIndex[hookRun] {
      runHooks[position].attachments.append(attachment)
    } else {
      runAttachments.append(attachment)
    }
  }

  // MARK: - Lookups

  /// The pickle with `id`.
  public func pickle(id: String) -> Pickle? { pickleIndex[id].map { pickles[$0] } }

  /// The pickle step with `id`.
  public func pickleStep(id: String) -> PickleStep? {
    pickleSteps[id].map { pickles[$0.pickle].steps[$0.step] }
  }

  /// A number that grows with the place of the pickle with `id`: its file's among the sources,
  /// then its line, as the run that made the pickles sent them (so the parts of a split suite
  /// joined keep the whole suite's order); after them all when it or its source never came.
  package func pickleOrder(id: String) -> Int {
    guard let pickle = pickle(id: id), let file = sourceOrder[pickle.uri] else { return .max }
    return file << 32 | pickle.location.line
  }

  /// The pickle step a test step runs; `nil` for a hook.
  package func pickleStep(of testStep: Messages.TestStep) -> PickleStep? {
    testStep.pickleStepId.flatMap { pickleStep(id: $0) }
  }

  /// The step definition with `id`.
  public func stepDefinition(id: String) -> Messages.StepDefinition? {
    stepDefinitionIndex[id].map { stepDefinitions[$0] }
  }

  /// The hook with `id`.
  public func hook(id: String) -> Messages.Hook? { hookIndex[id].map { hooks[$0] } }

  /// The test case with `id`.
  public func testCase(id: String) -> Messages.TestCase? {
    testCaseIndex[id].map { testCases[$0] }
  }

  /// The attempt with the `testCaseStarted` id `id`.
  public func attempt(id: String) -> TestCaseAttempt? { attemptIndex[id].map { attempts[$0] } }

  /// Every definition a step matched (more than one when it is ambiguous).
  package func stepDefinitions(of testStep: Messages.TestStep) -> [Messages.StepDefinition] {
    (testStep.stepDefinitionIds ?? []).compactMap { stepDefinition(id: $0) }
  }

  /// The parsed document of the file at `uri`.
  public func document(uri: String) -> GherkinDocument? { index.documents[uri] }

  /// The feature, rule, scenario and Examples row a pickle came from.
  public func lineage(of pickle: Pickle) -> Lineage {
    Lineage(
      feature: index.feature(uri: pickle.uri), rule: index.rule(of: pickle),
      scenario: index.scenario(of: pickle),
      examples: pickle.examplesRowId.flatMap { index.examplesOfRow[$0] },
      examplesRow: pickle.examplesRowId.flatMap { index.rows[$0] })
  }

  /// The pickle's name, an Examples row's followed by the row's values:
  /// `Refused (age = 17, reason = young)`.
  package func title(of pickle: Pickle) -> String {
    let lineage = lineage(of: pickle)
    guard let row = lineage.examplesRow, let header = lineage.examples?.tableHeader else {
      return pickle.name
    }
    let values = zip(header.cells, row.cells).map { "\($0.value) = \($1.value)" }
    return "\(pickle.name) (\(values.joined(separator: ", ")))"
  }

  /// The Gherkin step a pickle step came from.
  public func step(of pickleStep: PickleStep) -> Step? {
    guard let place = pickleSteps[pickleStep.id] else { return nil }
    return index.step(of: pickleStep, in: pickles[place.pickle])
  }

  /// The background a pickle step came from, if any.
  public func background(of pickleStep: PickleStep) -> Background? {
    index.background(of: pickleStep)
  }

  /// The suggestions made for an undefined pickle step.
  public func suggestions(for pickleStepId: String) -> [Messages.Suggestion] {
    suggestionsByStep[pickleStepId] ?? []
  }

  /// Why an undefined pickle step matched no step definition, in plain words, when a live run
  /// said so (the message stream does not carry it).
  public func explanation(forPickleStep id: String) -> [String] {
    explanationsByStep[id] ?? []
  }

  /// Keeps what a live run knows beyond its messages: why an undefined step matched no
  /// sentence.
  mutating func note(explanation: [String], forPickleStep id: String) {
    explanationsByStep[id] = explanation
  }

  /// Where a test step is declared: a step's line in its feature file, or a hook's source.
  public func problemLocation(of testStep: Messages.TestStep) -> Messages.SourceReference? {
    if let hookId = testStep.hookId { return hook(id: hookId)?.sourceReference }
    guard let id = testStep.pickleStepId, let position = pickleSteps[id] else { return nil }
    let pickle = pickles[position.pickle]
    let location = index.step(of: pickle.steps[position.step], in: pickle)?.location
    return Messages.SourceReference(uri: pickle.uri, location: location)
  }
}

/// Where each pickle step is (its pickle's and its own position), by id: 8 bytes a step for ids
/// that are numbers (as the runner makes them, nearly consecutive), at the number's place in an
/// array; any other id in a dictionary.
private struct PickleStepPlaces: Sendable {
  private var first: Int?
  private var numbered: [(pickle: Int32, step: Int32)] = []
  /// How many places of `numbered` are set: the array grows only by as many again (plus a margin),
  /// so ids chosen to double it each time cannot make it huge.
  private var filled = 0
  private var named: [String: (pickle: Int, step: Int)] = [:]

  subscript(id: String) -> (pickle: Int, step: Int)? {
    get {
      guard let slot = slot(id), slot < numbered.count, numbered[slot].pickle >= 0 else {
        return named[id]
      }
      return (Int(numbered[slot].pickle), Int(numbered[slot].step))
    }
    set {
      // A number far past the others (or before the first) would leave the array mostly empty.
      guard let place = newValue, let slot = first == nil ? start(id) : slot(id),
        slot < filled * 2 + 65_536, place.pickle < Int32.max, place.step < Int32.max
      else {
        named[id] = newValue
        return
      }
      if slot >= numbered.count {
        numbered += repeatElement(
          (pickle: Int32(-1), step: Int32(-1)), count: slot + 1 - numbered.count)
      }
      if numbered[slot].pickle < 0 { filled += 1 }
      numbered[slot] = (Int32(place.pickle), Int32(place.step))
    }
  }

  /// The array place of `id` when it is a number written plainly, at or after the first one.
  private func slot(_ id: String) -> Int? {
    guard let first, let number = Int(id), number >= first, String(number) == id else { return nil }
    return number - first
  }

  private mutating func start(_ id: String) -> Int? {
    guard let number = Int(id), number >= 0, String(number) == id else { return nil }
    first = number
    return 0
  }
}

/// The nodes of a feature file a pickle came from.
public struct Lineage: Sendable, Hashable {
  /// The feature.
  public var feature: Feature?
  /// The rule, when the scenario is inside one.
  public var rule: Rule?
  /// The scenario or outline.
  public var scenario: Scenario?
  /// The Examples, for an outline's row.
  public var examples: Examples?
  /// The Examples row, for an outline's row.
  public var examplesRow: TableRow?
}

/// One BeforeAll or AfterAll hook run.
public struct RunHookRecord: Sendable, Hashable {
  /// Its start.
  public var started: Messages.TestRunHookStarted
  /// Its end, once it ended.
  public var finished: Messages.TestRunHookFinished?
  /// What it attached.
  public var attachments: [Messages.Attachment] = []
}
