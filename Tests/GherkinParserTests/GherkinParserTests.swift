import Testing

@testable import GherkinParser

@Suite("Parsing feature files")
struct GherkinParserTests {
  @Test("parse delivers the feature with its scenario and steps on a minimal file")
  func parsesMinimalFile() throws {
    let document = try #require(parse("Feature: F\n  Scenario: S\n    Given a step\n").document)

    let feature = try #require(document.feature)
    #expect(feature.name == "F")
    let scenario = try firstScenario(of: feature)
    #expect(scenario.location == Location(line: 2, column: 3))
    #expect(scenario.steps.map(\.text) == ["a step"])
    #expect(scenario.steps.map(\.keywordType) == [.context])
  }

  @Test("parse delivers a document without feature for a file of comments and blank lines")
  func parsesEmptyFile() throws {
    let document = try #require(parse("# just a comment\n\n").document)

    #expect(document.feature == nil)
    #expect(document.comments.map(\.text) == ["# just a comment"])
  }

  @Test("parse reports an unexpected line with Cucumber's expected-token list")
  func reportsUnexpectedLine() {
    let errors = parse("not gherkin\n").errors

    #expect(errors.map(\.kind) == [.unexpectedToken])
    #expect(
      errors.map(\.message) == [
        "(1:1): expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got 'not gherkin'"
      ])
  }

  @Test("parse collects every error of a file, not only the first")
  func collectsAllErrors() {
    let errors = parse("oops\nFeature: F\n  Scenario: S\n    Given x\nagain\n").errors

    #expect(errors.map(\.location) == [Location(line: 1, column: 1), Location(line: 5, column: 1)])
  }

  @Test("parse reports an unclosed doc string as an unexpected end of file without column")
  func reportsUnclosedDocString() {
    let errors = parse("Feature: F\n  Scenario: S\n    Given x\n      \"\"\"\n      text\n").errors

    #expect(errors.map(\.kind) == [.unexpectedEndOfFile])
    #expect(errors.first?.location == Location(line: 6))
    #expect(
      errors.first?.message
        == "(6:0): unexpected end of file, expected: #DocStringSeparator, #Other")
  }

  @Test("parse reports a table row with another cell count at that row")
  func reportsInconsistentCells() {
    let errors = parse("Feature: F\n  Scenario: S\n    Given x\n      | a | b |\n      | c |\n")
      .errors

    #expect(errors.map(\.kind) == [.inconsistentCellCount])
    #expect(errors.first?.location == Location(line: 5, column: 7))
  }

  @Test("parse reports a tag with whitespace at the tag")
  func reportsTagWithWhitespace() {
    let errors = parse("@a b\nFeature: F\n").errors

    #expect(errors.first?.kind == .tagWithWhitespace)
    #expect(errors.first?.message == "(1:1): A tag may not contain whitespace")
  }

  @Test("parse counts columns in characters and trims Unicode whitespace from cells and indents")
  func countsColumnsInCharacters() throws {
    let source =
      "@\u{FC}n\u{EF} @two\nFeature: F\n\u{3000}Scenario: S\n    Given x\n"
      + "      | caf\u{E9}\u{A0} |\u{A0}\u{6771}\u{4EAC} | a\\|b |\n"
    let feature = try #require(parse(source).document?.feature)
    let scenario = try firstScenario(of: feature)
    let cells = try #require(scenario.steps.first?.dataTable?.rows.first?.cells)

    #expect(feature.tags.map(\.name) == ["@\u{FC}n\u{EF}", "@two"])
    #expect(feature.tags.map(\.location.column) == [1, 6])
    #expect(scenario.location == Location(line: 3, column: 2))
    #expect(cells.map(\.value) == ["caf\u{E9}", "\u{6771}\u{4EAC}", "a|b"])
    #expect(cells.map(\.location.column) == [9, 17, 22])
  }

  @Test("parse trims from table cells only the whitespace Cucumber trims there")
  func trimsCellsAsCucumberDoes() throws {
    let source =
      "Feature: F\n  Scenario: S\n    Given x\n"
      + "      |\u{85}a\u{3000}| \u{2003}b\u{FEFF} |\u{A0}c\\|\u{85}|\n"
    let feature = try #require(parse(source).document?.feature)
    let scenario = try firstScenario(of: feature)
    let cells = try #require(scenario.steps.first?.dataTable?.rows.first?.cells)

    #expect(cells.map(\.value) == ["a\u{3000}", "\u{2003}b\u{FEFF}", "c|"])
    #expect(cells.map(\.location.column) == [9, 13, 19])
  }

  @Test("parse reports a tag holding a no-break space as a tag with whitespace")
  func reportsTagWithUnicodeWhitespace() {
    let errors = parse("  @ok @a\u{A0}b\nFeature: F\n").errors

    #expect(errors.first?.message == "(1:7): A tag may not contain whitespace")
  }

  @Test("parse reports an unknown language and goes on in the default dialect")
  func reportsUnknownLanguage() {
    let errors = parse("# language: xx\nFeature: F\n").errors

    #expect(errors.map(\.kind) == [.noSuchLanguage])
    #expect(errors.first?.message == "(1:1): Language not supported: xx")
  }

  @Test(
    "parse selects a built-in dialect with a language line",
    arguments: [
      ("es", "Característica", "Dado "), ("fr", "Fonctionnalité", "Soit "),
      ("de", "Funktionalität", "Angenommen "), ("pt", "Funcionalidade", "Dado "),
    ])
  func selectsDialect(code: String, feature: String, given: String) throws {
    let source = "# language: \(code)\n\(feature): F\n  Scenario: S\n    \(given)x\n"
    let document = try #require(parse(source).document)

    #expect(document.feature?.language == code)
    #expect(document.feature?.keyword == feature)
  }

  @Test("parse unescapes pipes, backslashes and new lines in table cells")
  func unescapesCells() throws {
    let source = "Feature: F\n  Scenario: S\n    Given x\n      | a\\|b | c\\\\d | e\\nf |\n"
    let document = try #require(parse(source).document)

    let scenario = try firstScenario(of: document.feature)
    let cells = scenario.steps.first?.dataTable?.rows.first?.cells.map(\.value)
    #expect(cells == ["a|b", "c\\d", "e\nf"])
  }

  @Test("parse trims the whitespace around an escaped cell, keeping its column and a backslash")
  func trimsEscapedCells() throws {
    let source = "Feature: F\n  Scenario: S\n    Given x\n      |  \\|a  | b\\  |\n"
    let document = try #require(parse(source).document)

    let scenario = try firstScenario(of: document.feature)
    let cells = try #require(scenario.steps.first?.dataTable?.rows.first?.cells)
    #expect(cells.map(\.value) == ["|a", "b\\"])
    #expect(cells.map(\.location.column) == [10, 17])
  }

  @Test("parse removes the delimiter's indentation from doc string lines and keeps the media type")
  func parsesDocString() throws {
    let source = "Feature: F\n  Scenario: S\n    Given x\n      ```json\n        {}\n      ```\n"
    let document = try #require(parse(source).document)

    let scenario = try firstScenario(of: document.feature)
    let docString = try #require(scenario.steps.first?.docString)
    #expect(docString.content == "  {}")
    #expect(docString.mediaType == "json")
    #expect(docString.delimiter == "```")
  }

  @Test("parse treats CRLF line endings as LF")
  func parsesCRLF() throws {
    let document = try #require(parse("Feature: F\r\n  Scenario: S\r\n    Given x\r\n").document)

    let scenario = try firstScenario(of: document.feature)
    #expect(scenario.steps.map(\.text) == ["x"])
  }

  @Test("parse keeps a carriage return that ends the file without a line feed")
  func keepsFinalCarriageReturn() throws {
    let document = try #require(parse("Feature: F\r\n# one\r\n# two\r").document)

    #expect(document.comments.map(\.text) == ["# one", "# two\r"])
  }

  @Test("tokens lists each line as Cucumber's token format shows it")
  func formatsTokens() {
    let tokens = GherkinParser().tokens(of: "@t\nFeature: F\n  Scenario: S\n    Given x\n").tokens

    #expect(
      tokens.map(TokenFormatter.line) == [
        "(1:1)TagLine://1:@t", "(2:1)FeatureLine:()Feature/F/", "(3:3)ScenarioLine:()Scenario/S/",
        "(4:5)StepLine:(Context)Given /x/", "EOF",
      ])
  }

  // MARK: Helpers

  /// The feature's first child, which the test expects to be a scenario.
  private func firstScenario(of feature: Feature?) throws -> Scenario {
    let scenario: Scenario? =
      switch feature?.children.first {
      case .scenario(let scenario): scenario
      default: nil
      }
    return try #require(
      scenario, "expected a scenario, got \(String(describing: feature?.children))")
  }

  private func parse(_ source: String) -> ParseResult {
    GherkinParser().parse(source: source, uri: "test.feature")
  }
}
