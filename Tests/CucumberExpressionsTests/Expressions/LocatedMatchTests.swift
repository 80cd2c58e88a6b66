import Foundation
import Testing

@testable import CucumberExpressions

/// An expression finds where it matches a text once (`locate`) and makes the arguments from
/// that (`arguments(of:)`) as often as asked: what a runner keeps for a text it meets again.
@Suite("Matches located once, read as arguments many times")
struct LocatedMatchTests {
  @Test("a match located once runs its parameter type's transformer every time it is read")
  func transformerRunsOnEveryRead() throws {
    let reads = ReadCounter()
    var registry = ParameterTypeRegistry()
    try registry.register(
      ParameterType(name: "counted", regexps: [#"\d+"#]) { (values: [String]) -> any Sendable in
        reads.add()
        return Int(values[0]) ?? -1
      })
    let sut = try CucumberExpression("{counted} apples", parameterTypes: registry)

    let located = try #require(try sut.locate("3 apples"))
    let first = try sut.arguments(of: located)
    let again = try sut.arguments(of: located)

    #expect(first.map { $0.value as? Int } == [3])
    #expect(again.map { $0.value as? Int } == [3])
    #expect(reads.count == 2)
  }

  @Test("a text-only expression locates exactly its text, with no argument and no regexp built")
  func textOnlyExpressionLocatesItsText() throws {
    let sut = try CucumberExpression("the cache is empty")

    let located = try #require(try sut.locate("the cache is empty"))

    #expect(try sut.arguments(of: located).isEmpty)
    #expect(try sut.locate("the cache is empty ") == nil)
    #expect(try sut.locate("the cache is full") == nil)
    #expect(!sut.isRegexBuilt)
  }

  @Test("a located match reads each group's text and offset, and nil for a group left out")
  func locatedGroupsReadByCharacters() throws {
    let sut = try RegularExpression(#"^é(\d+) (?:x)?(y)?(z(w))?$"#)

    let located = try #require(try sut.locate("é12 y"))
    let arguments = try sut.arguments(of: located)

    #expect(arguments.map(\.text) == ["12", "y", nil])
    #expect(arguments.map(\.offset) == [1, 4, nil])
    #expect(arguments[2].children.map(\.text) == [nil])
    #expect(try sut.locate("é12 q") == nil)
  }
}

/// How many times a transformer ran, counted from any thread.
private final class ReadCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var reads = 0

  var count: Int { lock.withLock { reads } }

  func add() { lock.withLock { reads += 1 } }
}
