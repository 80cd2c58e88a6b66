import FeedSpecs
import Foundation
import Testing

@testable import GherkinLanguageServer

/// The editor shows the structure mistakes of issue 43 at the lines that hold them, in the
/// command line's words, and its outline keeps the scenarios a mistake keeps from running.
@Suite("Structure mistakes in the editor")
struct StructureMistakesEditorTests {
  static let tagUnderHeading = """
    Feature: Validate cache
      Scenario: A cache is kept
        @primary
        Given the cache is empty
        When the system validates the cache
        Then the cache is left as it was

      Scenario: Another
        Given the cache is empty
        When the system validates the cache
        Then the cache is left as it was

    """

  @Test("a tag under a heading is shown at the tag's line, naming the scenario that does not run")
  func tagUnderHeading() throws {
    let diagnostics = LanguageServerUnitTests.diagnostics(
      Self.tagUnderHeading, try FeedSpecs.registry())

    #expect(
      diagnostics.map(\.message) == [
        "'@primary' stands under the heading 'Scenario: A cache is kept' (line 2), but tags go on their own line just above the heading they tag: move this line above line 2. As written, the steps below this line are not read. Lines 5, 6, 8, 9, 10, and 11 after it and the end of the file were rejected only because of this line. Because of this line, 'Scenario: A cache is kept' (line 2) and 'Scenario: Another' (line 8) do not run."
      ])
    #expect(diagnostics.first?.range.start == Position(line: 2, character: 4))
    #expect(diagnostics.first?.severity == .error)
  }

  @Test("a Rule between a scenario's steps is shown at the Rule's line")
  func ruleAmongSteps() throws {
    let text = """
      Feature: Validate cache
        Scenario: A cache is kept
          Given the cache is empty
        Rule: Ages
          When the system validates the cache
          Then the cache is left as it was

      """
    let diagnostics = LanguageServerUnitTests.diagnostics(text, try FeedSpecs.registry())

    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.range.start == Position(line: 3, character: 2))
    #expect(
      diagnostics.first?.message.hasPrefix(
        "'Rule:' stands between the steps of 'Scenario: A cache is kept' (line 2)") == true)
  }

  @Test("a tag at the end of a title shows as a warning at the tag")
  func warningsAreWarnings() throws {
    let text =
      "Feature: F\n  Scenario: Kept @primary\n    Given the cache is empty\n    Then the cache is left as it was\n"
    let diagnostics = LanguageServerUnitTests.diagnostics(text, try FeedSpecs.registry())

    #expect(diagnostics.map(\.severity) == [.warning])
    #expect(diagnostics.map(\.range.start) == [Position(line: 1, character: 17)])
  }

  // MARK: Steps under a keyword of another kind, scenarios without a check

  @Test("a Then check under Given is a warning at its keyword that says it runs there as a check")
  func checkUnderGiven() throws {
    let text = """
      Feature: Validate cache
        Scenario: Deleted
          Given the system deletes the cache
          When the system validates the cache
          Then the cache is left as it was

      """
    let diagnostics = LanguageServerUnitTests.diagnostics(text, try FeedSpecs.registry())

    #expect(
      diagnostics.map(\.message) == [
        "'Given the system deletes the cache' is a check (its sentence is a Then sentence, which checks what happened), written where steps set the scene or act. It still runs here, as a check, before what it checks has happened: it fails the scenario unless that is already so. Write it under Then, after the When step."
      ])
    #expect(diagnostics.map(\.severity) == [.warning])
    #expect(
      diagnostics.map(\.range) == [
        TextRange(start: Position(line: 2, character: 4), end: Position(line: 2, character: 9))
      ])
  }

  @Test("a Given sentence under Then is a warning at its keyword that says nothing checks it")
  func sceneUnderThen() throws {
    let text = """
      Feature: Validate cache
        Scenario: Emptied
          Given the customer has connectivity
          When the system validates the cache
          Then the cache is empty

      """
    let diagnostics = LanguageServerUnitTests.diagnostics(text, try FeedSpecs.registry())

    #expect(
      diagnostics.map(\.message) == [
        "'Then the cache is empty' is written where steps check what happened, but its sentence is a Given sentence, which sets the scene and checks nothing. It still runs here and sets the scene, so the scenario passes without checking it. Write it under Given, or use a Then sentence that checks it (--list-steps lists them)."
      ])
    #expect(diagnostics.map(\.range.start) == [Position(line: 4, character: 4)])
    #expect(diagnostics.map(\.severity) == [.warning])
  }

  @Test("a scenario with no Then is a warning at its heading")
  func scenarioWithoutThen() throws {
    let text = """
      Feature: Validate cache
        Scenario: Nothing checked
          Given the cache is empty
          When the system validates the cache

      """
    let diagnostics = LanguageServerUnitTests.diagnostics(text, try FeedSpecs.registry())

    #expect(
      diagnostics.map(\.message) == [
        "Scenario 'Nothing checked' has no Then step, so it checks nothing: it passes whatever the system does. Add a Then step that says what should happen."
      ])
    #expect(diagnostics.map(\.range.start) == [Position(line: 1, character: 2)])
    #expect(diagnostics.map(\.severity) == [.warning])
  }

  // MARK: Other languages

  @Test(
    "a wholly translated step is an error that says sentences stay English and offers those that take its values"
  )
  func whollyTranslatedStep() throws {
    let text = """
      # language: pt
      Funcionalidade: Validar o cache
        Cenário: Antigo
          Dado que o cache foi salvo há 8 dias
          Quando the system validates the cache
          Então the system deletes the cache

      """
    let diagnostics = LanguageServerUnitTests.diagnostics(text, try FeedSpecs.registry())

    let message = try #require(diagnostics.first?.message)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.severity == .error)
    #expect(diagnostics.first?.range.start == Position(line: 3, character: 4))
    #expect(
      message.hasPrefix(
        "'que o cache foi salvo há 8 dias' matches no sentence. This file is written in Portuguese (# language: pt): only the keywords translate, and the sentence after 'Dado' stays English, as ./feed-specs --list-steps lists them.\nNo word of it is in an English sentence. The sentences of its kind that take the same values (1 number), each value written in where the sentence takes it as it is:\n"
      ))
    #expect(message.contains("\n  Given the cache is {age}"))
  }

  @Test("the outline keeps the scenario a misplaced tag keeps from running")
  func outlineKeepsDroppedScenario() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let uri = "file:///work/Features/validate.feature"
    _ = try server.open(uri, Self.tagUnderHeading)

    let response = try server.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": uri]])

    let feature = try #require((response["result"] as? [[String: Any]])?.first)
    let children = feature["children"] as? [[String: Any]] ?? []
    #expect(
      children.compactMap { $0["name"] as? String } == [
        "Scenario: A cache is kept", "Scenario: Another",
      ])
  }

  @Test("the outline puts a dropped scenario inside the Rule written above it")
  func outlineKeepsDroppedScenarioInItsRule() throws {
    let server = try LanguageServerProcess()
    defer { server.close() }
    _ = try server.initialize()
    let uri = "file:///work/Features/validate.feature"
    let text = """
      Feature: Validate cache
        Rule: Ages
          Scenario: Kept
            Given the cache is empty
            Then the cache is left as it was

          Scenario: Typo
            @primary
            Given the cache is empty
            Then the cache is left as it was

      """
    _ = try server.open(uri, text)

    let response = try server.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": uri]])

    let feature = try #require((response["result"] as? [[String: Any]])?.first)
    let rule = try #require((feature["children"] as? [[String: Any]])?.first)
    let scenarios = rule["children"] as? [[String: Any]] ?? []
    #expect(
      scenarios.compactMap { $0["name"] as? String } == ["Scenario: Kept", "Scenario: Typo"])
  }
}
