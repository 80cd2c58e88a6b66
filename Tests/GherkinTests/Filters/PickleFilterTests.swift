import Testing

@testable import GherkinCommandLine

@Suite("Pickle filters")
struct PickleFilterTests {
  private let suite = FeatureSuite(sources: [("features/cache.feature", cacheFeature)])

  @Test("the line of an Examples block selects that block's rows")
  func examplesLine() throws {
    #expect(try lines(selecting: [17]) == [19, 20])
  }

  @Test("the line of one Examples row selects only that row")
  func rowLine() throws {
    #expect(try lines(selecting: [20]) == [20])
  }

  @Test("the line of a step selects its scenario")
  func stepLine() throws {
    #expect(try lines(selecting: [11]) == [9])
  }

  @Test("the line of a scenario's tag selects the scenario")
  func tagLine() throws {
    #expect(try lines(selecting: [8]) == [9])
  }

  @Test("several lines select the union")
  func severalLines() throws {
    #expect(try lines(selecting: [4, 19]) == [4, 19])
  }

  @Test("a line selection for another file leaves this file alone")
  func otherFile() throws {
    let filter = try PickleFilter(lineSelections: [
      LineSelection(parsing: "features/other.feature:3")
    ])

    #expect(filter.select(from: suite).count == 4)
  }

  @Test("PATH:LINE:LINE parses into a path and lines; a plain path has none")
  func parsing() {
    #expect(
      LineSelection(parsing: "a/b.feature:3:7")
        == LineSelection(path: "a/b.feature", lines: [3, 7]))
    #expect(LineSelection(parsing: "a/b.feature").lines.isEmpty)
  }

  @Test("a tag expression keeps the pickles whose inherited tags satisfy it")
  func tags() throws {
    let filter = try PickleFilter(tags: [TagExpression(parsing: "@cache and not @broken")])

    #expect(filter.select(from: suite).map(\.location.line) == [4, 19, 20])
  }

  @Test("name patterns keep pickles whose name matches any of them")
  func names() throws {
    let filter = try PickleFilter(namePatterns: ["^Fresh", "8 days$"])

    #expect(filter.select(from: suite).map(\.name) == ["Fresh cache", "Cache of 8 days"])
  }

  @Test("an invalid name pattern is an error")
  func invalidName() {
    #expect(throws: PickleFilterError.self) { try PickleFilter(namePatterns: ["(unclosed"]) }
  }

  private func lines(selecting lines: Set<Int>) throws -> [Int] {
    let filter = try PickleFilter(
      lineSelections: [LineSelection(path: "features/cache.feature", lines: lines)])
    return filter.select(from: suite).map(\.location.line)
  }
}
