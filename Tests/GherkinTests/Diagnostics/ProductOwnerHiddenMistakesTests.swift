import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinDiagnostics

/// Mistakes in a feature file that used to pass silently, hide behind another mistake, or be
/// told in several messages or misleading words, and the one plain-words message each gets now
/// (issue 14).
@Suite("Product owners' mistakes that used to pass silently or hide behind others")
struct ProductOwnerHiddenMistakesTests {
  // MARK: Scenarios that prove nothing

  @Test("a Scenario with no steps is named at its heading as proving nothing, an error")
  func scenarioWithoutSteps() {
    let source = """
      Feature: Offline
        Background:
          Given today is 23 November 2026 at 10:00

        Scenario: Nothing here yet

        Scenario Outline:
          Given the cache is empty
          Then the cache is left as it was
      """

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:5:3: Scenario 'Nothing here yet' has no steps, so it proves nothing: add its Given/When/Then steps under its heading."
      ])
    #expect(problems.first?.kind == .scenarioWithoutSteps)
    #expect(problems.first?.severity == .error)
  }

  @Test("a Scenario with no steps fails the run, and is only a warning with --no-strict")
  func scenarioWithoutStepsStrictness() async throws {
    let feature =
      "Feature: F\n  Scenario: Jotted down\n\n  Scenario: S\n    Given the cache was saved 1 days ago\n    Then the app displays 2 images\n"

    let strict = try await runCommand([], feature: feature)
    let lenient = try await runCommand(["--no-strict"], feature: feature)

    #expect(strict.code == 1)
    #expect(strict.output.contains("2 scenarios (2 passed), 1 scenario without steps\n"))
    #expect(
      strict.output.contains(
        "f.feature:2:3: Scenario 'Jotted down' has no steps, so it proves nothing"))
    #expect(lenient.code == 0)
    #expect(lenient.output.contains("f.feature:2:3: warning: Scenario 'Jotted down' has no steps"))
  }

  @Test("a file with Windows line ends (CR LF) has its suspicious line found at its own line")
  func suspiciousLineInCRLFFile() {
    let source =
      "Feature: F\r\n  Scenario: S\r\n    Givn the cache is empty\r\n    Then it shows\r\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(problems.map(\.kind) == [.suspiciousLine])
    #expect(problems.map(\.line) == [3])
  }

  @Test("a Scenario whose steps a suspicious line hides is named once, by that line")
  func scenarioWithoutStepsExplainedBySuspiciousLine() {
    let source = "Feature: F\n  Scenario: S\n    Givn the cache is empty\n    Thn it shows\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(problems.map(\.kind) == [.suspiciousLine, .suspiciousLine])
    #expect(problems.map(\.line) == [3, 4])
  }

  @Test(
    "a Scenario with no steps under --no-strict: Cucumber's messages pass, the warning rides in the run's facts"
  )
  func scenarioWithoutStepsKeepsMessages() async throws {
    let run = try await runCommand(
      ["--format", "message", "--no-strict"], feature: "Feature: F\n  Scenario: Jotted down\n")

    #expect(run.code == 0)
    #expect(run.output.contains("\"success\":true"))
    #expect(!run.output.contains("parseError"))
    let facts = run.output.split(separator: "\n").filter { $0.contains(RunFacts.mediaType) }
    // Its strictness before the first scenario, then every fact, the warning among them.
    #expect(facts.count == 2)
    #expect(facts.first?.contains("has no steps") == false)
    #expect(facts.last?.contains("has no steps") == true)
    #expect(run.errors.contains("f.feature:2:3: warning: Scenario 'Jotted down' has no steps"))
  }

  // MARK: First steps read silently as description

  @Test(
    "a first step line that is not a step is named with its fix",
    arguments: [
      (
        "- Given the cache is empty",
        "'- ' before 'Given' marks an item of a list, which a step does not take: remove the '- ' so that the line starts with 'Given'."
      ),
      (
        "1. Given the cache is empty",
        "'1. ' before 'Given' marks an item of a list, which a step does not take: remove the '1. ' so that the line starts with 'Given'."
      ),
      (
        "Giventhe cache is empty",
        "'Giventhe' is not a keyword: a step starts with 'Given' followed by a space."
      ),
      (
        "Whenever the customer requests to see the feed",
        "'Whenever' is not a keyword: a step starts with 'When' followed by a space."
      ),
      (
        "Given: the cache is empty",
        "'Given:' is not how a step starts: a step keyword takes no colon. Remove the colon and write 'Given the cache is empty'."
      ),
    ])
  func firstStepNotAStep(line: String, explanation: String) {
    let source = "Feature: F\n  Scenario: S\n    \(line)\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:3:5: \(explanation) As written, the line is read as description text and never runs."
      ])
  }

  @Test("a step keyword with a colon after other steps is explained in the parse error")
  func colonAfterKeywordParseError() {
    let source = "Feature: F\n  Scenario: S\n    Given a\n    Then: it shows\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(problems.map(\.kind) == [.parseError])
    #expect(
      problems.first?.message.hasPrefix(
        "'Then:' is not how a step starts: a step keyword takes no colon. Remove the colon and write 'Then it shows'."
      ) == true)
  }

  @Test("prose in a description that starts like a list or a keyword is not suspicious")
  func proseIsNotSuspicious() {
    let source = """
      Feature: Offline
        - Given an offline customer, the app shows the saved feed
        Whenever the customer is offline, the feed comes from the cache.

        Scenario: S
          Another case of a fresh cache.
          Given a
          Then b
      """

    #expect(Diagnostics.check(source: source, uri: "f.feature").isEmpty)
  }

  // MARK: Headings read silently as description

  @Test("a second Feature heading under the first is named, not silently description")
  func secondFeatureInDescription() {
    let problems = Diagnostics.check(source: "Feature: F\nFeature: G\n", uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:2:1: A file holds one Feature, so this second one is not a new Feature: put it in a file of its own, or make it a 'Rule:' of the Feature above. As written, the line is read as description text."
      ])
  }

  @Test("a second Feature heading after a Scenario's steps says a file holds one Feature")
  func secondFeatureAfterSteps() {
    let source = "Feature: F\n  Scenario: S\n    Given a\n\nFeature: G\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(problems.map(\.line) == [5])
    #expect(
      problems.first?.message.hasPrefix(
        "A Feature heading cannot stand here. A file holds one Feature, so this second one is not a new Feature"
      ) == true)
  }

  @Test("a second Background and Examples under a Feature are named, not silently description")
  func misplacedHeadingsInDescription() {
    let source = """
      Feature: F
        Examples: E
        Background: B
        Background: C
          Given a
      """

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:2:3: Examples go under a Scenario Outline, after its steps: move this line there. As written, the line is read as description text.",
        "f.feature:4:3: A Background must come first in its Feature or Rule, before any Scenario, and only once: move it up or merge it with the one above. As written, the line is read as description text.",
      ])
  }

  // MARK: One mistake per message, every mistake in one run

  @Test("a suspicious line is named even when a later line does not parse, each once")
  func suspiciousLineBesideParseError() {
    let source = """
      Feature: Offline
        Scenario: A
          Givn the cache is empty
          When the customer requests to see the feed

        Scenario: B
          Given the cache is empty
          Whne the customer requests to see the feed
      """

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:3:5: 'Givn' is not a keyword: did you mean 'Given'? As written, the line is read as description text and never runs.",
        "f.feature:8:5: 'Whne' is not a keyword: did you mean 'When'? At this place the file may have a step, a table row, a doc string, a tag, a comment, an Examples table, a new Scenario, a new Rule, or the end of the file.",
      ])
  }

  @Test("a Feature heading in lower case is one error, the lines it left unread folded into it")
  func lowerCaseFeatureFolded() {
    let source = "feature: Offline\n  Scenario: A cache\n    Given the cache is empty\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:1:1: 'feature:' is not a keyword: did you mean 'Feature:'? Keywords are written with a capital letter as shown. At this place the file may have a tag, a comment, a Feature, or the end of the file. Lines 2 and 3 after it were rejected only because of this line."
      ])
  }

  @Test("a file without a Feature heading says to add one")
  func missingFeatureHeading() {
    let problems = Diagnostics.check(
      source: "  Scenario: A cache\n    Given the cache is empty\n", uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:1:3: A Scenario heading cannot stand here. A feature file starts with a 'Feature:' heading followed by the feature's name: add one above this line. At this place the file may have a tag, a comment, a Feature, or the end of the file. Line 2 after it was rejected only because of this line."
      ])
  }

  @Test(
    "a tag line mistake is one message saying how the tag is written",
    arguments: [
      ("@ edge", "A tag's name follows its @ with no space between: write '@edge'."),
      (
        "@edge narrative-2",
        "'narrative-2' on this tag line has no @: every tag starts with @, so write '@narrative-2'."
      ),
    ])
  func tagLineMistake(tags: String, explanation: String) {
    let source = "Feature: F\n  Scenario: S\n    Given a\n\n  \(tags)\n  Scenario: T\n    Given b\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(problems.map(\.rendered) == ["f.feature:5:3: \(explanation)"])
    #expect(
      problems.first?.machineMessage == "(5:3): A tag may not contain whitespace",
      "machine formats keep Cucumber's wording")
  }

  @Test("a tag written without @ above a Scenario says a tag starts with @")
  func tagWithoutAt() {
    let source =
      "Feature: F\n  Scenario: S\n    Given a\n\n  narrative-2\n  Scenario: T\n    Given b\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(problems.map(\.line) == [5])
    #expect(
      problems.first?.message.hasPrefix(
        "'narrative-2' stands where tags go, but a tag starts with @: write '@narrative-2'.")
        == true)
  }

  // MARK: A file in another language

  @Test("a French file without '# language: fr' is one error saying to add that line")
  func frenchWithoutLanguageLine() {
    let source = "Fonctionnalité: Hors ligne\n  Scénario: Cache vide\n    Soit le cache est vide\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:1:1: This file looks written in French (fr): 'Fonctionnalité:' and 2 more of its lines use its keywords, but a file is read as English unless its first line names its language. Add '# language: fr' as the file's first line."
      ])
    #expect(problems.first?.kind == .parseError)
  }

  @Test("a French file that names another language is told to change that line")
  func frenchUnderWrongLanguage() {
    let source = "\n# language: de\nFonctionnalité: Hors ligne\n  Scénario: Cache vide\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:2:1: This file says '# language: de' but looks written in French (fr): 'Fonctionnalité:' and 1 more of its lines use its keywords. Change that line to '# language: fr'."
      ])
  }

  @Test("an English typo that no language explains is not taken for another language")
  func typoIsNotAnotherLanguage() {
    let source = "Feature: F\n  Scenario: S\n    Given a\n    Wen b\n    Thn c\n"

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(problems.first?.message.hasPrefix("'Wen' is not a keyword") == true)
  }

  // MARK: Tables

  @Test("a table row missing its closing | says the row must end with |")
  func rowWithoutClosingBar() {
    let source = """
      Feature: F
        Scenario: S
          Given these images:
            | description        | location |
            | Sunset at the pier | Brighton
      """

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:5:7: This table row does not end with |: add a | after its last cell. Text after a row's last | is not read as a cell, so the row has fewer cells than the table's first row."
      ])
    #expect(problems.first?.machineMessage == "(5:7): inconsistent cell count within the table")
  }

  @Test("a table's first row missing its closing | is named at that row")
  func firstRowWithoutClosingBar() {
    let source = """
      Feature: F
        Scenario: S
          Given these images:
            | description        | location
            | Sunset at the pier | Brighton |
      """

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:4:7: This table row does not end with |: add a | after its last cell. Text after a row's last | is not read as a cell, so line 5 below has more cells than this row."
      ])
  }

  // MARK: Helpers

  private func runCommand(_ arguments: [String], feature: String) async throws
    -> (code: Int32, output: String, errors: String)
  {
    let directory = try FeatureDirectory(["f.feature": feature])
    defer { directory.remove() }
    return await runFeedSpecs(
      arguments, defaultPath: directory.url.path, registry: makeCacheRegistry(),
      plugins: [.scenarioLines])
  }
}
