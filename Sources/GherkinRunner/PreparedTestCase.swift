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

/// The parts of a test step's message its text decides (the definitions matching it and what
/// each captured), kept once for each text of a run. Every test case's message is kept from its
/// preparing to its start, and a suite's steps repeat a few sentences: the steps of one text
/// share one copy of those arrays rather than each holding its own. At most
/// ``StepLocations/capacity`` texts are kept; a step of a text met after those gets its own.
struct StepMatchMessages {
  /// A step message's definitions and arguments.
  struct Parts {
    var definitionIds: [String]
    var argumentsLists: [Messages.StepMatchArgumentsList]
  }

  private var byText: [String: Parts] = [:]

  /// How many texts are kept.
  var count: Int { byText.count }

  /// The parts of the message of a step of `text` that the definitions `found` match: the kept
  /// ones when the same definitions matched the text before (what they captured is the
  /// text's), new ones otherwise.
  mutating func parts<World>(of text: String, found: [StepRegistry<World>.Match]) -> Parts {
    let ids = found.lazy.map(\.definition.info.id)
    if let kept = byText[text], kept.definitionIds.elementsEqual(ids) { return kept }
    let parts = Parts(
      definitionIds: Array(ids),
      argumentsLists: found.map {
        Messages.StepMatchArgumentsList(
          stepMatchArguments: $0.arguments.map(Messages.StepMatchArgument.init))
      })
    if byText[text] == nil, byText.count < StepLocations.capacity { byText[text] = parts }
    return parts
  }
}
