import CucumberExpressions
import Foundation
import GherkinParser

/// Runs pickles against a ``StepRegistry`` and publishes what happens as Cucumber's messages
/// (``RunOutput``).
///
/// Each test case gets a fresh world; its before hooks run, then its steps, then its after hooks
/// (in reverse order, even after a failure). After a step or before hook that does not pass, the
/// remaining steps are skipped. Test cases run one after another, or with
/// ``RunOptions/parallel``, several at a time.
package struct TestRunner<World>: Sendable {
  /// The definitions and hooks.
  package var registry: StepRegistry<World>
  /// Dry run, strictness and fail-fast.
  package var options: RunOptions
  /// Wraps each hook and step body.
  package var invoker: any StepInvoker
  /// The wall clock used for message timestamps.
  package var now: @Sendable () -> Date
  /// The `testRunStarted` id: a new one for every run unless the front end gives one (a part of
  /// a split suite says which, ``RunIdentity``).
  package var runId = RunIdentity.unique().id

  /// Creates a runner.
  package init(
    registry: StepRegistry<World>, options: RunOptions = RunOptions(),
    invoker: any StepInvoker = DirectStepInvoker(),
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.registry = registry
    self.options = options
    self.invoker = invoker
    self.now = now
  }

  /// Runs `pickles` (by default every pickle of `suite`) and publishes the whole run to `sink`;
  /// `problems` (see `Diagnostics`) go out just before `testRunFinished`, and those of error
  /// severity fail the run.
  ///
  /// Order: `meta`, the files, then the registrations in the order they were made,
  /// `testRunStarted`, the run's ``RunFacts`` when it is not strict or is a dry run, the
  /// BeforeAll hooks, every test case (in ``RunOptions/order``), each test case's attempts (more
  /// than one only with ``RunOptions/retry``), the AfterAll hooks, the run's ``RunFacts`` with its
  /// problems unless they are the defaults, and `testRunFinished`.
  ///
  /// - Returns: the statuses of the test cases that ran, and whether the run passed.
  @discardableResult
  package func run(
    _ suite: FeatureSuite, pickles selected: [Pickle]? = nil, problems: [Diagnostic] = [],
    to sink: inout some RunSink
  ) async -> RunOutcome {
    let started = Messages.Timestamp(now())
    sink.publish(.meta(.feedSpecs))
    let pickles = options.order.arrange(selected ?? suite.pickles)
    publishFiles(of: suite, selected: Set(pickles.map(\.id)), problems: problems, to: &sink)
    publishRegistrations(to: &sink)
    sink.publish(.testRunStarted(Messages.TestRunStarted(timestamp: started, id: runId)))
    publishStrictness(to: &sink)

    // Bad configuration aborts the run before its first scenario (and its BeforeAll hooks).
    let configurationErrors = registry.registrationErrors.filter { !$0.namesUnknownParameterType }
    guard configurationErrors.isEmpty else {
      let exception = Messages.Exception(
        type: "RegistrationError",
        message: configurationErrors.map(\.description).joined(separator: "\n"))
      finish(success: false, exception: exception, problems: problems, to: &sink)
      return RunOutcome(results: [], strict: options.strict, hadErrors: true)
    }

    invoker.runStarting()
    var runHooks = RunHookRuns()
    await runHooks.run(registry.runHooks(.beforeTestRun), of: self, to: &sink)
    var endings: [RunOutcome.Ending] = []
    var prepared: [PreparedTestCase<World>] = []
    if !runHooks.failed {
      prepared = prepareTestCases(pickles, suite: suite, to: &sink)
      endings = await executeTestCases(&prepared, of: pickles, to: &sink)
    }
    let results = zip(pickles, endings).map {
      RunOutcome.CaseResult(pickle: $0, status: $1.status, failure: $1.failure)
    }
    await runHooks.run(registry.runHooks(.afterTestRun).reversed(), of: self, to: &sink)

    let hadErrors = suite.hasErrors || !registry.registrationErrors.isEmpty
    var outcome = RunOutcome(
      results: results, strict: options.strict, hadErrors: hadErrors,
      runHooksFailed: runHooks.failed)
    let judged =
      problems + proposals(results, prepared: prepared, suite: suite) + invoker.runFinishing()
      + sink.judgements
    outcome.hadProblems = judged.contains { $0.severity == .error }
    finish(success: outcome.success, problems: judged, to: &sink)
    return outcome
  }

  /// Publishes each file's source, its parse errors, its document and its selected pickles, then
  /// a parse error for each path that could not be read (a file not run, as one that does not
  /// parse).
  private func publishFiles(
    of suite: FeatureSuite, selected: Set<String>, problems: [Diagnostic],
    to sink: inout some RunSink
  ) {
    for file in suite.files {
      sink.publish(.source(Messages.Source(uri: file.uri, data: file.source)))
      for error in file.parseResult.errors {
        sink.publish(.parseError(Messages.ParseError(error, uri: file.uri)))
      }
      // Beyond Cucumber: the parts of a file that parse run even when another part does not.
      if let document = file.document { sink.publish(.gherkinDocument(document)) }
      for pickle in file.pickles where selected.contains(pickle.id) {
        sink.publish(.pickle(pickle))
      }
    }
    for problem in problems where problem.kind == .unreadableFile {
      let location = problem.line.map { Location(line: $0, column: problem.column) }
      sink.publish(
        .parseError(
          Messages.ParseError(
            source: Messages.SourceReference(uri: problem.uri, location: location),
            message: problem.machineMessage ?? problem.message)))
    }
  }

  /// The BeforeAll and AfterAll hooks that ran, numbered in one sequence, and whether any failed.
  private struct RunHookRuns {
    private var count = 0
    private(set) var failed = false

    mutating func run(
      _ hooks: some Sequence<RunHook>, of runner: TestRunner, to sink: inout some RunSink
    ) async {
      for hook in hooks {
        count += 1
        let passed = await runner.runHook(hook, id: "runhook-\(count)", to: &sink)
        if !passed { failed = true }
      }
    }
  }

  /// A test case for each pickle, published as it is made; each pairs with its pickle in
  /// `pickles` by position: no copy of the pickle.
  private func prepareTestCases(
    _ pickles: [Pickle], suite: FeatureSuite, to sink: inout some RunSink
  ) -> [PreparedTestCase<World>] {
    var matchMessages = StepMatchMessages()
    return pickles.enumerated().map { index, pickle in
      let testCase = prepare(
        pickle, id: "case-\(index + 1)", suite: suite, matchMessages: &matchMessages)
      sink.publish(.testCase(testCase.message))
      return testCase
    }
  }

  /// Runs the test cases in order (or in parallel), each with its attempts; stops after the
  /// first that fails the run under fail-fast. How each of those that ran ended, in order.
  private func executeTestCases(
    _ prepared: inout [PreparedTestCase<World>], of pickles: [Pickle], to sink: inout some RunSink
  ) async -> [RunOutcome.Ending] {
    let snippets = SnippetWriter(parameterTypes: registry.parameterTypes)
    if options.parallel > 1 {
      return await executeInParallel(prepared, of: pickles, snippets: snippets, to: &sink)
    }
    var endings: [RunOutcome.Ending] = []
    for (index, pickle) in pickles.enumerated() {
      // A test case's steps and message are let go as it runs, so memory shrinks as the run
      // goes (a proposed one's are kept: its proposal names its undefined steps at the end).
      let testCase = prepared[index]
      if !pickle.isProposed { prepared[index].letGo() }
      let ending = await executeAttempts(
        testCase, of: pickle, id: "\(index + 1)", snippets: snippets, to: &sink)
      endings.append(ending)
      if options.failFast && !pickle.isProposed && ending.status.failsRun(strict: options.strict) {
        break
      }
    }
    return endings
  }

  /// Publishes, before the first scenario, whether the run is strict and a dry run (``RunFacts``
  /// with no problem yet) unless it is the default, so that every report knows as each scenario
  /// finishes whether a pending or undefined one fails the run.
  private func publishStrictness(to sink: inout some RunSink) {
    let facts = RunFacts(problems: [], dryRun: options.dryRun, strict: options.strict)
    if facts != .defaults { sink.publish(.attachment(facts.attachment(runId: runId))) }
  }

  /// Publishes the run's ``RunFacts`` (its problems among them) unless they are the defaults (no
  /// problem, not a dry run, strict), so that a plain run's messages stay Cucumber's own; then
  /// `testRunFinished` with the run's one verdict, `success`, and as its message the problems
  /// that fail the run.
  private func finish(
    success: Bool, exception: Messages.Exception? = nil, problems: [Diagnostic],
    to sink: inout some RunSink
  ) {
    let facts = RunFacts(problems: problems, dryRun: options.dryRun, strict: options.strict)
    if facts != .defaults { sink.publish(.attachment(facts.attachment(runId: runId))) }
    let failing = problems.filter { $0.severity == .error }.map(\.rendered)
    let message = exception?.message ?? (failing.isEmpty ? nil : failing.joined(separator: "\n"))
    sink.publish(
      .testRunFinished(
        Messages.TestRunFinished(
          success: success, timestamp: Messages.Timestamp(now()), exception: exception,
          testRunStartedId: runId, message: message)))
  }

  /// Publishes the registry's step definitions, hooks and parameter types in the order they
  /// were registered. (Its errors have no message: the front ends tell them.)
  package func publishRegistrations(to sink: inout some RunSink) {
    for declaration in registry.declarations {
      switch declaration {
      case .stepDefinition(let info): sink.publish(.stepDefinition(info.message))
      case .hook(let hook): sink.publish(.hook(hook))
      case .parameterType(let parameterType): sink.publish(.parameterType(parameterType))
      case .undefinedParameterType(let undefined): sink.publish(.undefinedParameterType(undefined))
      }
    }
  }

  /// Runs `prepared` with at most ``RunOptions/parallel`` test cases in flight, each in its own
  /// world. A test case's messages are kept until it and every test case before it finish, and
  /// then published together, so test cases appear one after another in the stream in the
  /// order of `prepared`, whatever order they finish in: every report is a serial run's. With
  /// fail-fast, no test case starts after one has failed the run (those in flight finish).
  ///
  /// - Returns: how each ended, in the order of `prepared`, as a serial run gives them.
  private func executeInParallel(
    _ prepared: [PreparedTestCase<World>], of pickles: [Pickle], snippets: SnippetWriter,
    to sink: inout some RunSink
  ) async -> [RunOutcome.Ending] {
    var endings: [RunOutcome.Ending] = []
    var waiting: [Int: (RunOutcome.Ending, RunLog)] = [:]
    var stopping = false
    await withTaskGroup(of: (Int, RunOutcome.Ending, RunLog).self) { group in
      var next = 0
      func startNext() {
        guard !stopping, next < prepared.count else { return }
        let index = next
        let (testCase, pickle) = (prepared[index], pickles[index])
        next += 1
        group.addTask {
          var log = RunLog()
          let ending = await executeAttempts(
            testCase, of: pickle, id: "\(index + 1)", snippets: snippets, to: &log)
          return (index, ending, log)
        }
      }
      for _ in 0..<options.parallel { startNext() }
      while let (index, ending, log) = await group.next() {
        waiting[index] = (ending, log)
        while let (ready, log) = waiting.removeValue(forKey: endings.count) {
          for output in log.outputs { sink.publish(output) }
          endings.append(ready)
        }
        if options.failFast && !pickles[index].isProposed
          && ending.status.failsRun(strict: options.strict)
        {
          stopping = true
        }
        startNext()
      }
    }
    return endings
  }

  /// Runs a BeforeAll or AfterAll hook; whether it passed.
  private func runHook(_ hook: RunHook, id: String, to sink: inout some RunSink) async -> Bool {
    sink.publish(
      .testRunHookStarted(
        Messages.TestRunHookStarted(
          id: id, testRunStartedId: runId, hookId: hook.info.id,
          timestamp: Messages.Timestamp(now()))))
    let collector = AttachmentCollector()
    var noWorld: Void = ()
    let body = hook.body
    let result = await invoke(
      nil, collector: collector,
      limit: Limited(what: "\(hook.info.type == .beforeTestRun ? "BeforeAll" : "AfterAll") hook"),
      state: &noWorld
    ) { _ in try await body() }
    for item in collector.take() {
      sink.publish(.attachment(item.message(testRunHookStartedId: id)))
    }
    sink.publish(
      .testRunHookFinished(
        Messages.TestRunHookFinished(
          testRunHookStartedId: id, result: result.asMessage, timestamp: Messages.Timestamp(now())))
    )
    return result.status == .passed
  }

  /// Runs one pickle on its own (as the Swift Testing bridge does), publishing its test case
  /// and its attempts to `sink`; a failed test case is retried as ``RunOptions/retry`` says.
  package func runTestCase(
    _ pickle: Pickle, id: String = "case-1", to sink: inout some RunSink
  ) async -> TestStatus {
    var matchMessages = StepMatchMessages()
    let testCase = prepare(pickle, id: id, matchMessages: &matchMessages)
    sink.publish(.testCase(testCase.message))
    return await executeAttempts(
      testCase, of: pickle, id: id,
      snippets: SnippetWriter(parameterTypes: registry.parameterTypes),
      to: &sink
    ).status
  }

  /// Runs a test case until it does not fail or ``RunOptions/retry`` retries are used up; how
  /// the last attempt ended.
  private func executeAttempts(
    _ testCase: PreparedTestCase<World>, of pickle: Pickle, id: String, snippets: SnippetWriter,
    to sink: inout some RunSink
  ) async -> RunOutcome.Ending {
    var attempt = 0
    while true {
      let retries = attempt < options.retry
      let ending = await execute(
        testCase, of: pickle, attemptId: "attempt-\(id)-\(attempt + 1)", attempt: attempt,
        mayRetry: retries, snippets: snippets, to: &sink)
      guard retries, ending.status == .failed else { return ending }
      attempt += 1
    }
  }

  // MARK: - Preparing

  /// The test case of `pickle`: its hooks and steps in order, each step matched to the
  /// definitions (none means undefined, more than one ambiguous), as Cucumber's message.
  /// `suite` gives the Examples columns an undefined step's `<placeholder>` is explained with;
  /// `matchMessages` keeps the parts of the step messages the test cases of one run share.
  func prepare(
    _ pickle: Pickle, id: String, suite: FeatureSuite? = nil,
    matchMessages: inout StepMatchMessages
  ) -> PreparedTestCase<World> {
    var steps: [PreparedStep<World>] = []
    var messages: [Messages.TestStep] = []
    var columns: [String]?
    // `case-N-M`: short enough to be stored inside a String, with no allocation of its own.
    func nextId() -> String { "\(id)-\(steps.count + 1)" }
    func addHooks(_ hooks: [Hook<World>]) {
      for hook in hooks where hook.applies(to: pickle) {
        messages.append(.init(id: nextId(), hookId: hook.info.id))
        steps.append(.init(action: .hook(hook.body, isAfter: hook.info.type == .afterTestCase)))
      }
    }
    addHooks(registry.hooks(.beforeTestCase))
    for (position, step) in pickle.steps.enumerated() {
      let (found, action) = match(step)
      if case .undefined = action, columns == nil, let row = pickle.examplesRowId,
        step.text.contains("<")
      {
        columns = suite?.examplesRow(row).columns ?? []
      }
      let parts = matchMessages.parts(of: step.text, found: found)
      messages.append(
        Messages.TestStep(
          id: nextId(), pickleStepId: step.id, stepDefinitionIds: parts.definitionIds,
          stepMatchArgumentsLists: parts.argumentsLists))
      let limit = found.count == 1 ? found[0].definition.timeLimit : nil
      steps.append(.init(pickleStep: position, action: action, timeLimit: limit))
    }
    addHooks(registry.hooks(.afterTestCase).reversed())
    let message = Messages.TestCase(
      id: id, pickleId: pickle.id, testSteps: messages.trimmed, testRunStartedId: runId)
    return PreparedTestCase(message: message, steps: steps.trimmed, columns: columns ?? [])
  }

  private func match(_ step: PickleStep) -> (
    found: [StepRegistry<World>.Match], action: PreparedStep<World>.Action
  ) {
    let (found, transformError) = registry.matchRemembering(step.text)
    let action: PreparedStep<World>.Action
    switch found.count {
    case 0:
      action = transformError.map { .failure(String(describing: $0)) } ?? .undefined
    case 1:
      let captures: [any Sendable] = found[0].1.map { $0.value ?? (nil as String?) }
      action = .run(found[0].0.body, captures + Self.trailingArguments(of: step))
    default:
      action = .ambiguous
    }
    return (found, action)
  }

  /// The step's doc string and data table, in the order they were written.
  private static func trailingArguments(of step: PickleStep) -> [any Sendable] {
    guard let argument = step.argument else { return [] }
    var ordered: [(index: Int, value: any Sendable)] = []
    if let docString = argument.docString {
      ordered.append((docString.argumentIndex ?? 1, docString))
    }
    if let table = argument.dataTable { ordered.append((table.argumentIndex ?? 1, table)) }
    return ordered.sorted { $0.index < $1.index }.map(\.value)
  }

  // MARK: - Executing

  /// Runs one attempt of `prepared`: its hooks and steps run one after another in one
  /// ``StepWorker`` task. When a body does not return within its time limit, it fails as timed
  /// out and the attempt goes on in a fresh worker from where that body started, with the
  /// world as it was then.
  func execute<Sink: RunSink>(
    _ prepared: PreparedTestCase<World>, of pickle: Pickle, attemptId: String, attempt: Int = 0,
    mayRetry: Bool = false, snippets: SnippetWriter, to sink: inout Sink
  ) async -> RunOutcome.Ending {
    sink.publish(
      .testCaseStarted(
        Messages.TestCaseStarted(
          attempt: attempt, id: attemptId, testCaseId: prepared.message.id,
          timestamp: Messages.Timestamp(now()))))
    let steps = AttemptSteps(
      prepared: prepared, pickle: pickle, id: attemptId, snippets: snippets,
      hooks: StepHooks(
        before: registry.hooks(.beforeTestStep).filter { $0.applies(to: pickle) },
        after: registry.hooks(.afterTestStep).reversed().filter { $0.applies(to: pickle) }))
    let ending = await runWorkers(
      steps, world: registry.makeWorld(pickle.language), to: &sink)
    sink.publish(
      .testCaseFinished(
        Messages.TestCaseFinished(
          testCaseStartedId: attemptId, timestamp: Messages.Timestamp(now()),
          willBeRetried: mayRetry && ending.status == .failed)))
    return ending
  }

  /// Runs the steps of `attempt` on `world` in a ``StepWorker``, and after each body that runs
  /// out of time goes on in a fresh one from where that body started, the body failed as timed
  /// out and its step's attachments so far moved to a collector of their own (the body, left
  /// running, still attaches to the one it ran with): how the attempt ended.
  private func runWorkers<Sink: RunSink>(
    _ attempt: AttemptSteps, world: World, to sink: inout Sink
  ) async -> RunOutcome.Ending {
    var start = Carried(value: Resumption(progress: StepProgress(world: world)))
    while true {
      let from = start
      let outcome = await StepWorker.run(&sink) { worker in
        await runSteps(
          of: attempt, from: from.value.progress, resuming: from.value.timedOut, in: worker)
      }
      switch outcome {
      case .finished(let ending):
        return ending
      case .timedOut(let body):
        var timedOut = Self.result(of: body.error)
        timedOut.duration = ContinuousClock.now - body.started
        var progress = body.progress
        progress.collector = progress.collector.handOver()
        start = Carried(value: Resumption(progress: progress, timedOut: timedOut))
      }
    }
  }

  /// Where a worker starts: the attempt's progress, and the result of the body that ran out of
  /// time there, if any.
  private struct Resumption {
    var progress: StepProgress<World>
    var timedOut: TestStepResult? = nil
  }

  /// What the steps of an attempt run with.
  private struct AttemptSteps: Sendable {
    let prepared: PreparedTestCase<World>
    let pickle: Pickle
    let id: String
    let snippets: SnippetWriter
    let hooks: StepHooks
  }

  /// The BeforeStep and AfterStep hooks of a test case, in the order they run.
  private struct StepHooks: Sendable {
    var before: [Hook<World>]
    var after: [Hook<World>]
  }

  /// The worker's part of an attempt: runs its steps from `start` (going on with the body that
  /// ran out of time there, `resuming` its result) and publishes them, then tells `worker` how
  /// the attempt ended. Returns early, publishing nothing more, when a body runs out of time.
  private func runSteps(
    of attempt: AttemptSteps, from start: StepProgress<World>, resuming: TestStepResult?,
    in worker: StepWorker<World>
  ) async {
    var progress = start
    var resumed = resuming
    var sink = worker.publisher
    let (prepared, pickle) = (attempt.prepared, attempt.pickle)
    while progress.step < prepared.steps.count {
      let step = prepared.steps[progress.step]
      let message = prepared.message.testSteps[progress.step]
      let pickleStep = step.pickleStep.map { pickle.steps[$0] }
      if resumed == nil {
        sink.publish(
          .testStepStarted(
            Messages.TestStepStarted(
              testCaseStartedId: attempt.id, testStepId: message.id,
              timestamp: Messages.Timestamp(now()))))
        progress.collector = AttachmentCollector()
        progress.part = 0
        progress.results = []
      }
      guard
        let result = await perform(
          step, pickleStep, hooks: attempt.hooks, progress: &progress, resuming: resumed,
          in: worker)
      else { return }
      resumed = nil
      progress.record(result, dryRun: options.dryRun)
      for item in progress.collector.take() {
        sink.publish(
          .attachment(item.message(testCaseStartedId: attempt.id, testStepId: message.id)))
      }
      if result.status == .undefined, let pickleStep {
        explainUndefined(
          pickleStep, of: pickle, columns: prepared.columns, snippets: attempt.snippets,
          to: &sink)
      }
      sink.publish(
        .testStepFinished(
          Messages.TestStepFinished(
            testCaseStartedId: attempt.id, testStepId: message.id,
            testStepResult: result.asMessage, timestamp: Messages.Timestamp(now()))))
      progress.step += 1
    }
    worker.finish(progress.ending)
  }

  /// Runs `step` (a hook or a step, `pickleStep` for a step) on the world of `progress`, or says
  /// why it does not run: skipped after a step that did not pass (an After hook still runs) or
  /// in a dry run, undefined, ambiguous, or failed before it ran. `nil` when one of its bodies
  /// ran out of time (the worker stops).
  private func perform(
    _ step: PreparedStep<World>, _ pickleStep: PickleStep?, hooks: StepHooks,
    progress: inout StepProgress<World>, resuming: TestStepResult?,
    in worker: StepWorker<World>
  ) async -> TestStepResult? {
    let skipping = (all: progress.skipping, itself: progress.skippedItself)
    switch step.action {
    case .hook(let body, let isAfter):
      guard !options.dryRun, !skipping.all || isAfter else {
        return TestStepResult(status: .skipped)
      }
      let hook = Part(limited: Limited(what: isAfter ? "After hook" : "Before hook"), body: body)
      return await runParts(
        [hook], body: nil, pickleStep, progress: &progress, resuming: resuming, in: worker)
    case .run(let body, let values):
      guard !options.dryRun, !skipping.all else { return TestStepResult(status: .skipped) }
      let text = pickleStep?.text
      let parts =
        hooks.before.map {
          Part(limited: Limited(what: "BeforeStep hook", text: text), body: $0.body)
        }
        + [
          Part(limited: Limited(what: "step", text: text, definition: step.timeLimit)) {
            world in try await body(&world, values)
          }
        ]
        + hooks.after.map {
          Part(limited: Limited(what: "AfterStep hook", text: text), body: $0.body)
        }
      return await runParts(
        parts, body: hooks.before.count, pickleStep, progress: &progress, resuming: resuming,
        in: worker)
    case .undefined where skipping.itself, .ambiguous where skipping.itself:
      return TestStepResult(status: .skipped)
    case .undefined:
      return TestStepResult(status: .undefined)
    case .ambiguous:
      // Which definitions it matches is the record's to tell (`TestRunRecord.problem(of:)`).
      return TestStepResult(status: .ambiguous)
    case .failure(let message):
      return TestStepResult(status: skipping.all ? .skipped : .failed, message: message)
    }
  }

  /// A body a test step runs, and what it is called when it times out.
  private struct Part {
    var limited: Limited
    var body: Hook<World>.Body
  }

  /// Runs the bodies of a test step from `progress.part` on (going on after the one that ran out
  /// of time there, `resuming` its result), as Cucumber does: the step's own body, at `body`,
  /// runs only if every BeforeStep hook before it passed, the others run whatever happened. The
  /// result is the most severe of all (the first of equals), lasting as long as all; `nil` when
  /// a body ran out of time (the worker stops).
  private func runParts(
    _ parts: [Part], body: Int?, _ pickleStep: PickleStep?, progress: inout StepProgress<World>,
    resuming: TestStepResult?, in worker: StepWorker<World>
  ) async -> TestStepResult? {
    if let resuming {
      progress.results.append(resuming)
      progress.part += 1
    }
    while progress.part < parts.count {
      let beforeHookFailed = progress.results.contains { $0.status != .passed }
      if progress.part != body || !beforeHookFailed {
        guard
          let result = await invokeInWorker(
            parts[progress.part], pickleStep, progress: &progress, in: worker)
        else { return nil }
        progress.results.append(result)
      }
      progress.part += 1
    }
    var folded = progress.results.reduce(progress.results[0]) { $1.status > $0.status ? $1 : $0 }
    folded.duration = progress.results.reduce(.zero) { $0 + $1.duration }
    return folded
  }

  /// Runs `part` on the world of `progress` in the worker's task through ``invoker``, with the
  /// step's collector taking what it attaches, watched by the ``StepWatchdog`` for its time
  /// limit: its result, lasting as long as it ran, or `nil` when the limit ran out first (the
  /// worker is left behind and stops; the runner goes on without it).
  private func invokeInWorker(
    _ part: Part, _ pickleStep: PickleStep?, progress: inout StepProgress<World>,
    in worker: StepWorker<World>
  ) async -> TestStepResult? {
    let limited = part.limited
    let limit = limited.definition ?? options.stepTimeLimit
    let start = ContinuousClock.now
    let ticket = worker.begin(
      TimedOutBody(
        progress: progress,
        error: StepTimedOut(what: limited.what, text: limited.text, limit: limit), started: start))
    // What a limit running out does is queued behind the work waiting for the pool, at the
    // body's priority: a body merely waiting for a thread is not timed out by a busy machine.
    let priority = Task.currentPriority
    let watch = StepWatchdog.shared.watch(for: limit) {
      Task(priority: priority) { worker.expire(ticket) }
    }
    var result = TestStepResult(status: .passed)
    let (invoker, body, collector) = (self.invoker, part.body, progress.collector)
    do {
      try await AttachmentCollector.$current.withValue(collector) {
        try await invoker.invoke { try await body(&progress.world) }
      }
    } catch {
      result = Self.result(of: error, pickleStep: pickleStep)
    }
    StepWatchdog.shared.release(watch)
    guard worker.end(ticket) else { return nil }
    result.duration = ContinuousClock.now - start
    return result
  }

  /// Publishes why no definition matches the undefined `pickleStep` of `pickle`, in plain words,
  /// and a snippet for it, unless it is a slip of an existing sentence or has a placeholder left
  /// in (both fixed in the feature file: a snippet for a new sentence would mislead).
  private func explainUndefined(
    _ pickleStep: PickleStep, of pickle: Pickle, columns: [String], snippets: SnippetWriter,
    to sink: inout some RunSink
  ) {
    var explanation = Diagnostics.undefinedStep(
      pickleStep.text, definitions: registry.definitions.map(\.info),
      matches: registry.matches, inOutline: pickle.examplesRowId != nil,
      columns: columns, proposed: pickle.isProposed)
    let untranslated = Diagnostics.untranslated(
      &explanation, step: pickleStep, language: pickle.language,
      definitions: registry.definitions.map(\.info))
    if !explanation.isEmpty {
      sink.publish(.explanation(explanation, pickleStepId: pickleStep.id))
    }
    // A snippet would make a sentence of the translated words, which stay English.
    guard !untranslated, Diagnostics.rewrite(pickleStep.text, matches: registry.matches) == nil,
      Diagnostics.placeholders(in: pickleStep.text).isEmpty
    else { return }
    sink.publish(
      .suggestion(
        Messages.Suggestion(
          id: "suggestion-\(pickleStep.id)", pickleStepId: pickleStep.id,
          snippets: [
            Messages.Snippet(language: "swift", code: snippets.snippet(for: pickleStep))
          ])))
  }

  /// Runs `body` on `state` through ``invoker``, with `collector` taking what it attaches,
  /// within the time limit `limit` names: its result, lasting as long as it ran.
  private func invoke<State>(
    _ pickleStep: PickleStep?, collector: AttachmentCollector, limit: Limited, state: inout State,
    body: @escaping @Sendable (inout State) async throws -> Void
  ) async -> TestStepResult {
    let start = ContinuousClock.now
    var result = TestStepResult(status: .passed)
    let invoker = self.invoker
    do {
      try await StepTimeLimit.run(
        limit.definition ?? options.stepTimeLimit, what: limit.what, text: limit.text,
        state: &state
      ) { state in
        try await AttachmentCollector.$current.withValue(collector) {
          try await invoker.invoke { try await body(&state) }
        }
      }
    } catch {
      result = Self.result(of: error, pickleStep: pickleStep)
    }
    result.duration = ContinuousClock.now - start
    return result
  }

  /// The result of a hook or step (`pickleStep`, for a step) that threw `error`: pending or
  /// skipped when it says so, failed otherwise.
  static func result(of error: any Error, pickleStep: PickleStep? = nil) -> TestStepResult {
    switch error {
    case let mismatch as StepArgumentError:
      let message =
        pickleStep.flatMap { mismatch.explanation(for: $0) }
        ?? mismatch.description
      return TestStepResult(
        status: .failed, message: message,
        exception: Messages.Exception(type: "StepArgumentError", message: message))
    case let pending as PendingError:
      return TestStepResult(
        status: .pending, message: pending.message,
        exception: pending.message.map { Messages.Exception(type: "PendingError", message: $0) })
    case let skipped as SkippedError:
      return TestStepResult(
        status: .skipped, message: skipped.message,
        exception: skipped.message.map { Messages.Exception(type: "SkippedError", message: $0) })
    default:
      let message = String(describing: error)
      return TestStepResult(
        status: .failed, message: message,
        exception: Messages.Exception(type: String(reflecting: type(of: error)), message: message))
    }
  }

  /// What a hook or step is called when it times out, and the limit its definition sets, if any.
  private struct Limited {
    var what: String
    var text: String? = nil
    var definition: Duration? = nil
  }
}
