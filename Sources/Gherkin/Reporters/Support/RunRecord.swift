import Foundation

/// Everything a document reporter needs, accumulated from the event stream.
struct RunRecord: Sendable {
  /// One test case as it ran.
  struct CaseRecord: Sendable {
    var testCase: TestCase
    var startedAt: Date
    var steps: [(testStep: TestStep, result: TestStepResult)] = []
    var status: TestStatus?

    var pickle: Pickle { testCase.pickle }

    /// Hooks' and steps' durations added up.
    var duration: Duration {
      steps.reduce(.zero) { $0 + $1.result.duration }
    }

    /// The first hook or step that did not pass or skip.
    var firstProblem: (testStep: TestStep, result: TestStepResult)? {
      steps.first { $0.result.status.isProblem }
    }
  }

  var index = GherkinIndex()
  var parseErrors: [(uri: String, error: ParseError)] = []
  var registrationErrors: [RegistrationError] = []
  var cases: [CaseRecord] = []
  var suggestions: [StepSuggestion] = []
  var startedAt: Date?
  var finished: RunFinished?

  mutating func record(_ event: RunEvent) {
    switch event {
    case .runStarted(let timestamp): startedAt = timestamp
    case .document(let document): index.add(document)
    case .parseError(let uri, let error): parseErrors.append((uri, error))
    case .registrationError(let error): registrationErrors.append(error)
    case .testCaseStarted(let started):
      cases.append(CaseRecord(testCase: started.testCase, startedAt: started.timestamp))
    case .testStepFinished(let finished):
      if let last = cases.indices.last {
        cases[last].steps.append((finished.testStep, finished.result))
      }
    case .testCaseFinished(let finished):
      if let last = cases.indices.last {
        cases[last].status = finished.status
      }
    case .suggestion(let suggestion): suggestions.append(suggestion)
    case .runFinished(let finished): self.finished = finished
    case .source, .pickle, .stepDefinition, .hook, .testCase, .testStepStarted, .parameterType,
      .undefinedParameterType, .testRunHookStarted, .testRunHookFinished, .attachment:
      break
    }
  }

  /// Test cases grouped by file, files in the order their first test case ran.
  var casesByFile: [(uri: String, cases: [CaseRecord])] {
    var order: [String] = []
    var groups: [String: [CaseRecord]] = [:]
    for record in cases {
      if groups[record.pickle.uri] == nil { order.append(record.pickle.uri) }
      groups[record.pickle.uri, default: []].append(record)
    }
    return order.map { ($0, groups[$0] ?? []) }
  }

  /// The scenarios' statuses (one not finished counts as skipped) and those of their pickle
  /// steps, hooks left out: the counts every summary prints.
  var counts: (scenarios: StatusCounts, steps: StatusCounts) {
    var scenarios = StatusCounts()
    var steps = StatusCounts()
    for record in cases {
      scenarios.add(record.status ?? .skipped)
      for step in record.steps where step.testStep.pickleStep != nil {
        steps.add(step.result.status)
      }
    }
    return (scenarios, steps)
  }

  /// The snippets for undefined steps, each once, in the order they were suggested.
  var snippets: [String] {
    var seen: Set<String> = []
    return suggestions.map(\.snippet).filter { seen.insert($0).inserted }
  }

  /// The run's duration, or the sum of its steps' when it has not finished.
  var duration: Duration {
    finished?.duration ?? cases.reduce(.zero) { $0 + $1.duration }
  }
}
