import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinRunner

/// A runner matches a step text once and keeps where the definitions matched it: these tests pin
/// down that what a step gets and how it ends are those of a text matched afresh.
@Suite("Step texts matched again")
struct StepLocationsTests {
  /// A registry with a custom type `{counted}` whose transformer counts its calls in `calls`.
  private func countingRegistry(_ calls: Calls) throws -> StepRegistry<TestWorld> {
    var registry = StepRegistry { TestWorld() }
    registry.register(
      try ParameterType(name: "counted", regexps: [#"\d+"#]) { (values: [String]) -> any Sendable in
        calls.add()
        return Int(values[0]) ?? -1
      })
    registry.define(keyword: "Given", "{counted} apples and {int} pears") { _, _ in }
    return registry
  }

  @Test("a text matched again gets the same definitions and arguments, transformed anew")
  func rememberedTextIsTransformedAgain() throws {
    let calls = Calls()
    let registry = try countingRegistry(calls)

    let first = registry.matchRemembering("3 apples and 4 pears").found
    let again = registry.matchRemembering("3 apples and 4 pears").found

    #expect(first.map(\.definition.info.id) == ["stepdef-1"])
    #expect(again.map(\.definition.info.id) == first.map(\.definition.info.id))
    let values = again.flatMap(\.arguments).map { "\($0.value ?? "nil")" }
    #expect(values == first.flatMap(\.arguments).map { "\($0.value ?? "nil")" })
    #expect(values == ["3", "4"])
    #expect(again.flatMap(\.arguments).map(\.offset) == [0, 13])
    #expect(calls.count == 2)
  }

  @Test("a text matched again gives what matching it afresh gives, failed transformation included")
  func rememberedTextMatchesAsAfresh() throws {
    let registry = try fussyRegistry(["{int} apples", "{fussy} apples", "{word} apples"])

    for _ in 0..<2 {
      let (found, transformError) = registry.matchRemembering("3 apples")
      let afresh = registry.match("3 apples")
      #expect(found.map(\.definition.info.id) == ["stepdef-1", "stepdef-3"])
      #expect(found.map(\.definition.info.id) == afresh.found.map(\.definition.info.id))
      #expect(transformError.map { "\($0)" } == #""3" cannot be read as {fussy}: step blew up"#)
    }
  }

  @Test("a definition added after a text was matched is found for that text")
  func definitionAddedLaterIsFound() {
    var registry = StepRegistry { TestWorld() }
    registry.define(keyword: "Given", "the cache is empty") { _, _ in }
    let before = registry.matchRemembering("the cache is {int} days old").found.count
    #expect(registry.matchRemembering("the cache is 3 days old").found.isEmpty)

    registry.define(keyword: "Given", "the cache is {int} days old") { _, _ in }

    #expect(before == 0)
    #expect(registry.matchRemembering("the cache is 3 days old").found.count == 1)
  }

  @Test("a step in many scenarios stays ambiguous and an unmatched one undefined in every one")
  func ambiguousAndUndefinedInEveryScenario() async {
    var registry = StepRegistry { TestWorld() }
    registry.given("the cache is {int} days old", Int.self) { _, _ in }
    registry.given("the cache is 3 days old") { _ in }
    registry.given("the feed loads") { _ in }
    let steps = ["the feed loads", "the cache is 3 days old"]
    let pickles = (1...3).flatMap { line in
      [
        makePickle("ambiguous", steps: steps, line: line * 10),
        makePickle(
          "undefined", steps: ["the feed loads", "the store is gone"], line: line * 10 + 1),
      ]
    }

    let (_, envelopes) = await run(pickles, registry: registry)

    #expect(
      envelopes.stepStatuses
        == Array(repeating: [.passed, .ambiguous, .passed, .undefined], count: 3).flatMap { $0 })
    let ambiguous = envelopes.compactMap { envelope -> [String]? in
      guard case .testCase(let testCase) = envelope else { return nil }
      return testCase.testSteps.last?.stepDefinitionIds
    }
    #expect(
      ambiguous == Array(repeating: [["stepdef-1", "stepdef-2"], []], count: 3).flatMap { $0 })
    #expect(envelopes.snippets.count == 3)
  }

  @Test("past its capacity, the texts kept stay as they are and new ones are not kept")
  func capacityBoundsWhatIsKept() {
    let locations = StepLocations()
    for number in 0...StepLocations.capacity {
      locations.keep([], for: "text \(number)")
    }

    #expect(locations.count == StepLocations.capacity)
    #expect(locations.kept("text 0") != nil)
    #expect(locations.kept("text \(StepLocations.capacity)") == nil)
  }
}
