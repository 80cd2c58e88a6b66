import Testing

@testable import GherkinParser

@Suite("Compiling pickles")
struct PickleCompilerTests {
  @Test("compile prepends the feature background, then the rule background, to each scenario")
  func prependsBackgrounds() throws {
    let pickles = try compile(
      """
      Feature: F
        Background:
          Given feature setup
        Rule: R
          Background:
            Given rule setup
          Scenario: S
            When it runs
      """)

    #expect(pickles.map { $0.steps.map(\.text) } == [["feature setup", "rule setup", "it runs"]])
  }

  @Test("compile expands each examples row, substituting placeholders everywhere")
  func expandsOutlines() throws {
    let pickles = try compile(
      """
      Feature: F
        Scenario Outline: eat <n>
          Given <n> cukes
            | <n> |
          Then a doc
            \"\"\"<type>
            left <n>
            \"\"\"
          Examples:
            | n  | type |
            | 12 | text |
            | 5  | json |
      """)

    #expect(pickles.map(\.name) == ["eat 12", "eat 5"])
    #expect(pickles.map(\.location.line) == [11, 12])
    #expect(pickles.first?.steps.first?.text == "12 cukes")
    #expect(pickles.first?.steps.first?.argument?.dataTable?.rows == [["12"]])
    #expect(pickles.last?.steps.last?.argument?.docString?.content == "left 5")
    #expect(pickles.last?.steps.last?.argument?.docString?.mediaType == "json")
  }

  @Test(
    "compile substitutes one name after the other, so a value or a stray `<` can make a later placeholder"
  )
  func substitutesNamesInHeaderOrder() throws {
    let pickles = try compile(
      """
      Feature: F
        Scenario Outline: S
          Given <<b>> and <a>
          Then <b> is <x>
          Examples:
            | a   | b | x     |
            | 1   | x | value |
            | <x> | 2 | 3     |
      """)

    #expect(
      pickles.map { $0.steps.map(\.text) } == [
        ["value and 1", "x is value"], ["<2> and 3", "2 is 3"],
      ])
  }

  @Test(
    "compile substitutes in header order when a value or a name holds a bracket, even if every `<` starts a name"
  )
  func substitutesInHeaderOrderWithBrackets() throws {
    let pickles = try compile(
      """
      Feature: F
        Scenario Outline: S
          Given <a>b>
          Then <y><x>
          Examples: a value holds a bracket
            | a | b |
            | < | B |
          Examples: a name holds a bracket
            | x | y><x |
            | X | Y    |
      """)

    #expect(pickles.map { $0.steps.map(\.text) } == [["B", "<y><x>"], ["<a>b>", "<y>X"]])
  }

  @Test("compile fills each examples block's rows by that block's own header")
  func substitutesByEachBlocksHeader() throws {
    let pickles = try compile(
      """
      Feature: F
        Scenario Outline: <a> and <b>
          Given <a> then <b>
          Examples:
            | a | b |
            | 1 | 2 |
          Examples:
            | b | a |
            | 3 | 4 |
      """)

    #expect(pickles.map(\.name) == ["1 and 2", "4 and 3"])
    #expect(pickles.map { $0.steps.map(\.text) } == [["1 then 2"], ["4 then 3"]])
  }

  @Test("compile substitutes around a `<` that starts no name, in every row")
  func substitutesAroundStrayBracket() throws {
    let pickles = try compile(
      """
      Feature: F
        Scenario Outline: S
          Given x < y and <n>
          Examples:
            | n |
            | 1 |
            | 2 |
      """)

    #expect(pickles.map { $0.steps.map(\.text) } == [["x < y and 1"], ["x < y and 2"]])
  }

  @Test("compile substitutes only the names a short row has values for")
  func substitutesShortRow() throws {
    var document = try #require(
      GherkinParser().parse(
        source: """
          Feature: F
            Scenario Outline: S
              Given <a> then <b>
              Examples:
                | a | b |
                | 1 | 2 |
          """, uri: "test.feature"
      ).document)
    // A document recovered from an inconsistent table can hold such a row.
    var feature = try #require(document.feature)
    guard case .scenario(var scenario) = feature.children.first else {
      Issue.record("no scenario")
      return
    }
    scenario.examples[0].tableBody[0].cells.removeLast()
    feature.children = [.scenario(scenario)]
    document.feature = feature

    let pickles = PickleCompiler.compile(document)

    #expect(pickles.map { $0.steps.map(\.text) } == [["1 then <b>"]])
  }

  @Test(
    "a doc string larger than the growth limit takes a plain value; a value with brackets, which could make more placeholders, is left out"
  )
  func substitutesInLargeDocString() throws {
    // The limit is 1 MB; 4 KB proves the same with a small document.
    let limit = 4 << 10
    let filler = String(repeating: "x < y\n", count: limit / 5)
    let pickles = try compile(
      growthLimit: limit,
      """
      Feature: F
        Scenario Outline: S
          Given a doc
            \"\"\"
            \(filler)<n>
            \"\"\"
          Examples:
            | n                |
            | a longer value   |
            | a <longer> value |
      """)

    let contents = pickles.compactMap { $0.steps.first?.argument?.docString?.content }
    try #require(contents.count == 2)
    #expect(contents[0].utf8.count > limit)
    #expect(contents[0].hasSuffix("y\na longer value"))
    #expect(contents[1].hasSuffix("y\n<n>"))
  }

  @Test("compile inherits tags from feature, rule, scenario and examples in that order")
  func inheritsTags() throws {
    let pickles = try compile(
      """
      @f
      Feature: F
        @r
        Rule: R
          @s
          Scenario Outline: S
            Given <x>
            @e
            Examples:
              | x |
              | 1 |
      """)

    #expect(pickles.map { $0.tags.map(\.name) } == [["@f", "@r", "@s", "@e"]])
  }

  @Test("compile gives a conjunction step the kind of the step before it")
  func conjunctionsTakePreviousKind() throws {
    let pickles = try compile("Feature: F\n  Scenario: S\n    Then a\n    And b\n")

    #expect(pickles.first?.steps.map(\.type) == [.outcome, .outcome])
  }

  @Test("compile gives a scenario without steps no background steps")
  func emptyScenarioGetsNoBackground() throws {
    let pickles = try compile("Feature: F\n  Background:\n    Given x\n  Scenario: S\n")

    #expect(pickles.map(\.steps.count) == [0])
  }

  @Test("compile gives pickles and steps ids after the document's own ids")
  func idsFollowDocumentIds() throws {
    var ids = IdGenerator()
    let result = GherkinParser().parse(
      "Feature: F\n  Scenario: S\n    Given x\n", uri: "f", ids: &ids)
    let document = try #require(result.document)

    let pickles = PickleCompiler.compile(document, ids: &ids)

    #expect(pickles.map(\.id) == ["3"])
    #expect(pickles.first?.steps.map(\.id) == ["2"])
    #expect(pickles.first?.astNodeIds == ["1"])
  }

  // MARK: Helpers

  private func compile(growthLimit: Int = PickleCompiler.growthLimit, _ source: String) throws
    -> [Pickle]
  {
    let document = try #require(GherkinParser().parse(source: source, uri: "test.feature").document)
    return PickleCompiler.compile(document, growthLimit: growthLimit)
  }
}

@Suite("Compiling hostile outlines")
struct HostileOutlineTests {
  @Test("compile stops substituting before nested placeholders blow a step text up")
  func boundsNestedPlaceholders() throws {
    let names = (0..<12).map { "c\($0)" }
    let values = (0..<12).map { "<c\($0 + 1)><c\($0 + 1)><c\($0 + 1)><c\($0 + 1)>" }
    let source = """
      Feature: F
        Scenario Outline: S
          Given <c0>
          Examples:
            | \(names.joined(separator: " | ")) |
            | \(values.joined(separator: " | ")) |
      """
    let document = try #require(GherkinParser().parse(source: source, uri: "f").document)
    // The limit is 1 MB; 4 KB proves the same with a small text (4^12 times the first value
    // unbounded).
    let limit = 4 << 10

    let text = PickleCompiler.compile(document, growthLimit: limit).first?.steps.first?.text ?? ""

    #expect(text.utf8.count <= limit)
    #expect(text.utf8.count > limit / 4, "substituting goes on until the limit")
    #expect(text.hasPrefix("<c"))
  }
}
