import GherkinParser

/// A test case ready to run: Cucumber's message for it, and what each of its steps will do. Its
/// pickle is the caller's, passed beside it rather than copied into every test case of a run.
struct PreparedTestCase<World>: Sendable {
  var message: Messages.TestCase
  var steps: [PreparedStep<World>]
  /// The column names of the pickle's Examples table, when a `<placeholder>` step is undefined.
  var columns: [String] = []

  /// Lets go of its steps and its message's, once it ran: a record that forgets finished test
  /// cases then holds the only other copy, and lets go of it in turn.
  mutating func letGo() {
    steps = []
    message.testSteps = []
  }
}

/// One test step and what running it means, kept small as every test case of a run is prepared
/// before the first runs: its message is the test case's, its pickle step the pickle's, and a
/// hook or definition is kept as the body to run.
struct PreparedStep<World>: Sendable {
  enum Action: Sendable {
    case hook(Hook<World>.Body, isAfter: Bool)
    case run(StepDefinition<World>.Body, [any Sendable])
    case undefined
    case ambiguous
    case failure(String)
  }

  /// Where the pickle step is among the pickle's, unless this is a hook.
  var pickleStep: Int?
  var action: Action
  /// The time limit its step definition sets, if any (``StepRegistry/timeLimit(_:_:)``).
  var timeLimit: Duration? = nil
}
