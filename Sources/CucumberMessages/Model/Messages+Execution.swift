extension Messages {
  /// The run began.
  public struct TestRunStarted: Sendable, Hashable, Codable {
    /// When.
    public var timestamp: Timestamp
    /// The identifier.
    public var id: String?

    /// Creates the message.
    public init(timestamp: Timestamp, id: String?) {
      self.timestamp = timestamp
      self.id = id
    }
  }

  /// The run ended.
  public struct TestRunFinished: Sendable, Hashable, Codable {
    /// Why the run failed outside any test case (older protocols).
    public var message: String?
    /// Whether the run passed.
    public var success: Bool
    /// When.
    public var timestamp: Timestamp
    /// An error raised outside any test case, such as by a run hook.
    public var exception: Exception?
    /// The run it ends.
    public var testRunStartedId: String?

    /// Creates the message.
    public init(
      success: Bool, timestamp: Timestamp, exception: Exception? = nil,
      testRunStartedId: String?, message: String? = nil
    ) {
      self.message = message
      self.success = success
      self.timestamp = timestamp
      self.exception = exception
      self.testRunStartedId = testRunStartedId
    }
  }

  /// One attempt at a test case began.
  public struct TestCaseStarted: Sendable, Hashable, Codable {
    /// The attempt's number, from 0.
    public var attempt: Int
    /// The attempt's identifier.
    public var id: String
    /// The test case.
    public var testCaseId: String
    /// The worker running it, when the run is parallel.
    public var workerId: String?
    /// When.
    public var timestamp: Timestamp

    /// Creates the message.
    public init(
      attempt: Int, id: String, testCaseId: String, workerId: String? = nil, timestamp: Timestamp
    ) {
      self.attempt = attempt
      self.id = id
      self.testCaseId = testCaseId
      self.workerId = workerId
      self.timestamp = timestamp
    }
  }

  /// One attempt at a test case ended.
  public struct TestCaseFinished: Sendable, Hashable, Codable {
    /// The attempt.
    public var testCaseStartedId: String
    /// When.
    public var timestamp: Timestamp
    /// Whether another attempt follows (with `--retry`).
    public var willBeRetried: Bool

    /// Creates the message.
    public init(testCaseStartedId: String, timestamp: Timestamp, willBeRetried: Bool) {
      self.testCaseStartedId = testCaseStartedId
      self.timestamp = timestamp
      self.willBeRetried = willBeRetried
    }
  }

  /// A hook or step of an attempt began.
  public struct TestStepStarted: Sendable, Hashable, Codable {
    /// The attempt.
    public var testCaseStartedId: String
    /// The test step.
    public var testStepId: String
    /// When.
    public var timestamp: Timestamp

    /// Creates the message.
    public init(testCaseStartedId: String, testStepId: String, timestamp: Timestamp) {
      self.testCaseStartedId = testCaseStartedId
      self.testStepId = testStepId
      self.timestamp = timestamp
    }
  }

  /// A hook or step of an attempt ended.
  public struct TestStepFinished: Sendable, Hashable, Codable {
    /// The attempt.
    public var testCaseStartedId: String
    /// The test step.
    public var testStepId: String
    /// How it ended.
    public var testStepResult: TestStepResult
    /// When.
    public var timestamp: Timestamp

    /// Creates the message.
    public init(
      testCaseStartedId: String, testStepId: String, testStepResult: TestStepResult,
      timestamp: Timestamp
    ) {
      self.testCaseStartedId = testCaseStartedId
      self.testStepId = testStepId
      self.testStepResult = testStepResult
      self.timestamp = timestamp
    }
  }

  /// How a hook or step ended.
  public struct TestStepResult: Sendable, Hashable, Codable {
    /// The status, as the protocol spells it.
    public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
      /// Not known.
      case unknown = "UNKNOWN"
      /// Ran and succeeded.
      case passed = "PASSED"
      /// Not run, or skipped by the step itself.
      case skipped = "SKIPPED"
      /// Not implemented yet.
      case pending = "PENDING"
      /// No definition matches.
      case undefined = "UNDEFINED"
      /// More than one definition matches.
      case ambiguous = "AMBIGUOUS"
      /// Threw or failed an expectation.
      case failed = "FAILED"
    }

    /// How long it ran.
    public var duration: Duration
    /// The error text or reason.
    public var message: String?
    /// The status.
    public var status: Status
    /// The error, when it threw.
    public var exception: Exception?

    /// Creates a result.
    public init(
      duration: Duration, message: String? = nil, status: Status, exception: Exception? = nil
    ) {
      self.duration = duration
      self.message = message
      self.status = status
      self.exception = exception
    }
  }

  /// A BeforeAll or AfterAll hook began.
  public struct TestRunHookStarted: Sendable, Hashable, Codable {
    /// The identifier.
    public var id: String
    /// The run.
    public var testRunStartedId: String
    /// The hook.
    public var hookId: String
    /// The worker running it, when the run is parallel.
    public var workerId: String?
    /// When.
    public var timestamp: Timestamp

    /// Creates the message.
    public init(
      id: String, testRunStartedId: String, hookId: String, workerId: String? = nil,
      timestamp: Timestamp
    ) {
      self.id = id
      self.testRunStartedId = testRunStartedId
      self.hookId = hookId
      self.workerId = workerId
      self.timestamp = timestamp
    }
  }

  /// A BeforeAll or AfterAll hook ended.
  public struct TestRunHookFinished: Sendable, Hashable, Codable {
    /// The hook run that ended.
    public var testRunHookStartedId: String
    /// How it ended.
    public var result: TestStepResult
    /// When.
    public var timestamp: Timestamp

    /// Creates the message.
    public init(testRunHookStartedId: String, result: TestStepResult, timestamp: Timestamp) {
      self.testRunHookStartedId = testRunHookStartedId
      self.result = result
      self.timestamp = timestamp
    }
  }
}

extension Messages.TestStepResult {
  /// The text the result reports: a failure's stack trace or message, a pending or skipped
  /// step's reason.
  package var reportableMessage: String? {
    func nonEmpty(_ text: String?) -> String? { text?.isEmpty == false ? text : nil }
    let text: String? =
      switch status {
      case .failed: exception?.text ?? nonEmpty(message)
      case .pending, .skipped: nonEmpty(exception?.message) ?? nonEmpty(message)
      default: nil
      }
    return text.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
  }
}

extension Messages.Exception {
  /// What the error says: its stack trace, or else its message, trimmed; `nil` when both are
  /// empty.
  package var text: String? {
    [stackTrace, message].compactMap { $0 }.first { !$0.isEmpty }?
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
