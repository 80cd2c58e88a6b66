import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinDiagnostics
@testable import GherkinRunner

/// Mistakes in the order of a file's lines (issue 43): each named at the line that holds it,
/// with its fix, its follow-on errors folded in and the scenarios it keeps from running named.
@Suite("Structure mistakes, each named at the line that holds it")
struct StructureMistakesTests {
  // MARK: Tags on the wrong line

  static let tagUnderHeading = """
    Feature: F
      Scenario: Kept
        @primary
        Given the cache was saved 3 days ago
        Then the app displays 2 images

    """

  @Test("a tag under its Scenario line is named at the tag, the steps and the file's end folded in")
  func tagUnderHeading() {
    let problems = Diagnostics.check(source: Self.tagUnderHeading, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:3:5: '@primary' stands under the heading 'Scenario: Kept' (line 2), but tags go on their own line just above the heading they tag: move this line above line 2. As written, the steps below this line are not read. Line 5 after it and the end of the file were rejected only because of this line."
      ])
  }

  @Test(
    "through the command line, a tag under its heading also names the scenario that does not run")
  func tagUnderHeadingOnTheCommandLine() async throws {
    let run = try await runCommand([], feature: Self.tagUnderHeading)

    #expect(run.code == 2)
    #expect(
      run.output.contains(
        "f.feature:3:5: '@primary' stands under the heading 'Scenario: Kept' (line 2), but tags go on their own line just above the heading they tag: move this line above line 2. As written, the steps below this line are not read. Line 5 after it and the end of the file were rejected only because of this line. Because of this line, 'Scenario: Kept' (line 2) does not run.\n"
      ))
    #expect(!run.output.contains("ends too early"))
  }

  static let tagAboveBackground = """
    Feature: F
      Rule: Ages

        @primary
        Background:
          Given the cache was saved 3 days ago

        Scenario: Kept
          Then the app displays 2 images

    """

  @Test("a tag above a Background is named at the tag, not as a Background out of place")
  func tagAboveBackground() {
    let problems = Diagnostics.check(source: Self.tagAboveBackground, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:4:5: '@primary' stands above a Background, and a Background takes no tags: remove this line (a Rule's tags go on the line above its 'Rule:' heading). As written, the Background on line 5 and its steps are not read. Lines 6, 8, and 9 after it and the end of the file were rejected only because of this line."
      ])
  }

  @Test("a tag at the end of a title is a warning at the tag")
  func tagAtEndOfTitle() {
    let source = """
      Feature: F
        Scenario: Kept @primary
          Given the cache was saved 3 days ago
          Then the app displays 2 images
      """

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:2:18: warning: '@primary' at the end of the title is read as words of the title, not as tags: a tag goes on its own line above the heading. Move it to the line above."
      ])
  }

  // MARK: Headings out of place

  static let ruleAmongSteps = """
    Feature: F
      Scenario: Kept
        Given the cache was saved 3 days ago
      Rule: Ages
        When the store fails
        Then the app displays 2 images

      Scenario: Another
        Then the app displays 2 images

    """

  @Test("a Rule between a scenario's steps is named at the Rule, with the steps it hides")
  func ruleAmongSteps() {
    let problems = Diagnostics.check(source: Self.ruleAmongSteps, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:4:3: 'Rule:' stands between the steps of 'Scenario: Kept' (line 2): a heading ends the scenario there, so the steps below it are not read and the scenario runs only the steps above this line. Move this heading above line 2, or remove it. The steps on lines 5 and 6 below it are read as its description and never run."
      ])
    #expect(problems.first?.severity == .error)
  }

  @Test(
    "a 'Rule:' line inside a doc string among a scenario's steps is the doc string's text, fenced with quotes or backticks"
  )
  func ruleInDocStringIsText() {
    for fence in ["\"\"\"", "```"] {
      let source = """
        Feature: F
          Scenario: Quoted
            Given the cache was saved 3 days ago
              \(fence)
              Rule: not a heading
              \(fence)
            Then the app displays 2 images

        """
      #expect(Diagnostics.check(source: source, uri: "f.feature").isEmpty, "\(fence)")
    }
  }

  @Test(
    "a Rule between a scenario's steps, below a doc string holding a 'Rule:' line, is named at the Rule with its scenario"
  )
  func ruleAmongStepsBelowQuotedRule() {
    let source = """
      Feature: F
        Scenario: Kept
          Given the cache was saved 3 days ago
            \"\"\"
            Rule: quoted
            \"\"\"
        Rule: Ages
          When the store fails
          Then the app displays 2 images

      """
    #expect(
      Diagnostics.check(source: source, uri: "f.feature").map(\.rendered) == [
        "f.feature:7:3: 'Rule:' stands between the steps of 'Scenario: Kept' (line 2): a heading ends the scenario there, so the steps below it are not read and the scenario runs only the steps above this line. Move this heading above line 2, or remove it. The steps on lines 8 and 9 below it are read as its description and never run."
      ])
  }

  @Test(
    "a Rule between a scenario's steps, below a lone fence in a description (text there, no doc string), is named at the Rule"
  )
  func ruleAmongStepsBelowAFenceInADescription() {
    for fence in ["\"\"\"", "```"] {
      let source = """
        Feature: F
          A description quoting a fence:
          \(fence)
          Scenario: Kept
            Given the cache was saved 3 days ago
          Rule: Ages
            When the store fails
            Then the app displays 2 images

        """
      expectRuleAmongSteps(in: source, at: 6, scenarioLine: 4, "\(fence)")
    }
  }

  @Test(
    "a fence below a step's doc string opens no doc string, as the parser reads it: a Rule heading below it among the steps is named"
  )
  func ruleAmongStepsBelowASecondFence() {
    let source = """
      Feature: F
        Scenario: Kept
          Given the cache was saved 3 days ago
            \"\"\"
            text
            \"\"\"
            \"\"\"
        Rule: Ages
          When the store fails
          Then the app displays 2 images

      """
    expectRuleAmongSteps(in: source, at: 8, scenarioLine: 2, "")
  }

  /// Expects the check of `source` to name the Rule heading on `line` as standing between the
  /// steps of 'Scenario: Kept', on `scenarioLine`.
  private func expectRuleAmongSteps(
    in source: String, at line: Int, scenarioLine: Int, _ what: String
  ) {
    let problems = Diagnostics.check(source: source, uri: "f.feature")
    let named = "'Rule:' stands between the steps of 'Scenario: Kept' (line \(scenarioLine))"
    #expect(
      problems.contains { $0.line == line && $0.message.hasPrefix(named) },
      "\(what): \(problems.map(\.rendered))")
  }

  @Test("through the command line, a Rule between steps fails the run at the Rule's line")
  func ruleAmongStepsOnTheCommandLine() async throws {
    let run = try await runCommand([], feature: Self.ruleAmongSteps)

    #expect(run.code == 1)
    #expect(
      run.output.contains("f.feature:4:3: 'Rule:' stands between the steps of 'Scenario: Kept'"))
    #expect(!run.output.contains("f.feature:5:"))
  }

  static let backgroundAfterOutline = """
    Feature: F
      Scenario Outline: Ages
        Given the cache was saved <days> days ago
        Then the app displays 2 images

        Examples:
          | days |
          | 3    |

      Background:
        Given the cache was saved 3 days ago

      Scenario: Another
        Then the app displays 2 images

    """

  @Test(
    "through the command line, a Background after an outline names the outline it keeps from running"
  )
  func backgroundAfterOutlineNamesWhatDoesNotRun() async throws {
    let run = try await runCommand([], feature: Self.backgroundAfterOutline)

    #expect(run.code == 2)
    #expect(
      run.output.contains(
        "f.feature:10:3: A Background heading cannot stand here. A Background must come before the first Scenario of its Feature or Rule: move it up."
      ))
    #expect(
      run.output.contains(
        "Line 11 after it was rejected only because of this line. Because of this line, 'Scenario Outline: Ages' (line 2) does not run.\n"
      ))
  }

  // MARK: Scenarios

  @Test("two scenarios with one title: the second is named, with the line of the first")
  func sameTitle() {
    let source = """
      Feature: F
        Scenario: Kept
          Then the app displays 2 images
        Rule: R
          Scenario: Kept
            Then the app displays 2 images
      """

    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(
      problems.map(\.rendered) == [
        "f.feature:5:5: warning: The Scenario on line 2 has this same title, 'Kept': reports and --name then cannot tell the two apart. Give each scenario its own title."
      ])
  }

  @Test("the new warnings do not fail a run")
  func warningsDoNotFail() async throws {
    let run = try await runCommand(
      [],
      feature:
        "Feature: F\n  Scenario: S @edge\n    Given the cache was saved 3 days ago\n    Then the app displays 2 images\n"
    )

    #expect(run.code == 0)
    #expect(run.output.contains("f.feature:2:15: warning: '@edge' at the end of the title"))
  }

  // MARK: Steps under a keyword of another kind

  @Test("a check written under When, and a scene written under Then, are warnings at their steps")
  func stepsOfAnotherKind() async throws {
    let feature = """
      Feature: F
        Scenario: Mixed up
          Given the cache was saved 3 days ago
          When the app displays 2 images
          Then the store fails
      """
    let run = try await runCommand([], feature: feature)

    #expect(
      run.output.contains(
        "f.feature:4:5: warning: 'When the app displays 2 images' is a check (its sentence is a Then sentence, which checks what happened), written where steps set the scene or act. It still runs here, as a check, before what it checks has happened: it fails the scenario unless that is already so. Write it under Then, after the When step.\n"
      ))
    #expect(
      run.output.contains(
        "f.feature:5:5: warning: 'Then the store fails' is written where steps check what happened, but its sentence is a Given sentence, which sets the scene and checks nothing. It still runs here and sets the scene, so the scenario passes without checking it. Write it under Given, or use a Then sentence that checks it (--list-steps lists them).\n"
      ))
    #expect(!run.output.contains("f.feature:3:"))
  }

  @Test("an And after Then takes Then's kind: a check there is no warning")
  func andAfterThenIsACheck() async throws {
    let feature = """
      Feature: F
        Scenario: Checks
          Given the cache was saved 3 days ago
          Then the app displays 2 images
          And the app displays 2 images
      """
    let run = try await runCommand([], feature: feature)

    #expect(run.code == 0)
    #expect(!run.output.contains("warning"))
  }

  // MARK: Other languages

  @Test(
    "in a file of another language, a step matching no sentence says the sentence stays English, offers those taking its values, and has no snippet"
  )
  func untranslatedSentence() async throws {
    let feature = """
      # language: pt
      Funcionalidade: F
        Cenário: S
          Dado que o cache foi salvo há 3 dias
          Então the app displays 2 images
      """
    let run = try await runCommand([], feature: feature)

    #expect(
      run.output.contains(
        "f.feature:4:5: warning: 'que o cache foi salvo há 3 dias' matches no sentence. This file is written in Portuguese (# language: pt): only the keywords translate, and the sentence after 'Dado' stays English, as ./feed-specs --list-steps lists them.\n"
      ))
    #expect(
      run.output.contains(
        "\nNo word of it is in an English sentence. The sentences of its kind that take the same values (1 number), each value written in where the sentence takes it as it is:\n  Given the cache was saved 3 days ago\n"
      ))
    #expect(!run.output.contains("f.feature:5:"))
    // Under the undefined step too, with no snippet that would make a sentence of its words.
    #expect(
      run.output.contains(
        "    ■ Dado que o cache foi salvo há 3 dias\n      'que o cache foi salvo há 3 dias' matches no sentence.\n      Only the keywords translate (# language: pt): the sentence after the keyword stays English, as --list-steps lists them.\n      No word of it is in an English sentence."
      ))
    #expect(!run.output.contains("No sentence comes close"))
    #expect(!run.output.contains("registry.given"))
  }

  @Test("a translated step holding no value says that no sentence takes the same values")
  func untranslatedSentenceWithoutValues() async throws {
    let feature = """
      # language: pt
      Funcionalidade: F
        Cenário: S
          Dado que a loja falha
          Então the app displays 2 images
      """
    let run = try await runCommand([], feature: feature)

    #expect(
      run.output.contains(
        "f.feature:4:5: warning: 'que a loja falha' matches no sentence. This file is written in Portuguese (# language: pt): only the keywords translate, and the sentence after 'Dado' stays English, as ./feed-specs --list-steps lists them.\nNo word of it is in an English sentence, and no sentence of its kind takes the same values: ./feed-specs --list-steps lists every sentence to choose from.\n"
      ))
  }

  // MARK: Scenarios that check nothing

  @Test("a scenario with no Then is a warning at its heading; the run still passes")
  func scenarioWithoutThen() async throws {
    let feature = """
      Feature: F
        Scenario: Nothing checked
          Given the cache was saved 3 days ago

        Scenario: Checked
          Given the cache was saved 3 days ago
          Then the app displays 2 images
      """
    let run = try await runCommand([], feature: feature)

    #expect(run.code == 0)
    #expect(
      run.output.contains(
        "f.feature:2:3: warning: Scenario 'Nothing checked' has no Then step, so it checks nothing: it passes whatever the system does. Add a Then step that says what should happen.\n"
      ))
    #expect(!run.output.contains("f.feature:5:"))
  }

  @Test("an And after Then, and a * step, count as checks: no warning")
  func thenByAndOrStar() {
    let source = """
      Feature: F
        Scenario: And
          Given a
          Then b
          And c

        Scenario: Star
          Given a
          * b
      """
    let problems = Diagnostics.check(source: source, uri: "f.feature")

    #expect(problems.isEmpty)
  }

  // MARK: Listing the uses of a value

  @Test("--list-uses lists each scenario and outline row whose steps hold the value")
  func listUses() async throws {
    let feature = """
      Feature: F
        Scenario: Fresh
          Given the cache was saved 6 days ago
          Then the app displays 2 images

        Scenario Outline: Ages
          Given the cache was saved <days> days ago
          Then the app displays 0 images

          Examples:
            | days |
            | 6    |
            | 8    |
      """
    let run = try await runCommand(["--list-uses", "6 days"], feature: feature)

    #expect(run.code == 0)
    #expect(run.output.hasSuffix("2 scenarios use '6 days'.\n"))
    #expect(
      run.output.contains(
        ":2: Scenario: Fresh\n    Given the cache was saved 6 days ago (line 3)\n"))
    #expect(
      run.output.contains(
        ":12: Scenario Outline: Ages\n    Given the cache was saved 6 days ago (line 7)\n"))
    #expect(!run.output.contains("8 days"))
  }

  @Test("--list-uses says so when no step holds the value")
  func listUsesOfNothing() async throws {
    let run = try await runCommand(["--list-uses", "9 days"], feature: Self.ruleAmongSteps)

    #expect(run.code == 0)
    #expect(run.output == "No step of the selected scenarios holds '9 days'.\n")
  }

  // MARK: Closest sentences

  @Test("a word the step has and the closest sentence lacks is shown in brackets as [-word]")
  func extraWordIsBracketed() {
    let reasons = Self.reasons(
      "that the customer has connectivity", closeTo: "Given", "the customer has connectivity")

    #expect(
      reasons == [
        "The closest sentences that exist (differences in [brackets]; [-word] is a word of the step that the sentence does not have):\n  Given [-that] the customer has connectivity"
      ])
  }

  @Test("extra words at the end of a step are shown after the sentence")
  func extraWordsAtTheEnd() {
    let reasons = Self.reasons(
      "the cache is left as it was before", closeTo: "Then", "the cache is left as it was")

    #expect(reasons.first?.hasSuffix("  Then the cache is left as it was [-before]") == true)
  }

  // MARK: Helpers

  /// Why `step` matches no sentence when the only sentence is `expression` under `keyword`.
  private static func reasons(_ step: String, closeTo keyword: String, _ expression: String)
    -> [String]
  {
    let definition = StepDefinitionInfo(
      id: "1", keyword: keyword, expression: expression, expressionKind: .cucumberExpression,
      source: SourceReference(file: "x.swift", line: 1))
    return Diagnostics.undefinedStep(step, definitions: [definition], matches: { _ in false })
  }

  private func runCommand(_ arguments: [String], feature: String) async throws
    -> (code: Int32, output: String, errors: String)
  {
    let directory = try FeatureDirectory(["f.feature": feature])
    defer { directory.remove() }
    return await runFeedSpecs(
      arguments, defaultPath: directory.url.path, registry: makeCacheRegistry())
  }
}
