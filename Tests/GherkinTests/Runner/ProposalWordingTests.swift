import Testing

@testable import GherkinCommandLine
@testable import GherkinRunner

@Suite("A waiting proposal whose sentences exist says what the app does instead")
struct ProposalWordingTests {
  typealias Runner = TestRunner<Void>

  static func result(_ status: TestStatus, failure: String?) -> RunOutcome.CaseResult {
    RunOutcome.CaseResult(
      pickle: makePickle(steps: ["a step"], tags: ["@proposed"]), status: status,
      failure: failure)
  }

  @Test("a failed step's own message is what the app does instead, ending with one full stop")
  func failedStepMessage() {
    #expect(
      Runner.instead(of: Self.result(.failed, failure: "expected 2 images but the app shows 1"))
        == "the app does otherwise: expected 2 images but the app shows 1.")
    #expect(
      Runner.instead(of: Self.result(.failed, failure: "expected a title but the app shows none."))
        == "the app does otherwise: expected a title but the app shows none.")
  }

  @Test("a message of several lines is given on one line")
  func severalLines() {
    #expect(
      Runner.instead(of: Self.result(.failed, failure: "expected 2 images\nbut the app shows 1"))
        == "the app does otherwise: expected 2 images but the app shows 1.")
  }

  @Test("a failure without a message says so, never that all is well")
  func failureWithoutMessage() {
    #expect(
      Runner.instead(of: Self.result(.failed, failure: nil))
        == "the app does otherwise: a step failed without saying why.")
  }

  @Test("a pending step says it is pending, with its reason or that none was given")
  func pendingStep() {
    #expect(
      Runner.instead(of: Self.result(.pending, failure: "the store is not written yet"))
        == "a step is pending: the store is not written yet.")
    #expect(
      Runner.instead(of: Self.result(.pending, failure: nil))
        == "a step is pending: no reason given.")
  }

  @Test("an ambiguous step says it matches more than one definition")
  func ambiguousStep() {
    #expect(
      Runner.instead(of: Self.result(.ambiguous, failure: nil))
        == "a step matches more than one definition.")
  }
}
