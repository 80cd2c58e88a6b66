import GherkinParser

/// A test case ready to run: Cucumber's message for it, and what each of its steps will do.
struct PreparedTestCase<World>: Sendable {
  var pickle: Pickle
  var message: Messages.TestCase
  var steps: [PreparedStep<World>]
  /// The column names of the pickle's Examples table, when a `<placeholder>` step is undefined.
  var columns: [String] = []
}

/// One test step and what running it means.
struct PreparedStep<World>: Sendable {
  enum Action: Sendable {
    case hook(Hook<World>)
    case run(StepDefinition<World>, [any Sendable])
    case undefined
    case ambiguous
    case failure(String)
  }

  var message: Messages.TestStep
  /// The pickle step, unless this is a hook.
  var pickleStep: PickleStep?
  var action: Action
}
