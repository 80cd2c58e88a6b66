import FeedSpecs
import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinLanguageServer

@Suite("Language server parts")
struct LanguageServerUnitTests {
  static let featuresFolder = LanguageServerProcess.root.appendingPathComponent("Features")

  static func featureFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: featuresFolder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "feature" }.sorted { $0.path < $1.path }
  }

  @Test("formatting leaves every file in Features/ exactly as it is")
  func formattingIsIdempotentOnFeatures() throws {
    let files = try Self.featureFiles()
    #expect(files.count > 5)
    let formatter = FeatureFormatter(parser: GherkinParser())
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      let formatted = try #require(formatter.format(text), "\(file.lastPathComponent) parses")
      #expect(formatted == text, "\(file.lastPathComponent) changed by formatting")
    }
  }

  @Test("formatting indents rules, tags, descriptions and doc strings, and keeps comments")
  func formattingLayout() throws {
    let messy = """
      # a comment stays
        @feature-tag
      Feature: Layout
         Some description
          Rule: R
      @scenario-tag
        Scenario Outline: S
      Given the server sends this feed:
      \"\"\"json
      {"a":
        1}
      \"\"\"
      Examples:
      | x | yy |
      |1|2|

      """
    let expected = """
      # a comment stays
      @feature-tag
      Feature: Layout
        Some description
        Rule: R
          @scenario-tag
          Scenario Outline: S
            Given the server sends this feed:
              \"\"\"json
              {"a":
                1}
              \"\"\"
            Examples:
              | x | yy |
              | 1 | 2  |

      """
    let formatter = FeatureFormatter(parser: GherkinParser())
    #expect(formatter.format(messy) == expected)
    #expect(formatter.format(expected) == expected)
  }

  @Test("formatting keeps a column already padded to one width, and realigns a ragged one")
  func formattingKeepsPaddedColumns() {
    let text = "Feature: F\n  Scenario: S\n    Given x\n      | a    | b |\n      | cc   | d    |\n"
    #expect(
      FeatureFormatter(parser: GherkinParser()).format(text)
        == "Feature: F\n  Scenario: S\n    Given x\n      | a    | b |\n      | cc   | d |\n")
  }

  @Test(
    "formatting splits a table row's cells where the parser does, a pipe with a combining mark after it too, and keeps the text after the last pipe"
  )
  func formattingSplitsCellsAsTheParserDoes() throws {
    let formatter = FeatureFormatter(parser: GherkinParser())
    let text =
      "Feature: F\n  Scenario: S\n    Given x\n      | a | b |\u{301}\n      | cc | d |  junk \n"

    let formatted = try #require(formatter.format(text))

    #expect(
      formatted
        == "Feature: F\n  Scenario: S\n    Given x\n      | a  | b | \u{301}\n      | cc | d | junk\n",
      "the mark after the last pipe is outside every cell, as the parser reads it, and kept")
    /// The first step's table, as the parser reads `source`.
    func cells(_ source: String) -> [[String]]? {
      guard
        case .scenario(let scenario)? = GherkinParser().parse(source: source, uri: "f.feature")
          .document?.feature?.children.first
      else { return nil }
      return scenario.steps.first?.dataTable?.rows.map { $0.cells.map(\.value) }
    }
    #expect(cells(formatted) == cells(text))
    #expect(cells(text) == [["a", "b"], ["cc", "d"]])
  }

  @Test("formatting empties blank lines, the last one too, and keeps a doc string's blank lines")
  func formattingEmptiesBlankLines() {
    let text = "Feature: F\n  \n  Scenario: S\n    Given x\n      \"\"\"\n  \n      \"\"\"\n  "
    #expect(
      FeatureFormatter(parser: GherkinParser()).format(text)
        == "Feature: F\n\n  Scenario: S\n    Given x\n      \"\"\"\n  \n      \"\"\"\n")
  }

  @Test("formatting keeps a byte order mark, before a blank first line or a comment")
  func formattingKeepsByteOrderMark() {
    let formatter = FeatureFormatter(parser: GherkinParser())

    #expect(
      formatter.format("\u{FEFF}  \nFeature: F\n  Scenario: S\n    Given x\n")
        == "\u{FEFF}\nFeature: F\n  Scenario: S\n    Given x\n")
    #expect(formatter.format("\u{FEFF}# c\nFeature: F\n") == "\u{FEFF}# c\nFeature: F\n")
  }

  @Test("formatting keeps escaped pipes inside a cell and a file's CRLF line ends")
  func formattingEscapesAndLineEnds() {
    let text =
      "Feature: F\r\n  Scenario: S\r\n    Given x\r\n      | a\\|b | c |\r\n      | d | e |\r\n"
    let formatted = FeatureFormatter(parser: GherkinParser()).format(text)
    #expect(
      formatted
        == "Feature: F\r\n  Scenario: S\r\n    Given x\r\n      | a\\|b | c |\r\n      | d    | e |\r\n"
    )
  }

  @Test("formatting aligns a table's columns across a comment and a blank line between its rows")
  func formattingAlignsAcrossCommentAndBlankLine() {
    let text = """
      Feature: F
        Scenario Outline: S
          Given <name>
          Examples:
            | name | age |
            # the oldest one
            |a|1|

            | a much longer name | 22 |
          Examples: Other
            | x |
      """
    let expected = """
      Feature: F
        Scenario Outline: S
          Given <name>
          Examples:
            | name               | age |
            # the oldest one
            | a                  | 1   |

            | a much longer name | 22  |
          Examples: Other
            | x |
      """
    let formatter = FeatureFormatter(parser: GherkinParser())
    #expect(formatter.format(text) == expected)
    #expect(formatter.format(expected) == expected)
  }

  @Test("formatting aligns a step's table across a comment without joining the next step's table")
  func formattingAlignsStepTableAcrossComment() {
    let text =
      "Feature: F\n  Scenario: S\n    Given x\n      | a | b |\n  # note\n      |ccc|d|\n"
      + "    When y\n      | e |\n"
    #expect(
      FeatureFormatter(parser: GherkinParser()).format(text)
        == "Feature: F\n  Scenario: S\n    Given x\n      | a   | b |\n  # note\n"
        + "      | ccc | d |\n    When y\n      | e |\n")
  }

  @Test("formatting leaves a file that does not parse alone")
  func formattingUnparsable() {
    #expect(
      FeatureFormatter(parser: GherkinParser()).format(
        "Feature: A\n  Scenario: S\n    Given x\n      | a |\n      | b | c |\n") == nil)
  }

  @Test("positions convert between UTF-16 code units and Gherkin's scalar columns")
  func positions() throws {
    let document = TextDocument(text: "a😀b\r\nsecond", version: 1)
    #expect(document.lineCount == 2)
    #expect(document.line(0) == "a😀b")
    #expect(document.position(of: Location(line: 1, column: 3)) == Position(line: 0, character: 3))
    #expect(
      document.index(of: Position(line: 0, character: 3)) == document.text.firstIndex(of: "b"))
    // Inside the surrogate pair means before the emoji.
    #expect(
      document.index(of: Position(line: 0, character: 2)) == document.text.firstIndex(of: "😀"))
    // Past the end of a line clamps to the line's end, before its line break.
    var edited = document
    try edited.apply(changes: [
      [
        "range": ["start": ["line": 0, "character": 99], "end": ["line": 0, "character": 99]],
        "text": "!",
      ]
    ])
    #expect(edited.text == "a😀b!\r\nsecond")
  }

  @Test(
    "sentences become snippets: parameters are tab stops, optional text kept, first alternative")
  func snippets() throws {
    var registry = StepRegistry { () }
    registry.given("I have {int} cucumber(s) in my belly/stomach") { _ in }
    registry.given("^I pay (\\d+) \\$ in (cash|card)$") { _ in }
    let catalogue = StepCatalogue(registry)
    #expect(
      catalogue.entries.map(\.snippet) == [
        "I have ${1:int} cucumbers in my belly", "I pay ${1:value} \\$ in ${2:value}",
      ])
  }

  @Test("completion keeps the sentences whose first words are the typed words")
  func completionFilter() {
    var registry = StepRegistry { () }
    registry.given("the cache is {int} days old") { _ in }
    registry.given("the cache is empty") { _ in }
    registry.given("the server sends {string} twice") { _ in }
    let catalogue = StepCatalogue(registry)
    func labels(_ typed: String) -> [String] {
      catalogue.completions(for: typed).map(\.info.expression)
    }
    let all = [
      "the cache is {int} days old", "the cache is empty", "the server sends {string} twice",
    ]
    #expect(labels("") == all)
    #expect(labels("the ") == all)
    #expect(labels("the ca") == Array(all.prefix(2)))
    #expect(labels("the cache is em") == Array(all.prefix(2)))
    #expect(labels("the cache is 3 days") == [all[0]])
    #expect(labels("the server sends") == [all[2]])
    #expect(labels("the server sends \"a b c\" tw") == [all[2]])
    #expect(labels("cache is").isEmpty)
    #expect(labels("nothing like it").isEmpty)
  }

  @Test("an ambiguous step is reported with every matching definition and its location")
  func ambiguous() {
    var registry = StepRegistry { () }
    registry.given("the cache is {int} days old") { _ in }
    registry.given("the cache is {} days old") { _ in }
    registry.then("it is kept") { _ in }
    let diagnostics = Self.diagnostics(
      "Feature: F\n  Scenario: S\n    Given the cache is 3 days old\n    Then it is kept\n",
      registry)
    #expect(diagnostics.count == 1)
    let message = diagnostics.first?.message ?? ""
    #expect(message.hasPrefix("Step \"the cache is 3 days old\" matches 2 step definitions:"))
    #expect(message.contains("the cache is {int} days old (GherkinLanguageServerTests/"))
    #expect(diagnostics.first?.range.start == Position(line: 2, character: 4))
  }

  @Test("a value no step definition can read is shown in the run's words, with the reason")
  func unreadableValue() throws {
    struct NotAColour: Error, CustomStringConvertible {
      var description: String { "no such colour" }
    }
    var registry = StepRegistry { () }
    registry.register(
      try ParameterType(name: "colour", regexps: ["[a-z]+"]) { (_: [String]) -> any Sendable in
        throw NotAColour()
      })
    registry.given("a {colour} image") { _ in }
    registry.then("it is kept") { _ in }
    let diagnostics = Self.diagnostics(
      "Feature: F\n  Scenario: S\n    Given a red image\n    Then it is kept\n", registry)
    #expect(diagnostics.map(\.message) == [#""red" cannot be read as {colour}: no such colour"#])
    #expect(diagnostics.first?.range.start == Position(line: 2, character: 4))
  }

  @Test("an outline step is checked with each Examples row's values")
  func outlineRows() {
    var registry = StepRegistry { () }
    registry.given("the cache is {int} days old") { _ in }
    registry.then("it is kept") { _ in }
    let text = """
      Feature: F
        Scenario Outline: S
          Given the cache is <age> days old
          Then it is kept
          Examples:
            | age   |
            | 3     |
            | three |

      """
    let diagnostics = Self.diagnostics(text, registry)
    #expect(
      diagnostics.map { $0.message.components(separatedBy: "\n")[0] } == [
        "'the cache is three days old' matches no sentence."
      ])
  }

  @Test("an outline without Examples runs its steps as written, so a placeholder step is undefined")
  func outlineWithoutRows() {
    var registry = StepRegistry { () }
    registry.given("the cache is {int} days old") { _ in }
    registry.then("it is kept") { _ in }
    let text =
      "Feature: F\n  Scenario Outline: S\n    Given the cache is <age> days old\n    Then it is kept\n"
    #expect(
      Self.diagnostics(text, registry).map { $0.message.components(separatedBy: "\n")[0] } == [
        "'the cache is <age> days old' matches no sentence."
      ])
  }

  @Test("a background's step in a feature without scenarios is still checked")
  func backgroundOnly() {
    var registry = StepRegistry { () }
    registry.given("the cache is empty") { _ in }
    let text = "Feature: F\n  Background:\n    Given the cache is full\n"
    #expect(
      Self.diagnostics(text, registry).map(\.range.start) == [Position(line: 2, character: 4)])
  }

  @Test("an undefined step is explained with the closest sentences that exist")
  func undefinedWithClosest() throws {
    let text =
      "Feature: F\n  Scenario: S\n    Given the cache is emptyy\n    Then the cache is left as it was\n"
    let found = Self.diagnostics(text, try FeedSpecs.registry())
    #expect(found.count == 1)
    let message = found.first?.message ?? ""
    #expect(message.hasPrefix("'the cache is emptyy' matches no sentence."))
    #expect(message.contains("closest sentences"))
    #expect(message.contains("the cache is [empty]"))
  }

  @Test("a placeholder without its Examples column is named in the undefined step's explanation")
  func placeholderWithoutColumn() throws {
    let text = """
      Feature: F
        Scenario Outline: S
          Given the cache is <ages>
          Then the cache is left as it was
          Examples:
            | age        |
            | 1 day old  |

      """
    let message = Self.diagnostics(text, try FeedSpecs.registry()).first?.message ?? ""
    #expect(
      message.contains("<ages> is a placeholder, but the Examples table has no 'ages' column"))
  }

  @Test("a line that reads like a step but is not one is published at its words")
  func suspiciousLine() throws {
    let text = "Feature: F\n  Scenario: S\n    Given: the cache is empty\n"
    let found = Self.diagnostics(text, try FeedSpecs.registry())
    #expect(found.count == 1)
    #expect(found.first?.range.start == Position(line: 2, character: 4))
    #expect(found.first?.message.contains("never runs") == true)
  }

  @Test("a scenario still without steps, as while it is typed, is a warning in the editor")
  func scenarioWithoutStepsIsAWarning() throws {
    let text = "Feature: F\n  Scenario: Being written\n"
    let found = Self.diagnostics(text, try FeedSpecs.registry())
    #expect(found.count == 1)
    #expect(found.first?.severity == .warning)
    #expect(found.first?.message.contains("has no steps") == true)
  }

  @Test("every file in Features/ gets no diagnostic from the real step registry")
  func featuresAreClean() throws {
    let registry = try FeedSpecs.registry()
    for file in try Self.featureFiles() {
      let found = Self.diagnostics(try String(contentsOf: file, encoding: .utf8), registry)
      #expect(found.isEmpty, "\(file.lastPathComponent): \(found.map(\.message))")
    }
  }

  @Test("a header's Content-Length is read case-insensitively; a bad or repeated one is named")
  func headers() throws {
    #expect(try MessageReader.contentLength(in: "content-length: 12") == 12)
    #expect(
      try MessageReader.contentLength(in: "Content-Length: 3\r\nContent-Type: x") == 3)
    #expect(throws: MessageReader.HeaderProblem.self) {
      try MessageReader.contentLength(in: "Content-Length: twelve")
    }
    #expect(throws: MessageReader.HeaderProblem.self) {
      try MessageReader.contentLength(in: "garbage")
    }
    #expect(throws: MessageReader.HeaderProblem.self) {
      try MessageReader.contentLength(in: "Content-Length: 3\r\nContent-Length: 3")
    }
    // Too many digits for an Int: over any limit, so the reader refuses it as too large.
    #expect(
      try MessageReader.contentLength(in: "Content-Length: 99999999999999999999") == .max)
  }

  @Test("JSON round-trips strings with escapes and rejects numbers with fractions")
  func json() throws {
    let value = try JSON.parse(Data(#"{"a":"line\nbreak \"q\" é","b":[1,true,null]}"#.utf8))
    #expect(value.serialized == #"{"a":"line\nbreak \"q\" é","b":[1,true,null]}"#)
    #expect(throws: JSON.SyntaxError.self) { try JSON.parse(Data(#"{"id":1.5}"#.utf8)) }
    #expect(throws: JSON.SyntaxError.self) { try JSON.parse(Data("{".utf8)) }
  }

  @Test("a result kept as JSON text is written as the same frame as the response object")
  func encodedResultFrame() throws {
    let result: JSON = [["name": "Feature: é \"q\"", "children": []], 2]
    for id: JSON in [7, "seven"] {
      let object = try Self.framesWritten {
        $0.send(["jsonrpc": "2.0", "id": id, "result": result])
      }
      let encoded = try Self.framesWritten { $0.send(result: result.serialized, id: id) }
      #expect(encoded == object)
      #expect(encoded.hasPrefix("Content-Length: "))
    }
  }

  @Test("tags are read on lines ended by any line break, a carriage return alone among them")
  func tagsAfterEveryLineBreak() {
    let text =
      "@a\n  @b @c # @not\r\n\t@d\r@e\u{2028}@f\u{0B}@g\u{85}@h\nScenario: @i\n@ @j"
    #expect(
      TagScanner.tags(in: text) == ["@a", "@b", "@c", "@d", "@e", "@f", "@g", "@h", "@j"])
  }

  /// What `write` makes a ``MessageWriter`` write, as text.
  static func framesWritten(_ write: (GherkinLanguageServer.MessageWriter) -> Void) throws -> String
  {
    let pipe = Pipe()
    write(MessageWriter(descriptor: pipe.fileHandleForWriting.fileDescriptor))
    try pipe.fileHandleForWriting.close()
    return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  static func diagnostics<World>(_ text: String, _ registry: StepRegistry<World>)
    -> [EditorDiagnostic]
  {
    LanguageServer(registry: registry).diagnostics(
      for: TextDocument(text: text, version: 1),
      analysis: FeatureAnalysis(text: text, uri: "t.feature", parser: GherkinParser()))
  }
}
