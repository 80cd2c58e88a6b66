/// A test case with what each of its steps will do.
struct PreparedTestCase<World>: Sendable {
  var testCase: TestCase
  var steps: [PreparedStep<World>]
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

  var testStep: TestStep
  var action: Action
}
