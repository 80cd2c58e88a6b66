import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinRunner

/// The test step messages of a run's steps of one text share one copy of their definitions and
/// arguments: these tests pin down that each message is still the one its step gets matched on
/// its own.
@Suite("Step messages shared by text")
struct StepMatchMessagesTests {
  /// The test step messages of every test case of `envelopes`, in order, steps only.
  private func stepMessages(_ envelopes: [Envelope]) -> [[Messages.TestStep]] {
    envelopes.compactMap { envelope in
      guard case .testCase(let testCase) = envelope else { return nil }
      return testCase.testSteps.filter { $0.pickleStepId != nil }
    }
  }

  @Test("every step's message is the one its text gets matched on its own")
  func sharedPartsAreTheStepsOwn() async throws {
    var registry = StepRegistry { TestWorld() }
    registry.given("the cache is {int} days old", Int.self) { _, _ in }
    registry.given("the cache is 3 days old") { _ in }
    registry.define(keyword: "Given", "{word} images load") { _, _ in }
    let steps = ["the cache is 3 days old", "the cache is 4 days old", "3 images load", "gone"]
    let pickles = (1...3).map { makePickle(steps: steps, line: $0 * 10) }

    let (_, envelopes) = await run(pickles, registry: registry)

    let cases = stepMessages(envelopes)
    #expect(cases.count == 3)
    for messages in cases {
      for (message, text) in zip(messages, steps) {
        var own = StepMatchMessages()
        let parts = own.parts(of: text, found: registry.matchRemembering(text).found)
        #expect(message.stepDefinitionIds == parts.definitionIds, "\(text)")
        #expect(message.stepMatchArgumentsLists == parts.argumentsLists, "\(text)")
      }
    }
    #expect(
      cases[0].map(\.stepDefinitionIds) == [
        ["stepdef-1", "stepdef-2"], ["stepdef-1"], ["stepdef-3"], [],
      ])
  }

  @Test("the steps of one text in different test cases share one copy of their arguments")
  func stepsOfOneTextShareTheirArguments() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("the cache is {int} days old", Int.self) { _, _ in }
    let pickles = (1...2).map { makePickle(steps: ["the cache is 3 days old"], line: $0 * 10) }

    let (_, envelopes) = await run(pickles, registry: registry)

    let storage = stepMessages(envelopes).compactMap { messages in
      messages.first?.stepMatchArgumentsLists?.withUnsafeBufferPointer { $0.baseAddress }
    }
    #expect(storage.count == 2)
    #expect(storage.first == storage.last)
  }

  @Test("a step its definitions match differently from an earlier step of its text gets its own")
  func differentMatchGetsItsOwnParts() async throws {
    let calls = Calls()
    var registry = StepRegistry { TestWorld() }
    // Transforms every other time it is asked: the second step of the text fails to.
    registry.register(
      try ParameterType(name: "flaky", regexps: [#"\d+"#]) { (values: [String]) -> any Sendable in
        calls.add()
        guard calls.count % 2 == 1 else { throw StepFailure() }
        return values[0]
      })
    registry.define(keyword: "Given", "{flaky} apples") { _, _ in }
    let pickles = (1...2).map { makePickle(steps: ["3 apples"], line: $0 * 10) }

    let (_, envelopes) = await run(pickles, registry: registry)

    let messages = stepMessages(envelopes).map(\.first)
    #expect(messages.map { $0?.stepDefinitionIds } == [["stepdef-1"], []])
    #expect(messages.map { $0?.stepMatchArgumentsLists?.count } == [1, 0])
    #expect(envelopes.stepStatuses == [.passed, .failed])
  }

  @Test("past its capacity, a step of a new text gets its own parts and they are not kept")
  func capacityBoundsWhatIsKept() {
    var registry = StepRegistry { TestWorld() }
    registry.given("{int} apples", Int.self) { _, _ in }
    var shared = StepMatchMessages()
    for number in 0..<StepLocations.capacity {
      _ = shared.parts(of: "text \(number)", found: [StepRegistry<TestWorld>.Match]())
    }

    let past = shared.parts(of: "7 apples", found: registry.match("7 apples").found)

    #expect(shared.count == StepLocations.capacity)
    #expect(past.definitionIds == ["stepdef-1"])
    #expect(past.argumentsLists.first?.stepMatchArguments.first?.group.value == "7")
  }
}
