import Foundation
import GherkinTesting
import Testing

@testable import GherkinCommandLine
@testable import GherkinDiagnostics
@testable import GherkinRunner

/// Each mistake a product owner makes in a feature file, and the exact plain-words message it
/// gets (issue 14).
@Suite("Product owners' mistakes, each named at its line in plain words")
struct ProductOwnerMistakesTests {
  // MARK: Lines that read like a step or heading but are not one

  @Test("a misspelt first step is named at its line, not silently taken as description")
  func misspeltFirstStep() {
    let source = """
      Feature: Offline
        Scenario: A fresh cache is shown
          Givn there's a cached version of the feed holding these images:
            | description |
            | Sunset      |
          Then the app should display the latest feed saved
      """

    let problems = Diagnostics.check(source: source, uri: "offline.feature")

    #expect(
      problems.map(\.rendered) == [
        "offline.feature:3:5: 'Givn' is not a keyword: did you mean 'Given'? As written, the line is read as description text and never runs."
      ])
    #expect(problems.first?.column == 5)
    #expect(problems.first?.severity == .error)
  }

  @Test("a step keyword in the wrong case is named, with the keyword as it must be written")
  func wrongCaseKeyword() {
    let source = "Feature: F\n  Scenario: S\n    given the cache is empty\n    Then it shows\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:3:5: 'given' is not a keyword: did you mean 'Given'? Keywords are written with a capital letter as shown. As written, the line is read as description text and never runs."
      ])
  }

  @Test("a heading without its colon is named, though the grammar takes it as description")
  func headingWithoutColon() {
    let source = "Feature: F\n  Rule: R\n\n  Scenario Fresh\n    Given a\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:4:3: 'Scenario' needs a colon: write 'Scenario:' followed by its name. As written, the line is read as description text and never runs."
      ])
  }

  @Test("a misspelt heading with its colon is named with the heading it resembles")
  func misspeltHeading() {
    let source = "Feature: F\n  Scenaro: Fresh\n    Given a\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.message) == [
        "'Scenaro:' is not a keyword: did you mean 'Scenario:'? As written, the line is read as description text and never runs."
      ])
  }

  @Test("ordinary description text and doc-string lines are not suspicious")
  func ordinaryText() {
    let source = """
      Feature: Offline
        As an offline customer
        I want the app to show the latest saved feed
        So I can always enjoy images
        Rule of thumb: a cache is fresh for a week.
        Examples follow below.

        Scenario: S
          The customer opens the app.
          Given a doc string:
            \"\"\"
            Givn is not a step here
            \"\"\"
          Then b
      """

    #expect(Diagnostics.check(source: source, uri: "f.feature").isEmpty)
  }

  @Test("a suspicious line fails the run under strict, and is only a warning with --no-strict")
  func suspiciousLineStrictness() async throws {
    let feature = "Feature: F\n  Scenario: S\n    Givn the cache was saved 1 days ago\n"

    let strict = try await runCommand([], feature: feature)
    let lenient = try await runCommand(["--no-strict"], feature: feature)

    #expect(strict.code == 1)
    #expect(strict.output.contains("1 scenario (1 passed), 1 suspicious line\n"))
    #expect(strict.output.contains("f.feature:3:5: 'Givn' is not a keyword: did you mean 'Given'?"))
    #expect(lenient.code == 0)
    #expect(lenient.output.contains("f.feature:3:5: warning: 'Givn' is not a keyword"))
  }

  // MARK: Parse errors

  @Test("a misspelt step keyword among steps says what may stand there and names the keyword")
  func misspeltStepParseError() {
    let source = """
      Feature: F
        Scenario: S
          Given a
          Wen the customer requests to see the feed
      """

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:4:5: 'Wen' is not a keyword: did you mean 'When'? At this place the file may have a step, a table row, a doc string, a tag, a comment, an Examples table, a new Scenario, a new Rule, or the end of the file."
      ])
    #expect(problems.first?.machineMessage?.hasPrefix("(4:5): expected: #EOF, #TableRow") == true)
  }

  @Test("a Scenario without its colon is one error, not one for each line after it")
  func oneErrorPerMistake() {
    let source = """
      Feature: F

        Scenario Outline: x
          Given <a>

          Examples:
            | a |
            | 1 |

        Scenario y
          Given b
            | x |
          When c
          Then d

        Scenario: z
          Given e
          Whn f
      """

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:10:3: 'Scenario' needs a colon: write 'Scenario:' followed by its name. At this place the file may have a table row, a tag, a comment, an Examples table, a new Scenario, a new Rule, or the end of the file. Lines 11, 13, and 14 after it were rejected only because of this line.",
        "f.feature:18:5: 'Whn' is not a keyword: did you mean 'When'? At this place the file may have a step, a table row, a doc string, a tag, a comment, an Examples table, a new Scenario, a new Rule, or the end of the file.",
      ])
  }

  @Test("an unknown language written as its English name is one error suggesting its code")
  func unknownLanguageByName() throws {
    let source = "# language: greek\nFeature: F\n  Scenario: S\n    Given a\n    When b\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(problems.count == 1)
    let message = try #require(problems.first?.rendered)
    #expect(
      message.hasPrefix(
        "f.feature:1:1: There is no language 'greek'. Did you mean 'el' (Greek)? The 80 languages built in are af, am,"
      ))
    #expect(
      message.hasSuffix(
        ", zh-TW. To add one, give a languages file in Cucumber's gherkin-languages.json format with --languages FILE (GHERKIN_LANGUAGES=FILE under swift test)."
      ))
  }

  @Test("an unknown language close to no built-in one gets no suggestion, only the list")
  func unknownLanguageWithoutSuggestion() throws {
    let source = "# language: xx\nFeature: F\n  Scenario: S\n    Given a\n"

    let message = try #require(Diagnostics.check(source: source, uri: "f.feature").first?.rendered)

    #expect(
      message.hasPrefix(
        "f.feature:1:1: There is no language 'xx'. The 80 languages built in are af,"))
  }

  @Test("an unknown language one letter off several codes suggests up to three of them")
  func unknownLanguageSeveralSuggestions() throws {
    let source = "# language: gr\nFeature: F\n  Scenario: S\n    Given a\n"

    let message = try #require(Diagnostics.check(source: source, uri: "f.feature").first?.rendered)

    #expect(
      message.contains(
        "There is no language 'gr'. Did you mean 'ar' (Arabic), 'fr' (French), or 'ga' (Irish)?"))
  }

  @Test("an unclosed doc string is named at its opening line, with what closes it")
  func unclosedDocString() {
    let source = "Feature: F\n  Scenario: S\n    Given a:\n      \"\"\"\n      text\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:4:7: This doc string is never closed: add a line with \"\"\" where its text ends. As written, the rest of the file is read as its text."
      ])
  }

  @Test("NDJSON keeps Cucumber's parse errors, every one of them, word for word")
  func machineParseErrorsUnchanged() async throws {
    let feature = """
      Feature: F

        Scenario Outline: x
          Given <a>

          Examples:
            | a |
            | 1 |

        Scenario y
          Given b
      """

    let run = try await runCommand(["--format", "message"], feature: feature)

    let messages = run.output.split(separator: "\n").filter { $0.contains("\"parseError\"") }
    #expect(messages.count == 2)
    #expect(
      messages.first?.contains(
        "\"message\":\"(10:3): expected: #EOF, #TableRow, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'Scenario y'\""
      ) == true)
    #expect(
      messages.last?.contains(
        "\"message\":\"(11:5): expected: #EOF, #TableRow, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'Given b'\""
      ) == true)
  }

  @Test("a file that does not parse, among good ones, is counted on the summary line and listed")
  func fileNotRunCounted() async throws {
    let run = try await runCommand(
      [],
      feature:
        "Feature: F\n  Scenario: S\n    Given the cache was saved 1 days ago\n    Then the app displays 2 images\n",
      more: ["bad.feature": "Feature: B\n  Scenario: S\n    Given a\n    Wen b\n"])

    #expect(run.code == 2)
    #expect(run.output.contains("1 scenario (1 passed), 1 file not run in full: "))
    #expect(run.output.contains("bad.feature\n2 steps (2 passed)"))
    #expect(
      run.output.hasSuffix(
        "bad.feature:4:5: 'Wen' is not a keyword: did you mean 'When'? At this place the file may have a step, a table row, a doc string, a tag, a comment, an Examples table, a new Scenario, a new Rule, or the end of the file. Because of this line, 'Scenario: S' (line 2) does not run.\n"
      ))
  }

  @Test("a line quoted in a message shows control characters and is cut when long")
  func quotedLineIsSafe() {
    let long = String(repeating: "x", count: 5_000)
    let source = "Feature: F\n  Scenario: S\n    Given a\n  \u{1B}[2J \(long)\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(problems.count == 1)
    #expect(
      problems.first?.message.hasPrefix(
        "The text '\\u{1B}[2J " + String(repeating: "x", count: 75) + "…' cannot stand here."
      ) == true)
  }

  // MARK: Undefined steps

  @Test("curly quotes around a value are explained, with the step as it must be written")
  func curlyQuotes() async throws {
    let run = try await runCommand(
      [], feature: "Feature: F\n  Scenario: S\n    Then the error message is “Couldn’t connect”\n")

    #expect(run.code == 1)
    #expect(
      run.output.contains(
        """
            ■ Then the error message is “Couldn’t connect”
              'the error message is “Couldn’t connect”' matches no sentence.
              The quotes are the problem: a quoted value must be in straight double quotes ("like this"), not curly “ ” or single ' ' quotes. Write: the error message is "Couldn't connect"
              The closest sentences that exist (differences in [brackets]):
                Then the error message is {string}

        """))
  }

  @Test("single quotes around a value holding an apostrophe are explained")
  func singleQuotes() async throws {
    let run = try await runCommand(
      [], feature: "Feature: F\n  Scenario: S\n    Then the error message is 'Couldn't connect'\n")

    #expect(
      run.output.contains(
        "The quotes are the problem: a quoted value must be in straight double quotes (\"like this\"), not curly “ ” or single ' ' quotes. Write: the error message is \"Couldn't connect\"\n"
      ))
  }

  @Test("a near miss names the closest sentences, the differing words in brackets")
  func nearMiss() async throws {
    let run = try await runCommand(
      [],
      feature: "Feature: F\n  Scenario: S\n    Then the app should display the latest saved feed\n")

    #expect(
      run.output.contains(
        """
            ■ Then the app should display the latest saved feed
              'the app should display the latest saved feed' matches no sentence.
              The closest sentences that exist (differences in [brackets]):
                Then the app should display the latest [feed saved]

        """))
  }

  @Test("a <placeholder> whose column the Examples table lacks is named")
  func missingExamplesColumn() async throws {
    let feature = """
      Feature: F
        Scenario Outline: S
          Given the cache was saved <age> days ago

          Examples:
            | days |
            | 3    |
      """

    let run = try await runCommand([], feature: feature)

    #expect(
      run.output.contains(
        """
            ■ Given the cache was saved <age> days ago
              'the cache was saved <age> days ago' matches no sentence.
              <age> is a placeholder, but the Examples table has no 'age' column: add the column or correct the name.
              The closest sentences that exist (differences in [brackets]):
                Given the cache was saved {int} days ago

        """))
  }

  @Test("a table under a step whose sentence takes none says so in words")
  func tableUnderStepTakingNone() async throws {
    let feature = """
      Feature: F
        Scenario: S
          Given the store fails
            | any |
      """

    let run = try await runCommand([], feature: feature)

    #expect(
      run.output.contains(
        "      This sentence takes no table: remove the table under the step, or use a sentence that takes one (feed-specs --list-steps lists the sentences).\n"
      ))
    #expect(!run.output.contains("argument(s)"))
  }

  @Test("the summary report explains each undefined step above its snippet")
  func summaryExplainsUndefined() async throws {
    let run = try await runCommand(
      ["--format", "summary"],
      feature: "Feature: F\n  Scenario: S\n    Then the app should display the latest saved feed\n")

    #expect(
      run.output.contains(
        """
        You can implement missing steps with the snippets below:

        'the app should display the latest saved feed' matches no sentence.
        The closest sentences that exist (differences in [brackets]):
          Then the app should display the latest [feed saved]
        registry.then(
        """))
  }

  // MARK: Selections that select nothing

  @Test("a tag without @ selects nothing: an error naming the filter, the @, the tags that exist")
  func tagWithoutAt() async throws {
    let run = try await runCommand(["--tags", "cache"], feature: taggedFeature)

    #expect(run.code == 1)
    #expect(run.output.contains("0 scenarios, 1 filter selecting nothing\n"))
    #expect(
      run.output.hasSuffix(
        "--tags cache selects no scenario: 'cache' has no @, and a tag starts with @: did you mean @cache? Tags that exist, closest first: @cache, @cached, @network.\n"
      ))
  }

  @Test("a tag without @ that no scenario has either says both")
  func tagWithoutAtNorTag() async throws {
    let run = try await runCommand(["--tags", "po-new"], feature: taggedFeature)

    #expect(run.code == 1)
    #expect(
      run.output.hasSuffix(
        "--tags po-new selects no scenario: 'po-new' has no @, and a tag starts with @ (no scenario has @po-new either). Tags that exist, closest first: @cache, @cached, @network.\n"
      ))
  }

  @Test("a tag no scenario has is an error listing the tags that exist, closest first")
  func unknownTag() async throws {
    let run = try await runCommand(["--tags", "@cahce"], feature: taggedFeature)

    #expect(run.code == 1)
    #expect(
      run.output.hasSuffix(
        "--tags @cahce selects no scenario: no scenario has the tag @cahce. Did you mean @cache? Tags that exist, closest first: @cache, @cached, @network.\n"
      ))
  }

  @Test("a file:LINE where no scenario is says which scenarios the file has")
  func lineWithoutScenario() async throws {
    let directory = try FeatureDirectory(["f.feature": taggedFeature])
    defer { directory.remove() }

    let beyond = try await runCommand(in: directory, [directory.path("f.feature") + ":999"])
    let between = try await runCommand(in: directory, [directory.path("f.feature") + ":2"])

    #expect(beyond.code == 1)
    #expect(
      beyond.output.hasSuffix(
        "\(directory.path("f.feature")):999 selects no scenario: the file has only 12 lines. Its scenarios start at lines 4 and 9.\n"
      ))
    #expect(
      between.output.hasSuffix(
        "\(directory.path("f.feature")):2 selects no scenario: no scenario, outline or Examples row is at that line. Its scenarios start at lines 4 and 9.\n"
      ))
  }

  @Test("a --name nothing matches is an error; --allow-empty keeps an empty run passing")
  func nameMatchingNothing() async throws {
    let failing = try await runCommand(["--name", "Nothing"], feature: taggedFeature)
    let allowed = try await runCommand(
      ["--name", "Nothing", "--allow-empty"], feature: taggedFeature)

    #expect(failing.code == 1)
    #expect(
      failing.output.hasSuffix(
        "--name Nothing selects no scenario: no scenario's name contains it (names are matched case by case, as regular expressions).\n"
      ))
    #expect(allowed.code == 0)
    #expect(allowed.output.hasPrefix("\n0 scenarios\n"))
  }

  @Test("under swift test a GHERKIN_TAGS that selects nothing is one failing case saying why")
  func bridgeEmptySelection() throws {
    let directory = try FeatureDirectory(["f.feature": taggedFeature])
    defer { directory.remove() }

    let cases = try Scenarios.load(from: directory.url, environment: ["GHERKIN_TAGS": "@nosuch"])
    let allowed = try Scenarios.load(
      from: directory.url, environment: ["GHERKIN_TAGS": "@nosuch", "GHERKIN_ALLOW_EMPTY": "1"])

    #expect(cases.map(\.testDescription) == ["Features (selects nothing)"])
    guard case .problem(let problem) = cases.first?.content else {
      Issue.record("expected a problem case")
      return
    }
    #expect(
      problem.message
        == "GHERKIN_TAGS @nosuch selects no scenario: no scenario has the tag @nosuch. Tags that exist, closest first: @cache, @cached, @network."
    )
    #expect(allowed.isEmpty)
  }

  @Test("under swift test several GHERKIN_* filters selecting nothing are still one case")
  func bridgeEmptySelectionOneCase() throws {
    let directory = try FeatureDirectory(["f.feature": taggedFeature])
    defer { directory.remove() }

    let cases = try Scenarios.load(
      from: directory.url, environment: ["GHERKIN_TAGS": "@nosuch", "GHERKIN_NAME": "Nothing"])

    #expect(cases.count == 1)
    guard case .problem(let problem) = cases.first?.content else {
      Issue.record("expected a problem case")
      return
    }
    #expect(problem.message.hasPrefix("GHERKIN_TAGS @nosuch selects no scenario: "))
    #expect(
      problem.message.hasSuffix(
        "\nGHERKIN_NAME Nothing selects no scenario: no scenario's name contains it (names are matched case by case, as regular expressions)."
      ))
  }

  @Test("under swift test a misspelt first step is a failing case at its line")
  func bridgeSuspiciousLine() throws {
    let directory = try FeatureDirectory([
      "f.feature": "Feature: F\n  Scenario: S\n    Givn a\n    Then b\n"
    ])
    defer { directory.remove() }

    let cases = try Scenarios.load(from: directory.url, environment: [:])

    #expect(cases.map(\.testDescription) == ["f.feature:3 (suspicious line)", "f.feature:2 S"])
  }

  // MARK: Other human reports

  @Test("progress-lines lists each problem on a PROBLEM line, counted on its closing line")
  func progressLinesProblems() async throws {
    let run = try await runCommand(
      ["--format", "progress-lines"],
      feature: "Feature: F\n  Scenario: S\n    Givn the cache was saved 1 days ago\n")

    #expect(run.errors.isEmpty)
    #expect(
      run.output.hasSuffix(
        "f.feature:3:5: 'Givn' is not a keyword: did you mean 'Given'? As written, the line is read as description text and never runs.\n1 passed, 0 failed, 1 suspicious line\n"
      ))
    #expect(run.output.contains("\nPROBLEM /"))
  }

  @Test("the HTML report lists the problems in plain words and counts them")
  func htmlProblems() async throws {
    let run = try await runCommand(
      ["--format", "html"],
      feature: "Feature: F\n  Scenario: S\n    Givn the cache was saved 1 days ago\n")

    #expect(run.output.contains("1 scenario (1 passed), 1 suspicious line<br>"))
    #expect(
      run.output.contains(
        "f.feature:3:5: &#39;Givn&#39; is not a keyword: did you mean &#39;Given&#39;? As written, the line is read as description text and never runs.</code></li>"
      ))
  }

  @Test("a machine format alone on standard output leaves the problems to standard error")
  func machineFormatProblemsToStandardError() async throws {
    let run = try await runCommand(
      ["--format", "json"],
      feature: "Feature: F\n  Scenario: S\n    Givn the cache was saved 1 days ago\n")

    #expect(run.code == 1)
    #expect(run.errors.hasPrefix("feed-specs: /"))
    #expect(
      run.errors.hasSuffix(
        "f.feature:3:5: 'Givn' is not a keyword: did you mean 'Given'? As written, the line is read as description text and never runs.\n"
      ))
    #expect(!run.output.contains("Givn' is not"))
  }

  // MARK: Unused definitions, statuses without colour

  @Test("--strict-unused lists each step definition no step uses and fails the run")
  func strictUnused() async throws {
    let run = try await runCommand(
      ["--strict-unused"],
      feature:
        "Feature: F\n  Scenario: S\n    Given the cache was saved 1 days ago\n    Then the app displays 2 images\n"
    )

    #expect(run.code == 1)
    #expect(run.output.contains("1 scenario (1 passed), 3 unused step definitions\n"))
    #expect(run.output.contains("No step uses the sentence 'Given the store fails' ("))
  }

  @Test("without colour, each step line carries its status symbol, as in Cucumber's layout")
  func statusSymbols() async throws {
    let feature = """
      Feature: F
        Scenario: S
          Given the store fails
          Then the app displays 2 images
          Then nothing is defined
      """

    let run = try await runCommand([], feature: feature)

    #expect(!run.output.contains("\u{1B}["))
    // Cucumber's layout: the symbol is on every step line; the scenario line has none.
    #expect(run.output.contains("\n  Scenario: S "))
    #expect(run.output.contains("    ✘ Given the store fails "))
    #expect(run.output.contains("    ↷ Then the app displays 2 images # "))
    #expect(run.output.contains("    ■ Then nothing is defined\n"))
  }

  // MARK: Cost

  @Test("word distance gives Levenshtein's figure within the limit, and limit + 1 beyond it")
  func boundedDistance() {
    #expect(Wording.distance("Givn", "Given", limit: 2) == 1)
    #expect(Wording.distance("kitten", "sitting", limit: 3) == 3)
    #expect(Wording.distance("kitten", "sitting", limit: 2) == 3)
    #expect(Wording.distance("", "abc", limit: 5) == 3)
    #expect(Wording.distance(String(repeating: "a", count: 100_000), "Given", limit: 2) == 3)
  }

  @Test("a huge undefined step is compared on its first words only; an ordinary one is ranked")
  func hugeStep() {
    let definitions = [
      StepDefinitionInfo(
        id: "1", keyword: "Then", expression: "the app displays {int} images",
        expressionKind: .cucumberExpression,
        source: SourceReference(file: "x.swift", line: 1))
    ]
    let text = "the app displays 2 image" + String(repeating: " word", count: 200_000)

    let closest = Diagnostics.closestSentences(to: text, in: definitions)

    #expect(closest.isEmpty)
    #expect(
      Diagnostics.closestSentences(to: "the app displays 2 image", in: definitions)
        == ["Then the app displays {int} [images]"])
  }

  // MARK: Helpers

  private let taggedFeature = """
    Feature: Tagged

      @cache
      Scenario: One
        Given the cache was saved 1 days ago
        Then the app displays 2 images

      @cached @network
      Scenario: Two
        Given the cache was saved 2 days ago
        Then the app displays 2 images

    """

  private func registry() -> StepRegistry<CacheWorld> {
    var registry = makeCacheRegistry()
    registry.then("the error message is {string}", String.self) { _, _ in }
    registry.then("the app should display the latest feed saved") { _ in }
    return registry
  }

  private func runCommand(
    _ arguments: [String], feature: String, more: [String: String] = [:]
  ) async throws -> (code: Int32, output: String, errors: String) {
    let directory = try FeatureDirectory(more.merging(["f.feature": feature]) { a, _ in a })
    defer { directory.remove() }
    return try await runCommand(in: directory, arguments)
  }

  private func runCommand(in directory: FeatureDirectory, _ arguments: [String]) async throws
    -> (code: Int32, output: String, errors: String)
  {
    await runFeedSpecs(
      arguments, defaultPath: directory.url.path, registry: registry(), plugins: [.scenarioLines])
  }
}
