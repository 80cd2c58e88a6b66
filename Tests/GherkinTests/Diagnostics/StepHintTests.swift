import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinDiagnostics
@testable import GherkinRunner

/// An undefined step that differs from a sentence only by spacing, punctuation, an inline
/// comment or its tense is told exactly what differs; `--list-steps` reads as plain words.
@Suite("Hints for steps that nearly match a sentence")
struct StepHintTests {
  private let registry: StepRegistry<Void> = {
    var registry = StepRegistry<Void> {}
    registry.register(
      try! ParameterType(
        name: "age", regexps: [#"\d+ days? old"#], valueTypeName: "Int"
      ) { groups in groups.first ?? "" })
    registry.given("the cache is empty") { _ in }
    registry.given("the cache is {age}", String.self) { _, _ in }
    registry.given("there's a cached version of the feed holding no images") { _ in }
    registry.when("the customer requests to see their/the feed") { _ in }
    registry.given("^the cache cannot be (read|written|deleted)$", String.self) { _, _ in }
    return registry
  }()

  private func hints(_ text: String) -> [String] {
    let definitions = registry.definitions
    return Diagnostics.undefinedStep(
      text, definitions: definitions.map(\.info),
      matches: { candidate in definitions.contains { (try? $0.expression.match(candidate)) != nil }
      })
  }

  private let vague = "No word of the closest sentence is marked"

  @Test("two spaces are named with the word they follow, and the step as it should be")
  func doubleSpace() {
    let reasons = hints("the cache  is empty")

    #expect(reasons.first == "There are two spaces after 'cache': write one space between words.")
    #expect(reasons.contains("Write: the cache is empty"))
    #expect(!reasons.contains { $0.hasPrefix(vague) })
  }

  @Test("a non-breaking space is named as one, though it looks like a space")
  func nonBreakingSpace() {
    let reasons = hints("the cache\u{A0}is empty")

    #expect(
      reasons.first
        == "There is a non-breaking space after 'cache': it looks like a space but is another character; type an ordinary space instead."
    )
    #expect(reasons.contains("Write: the cache is empty"))
    #expect(!reasons.contains { $0.hasPrefix(vague) })
  }

  @Test("a full stop at the end is named, without the contradicting 'no word is marked'")
  func fullStop() {
    let reasons = hints("the cache is empty.")

    #expect(
      reasons.first
        == "There is a '.' at the end: a step's sentence has no punctuation after its last word; remove it."
    )
    #expect(reasons.contains("Write: the cache is empty"))
    #expect(!reasons.contains { $0.hasPrefix(vague) })
  }

  @Test("a '# comment' after a step is named: it does not start a comment there")
  func inlineComment() {
    let reasons = hints("the cache is empty # the feed was never saved")

    #expect(
      reasons.first
        == "'#' does not start a comment inside a step: a comment is a line of its own that starts with #. Move '# the feed was never saved' to its own line above the step."
    )
    #expect(reasons.contains("Write: the cache is empty"))
    #expect(!reasons.contains { $0.hasPrefix(vague) })
  }

  @Test("a step with many slips names the first three and counts the rest")
  func manySlips() {
    let slips = Diagnostics.typingSlips("a  b  c  d  e  f")

    #expect(slips.notes.count == 4)
    #expect(slips.notes.last == "And 2 more like them in this step.")
    #expect(slips.fixed == "a b c d e f")
  }

  @Test("a quoted value keeps its spaces and marks: they are not typing slips")
  func quotedValuesLeftAlone() {
    let slips = Diagnostics.typingSlips("the message is \"Hi  there.\"")

    #expect(slips.notes.isEmpty)
    #expect(slips.endMark == nil)
  }

  @Test(
    "a past tense next to a value is told to use the present tense",
    arguments: [
      ("the cache was 1 day old", "the cache is 1 day old"),
      ("the cache was empty", "the cache is empty"),
      (
        "there was a cached version of the feed holding no images",
        "there's a cached version of the feed holding no images"
      ),
      ("the customer requested to see the feed", "the customer requests to see the feed"),
    ])
  func pastTense(text: String, present: String) {
    let reasons = hints(text)

    #expect(
      reasons.contains(
        "Steps are written in the present tense, as things are at that moment. Write: \(present)"))
  }

  @Test("a sentence's parameter of several words takes several words of the step")
  func manyWordParameter() {
    let reasons = hints("the cache was 1 day old")

    #expect(reasons.contains { $0.contains("Given the cache [is] {age}") })
  }

  @Test(
    "a near miss shows the sentence sharing its words, not one whose parameter swallows the step"
  )
  func parameterDoesNotSwallowTheStep() {
    var registry = StepRegistry<Void> {}
    registry.register(
      try! ParameterType(name: "date", regexps: [#"\d+ \w+ \d{4} at \d\d:\d\d"#]) {
        groups in groups.first ?? ""
      })
    registry.given("today is {date}", String.self) { _, _ in }
    registry.given("the cache is {date}", String.self) { _, _ in }
    registry.then("the app should display the latest feed saved") { _ in }
    registry.then("the app should display the error message {string}", String.self) { _, _ in }
    let definitions = registry.definitions.map(\.info)

    let reordered = Diagnostics.closestSentences(
      to: "the app should display the latest saved feed", in: definitions)
    let singleQuoted = Diagnostics.closestSentences(
      to: "the app should display the error message 'Couldn't connect to server'",
      in: definitions)

    #expect(reordered.first == "Then the app should display the latest [feed saved]")
    #expect(!reordered.contains { $0.contains("{date}") })
    #expect(singleQuoted == ["Then the app should display the error message {string}"])
  }

  @Test("a typo among listed sentences is not blamed on a value: no 'no word is marked' hint")
  func typoIsNotBlamedOnAValue() {
    let reasons = hints("the cache is emptyy")

    #expect(reasons.contains { $0.contains("Given the cache is [empty]") })
    #expect(!reasons.contains { $0.hasPrefix(vague) })
  }

  @Test("control and bidi characters of a step are shown escaped in its explanation")
  func unsafeCharactersShownEscaped() {
    let message = Diagnostics.undefinedStepMessage(
      "the \u{202E}cache\u{1B}[31m is", sentences: Diagnostics.SentenceIndex([]),
      matches: { _ in false })

    #expect(message.hasPrefix("'the \\u{202E}cache\\u{1B}[31m is' matches no sentence."))
  }

  @Test("an unused regular-expression definition is named by its sentence in plain words")
  func unusedDefinitionInPlainWords() {
    let suite = FeatureSuite(sources: [("f.feature", "Feature: F\n  Scenario: S\n    Given x\n")])

    let messages = Diagnostics.unusedDefinitions(Sentences(registry), suite: suite).map(\.message)

    #expect(
      messages.contains {
        $0.hasPrefix("No step uses the sentence 'Given the cache cannot be read/written/deleted'")
      })
  }

  @Test("either word of 'their/the' matches, so it is not marked as a difference")
  func alternativesMatch() {
    let closest = Diagnostics.closestSentences(
      to: "the customer requested to see the feed", in: registry.definitions.map(\.info))

    #expect(closest.first == "When the customer [requests] to see their/the feed")
  }

  @Test("a value not written as its parameter takes still gets the general hint")
  func valueHintStays() {
    let reasons = hints("the cache is very old")

    #expect(reasons.contains { $0.hasPrefix(vague) })
  }

  @Test("--list-steps shows a regular expression in plain words")
  func listedSentence() {
    let infos = registry.definitions.map(\.info)

    #expect(infos.map(\.sentence).contains("the cache cannot be read/written/deleted"))
    #expect(infos.map(\.sentence).contains("the cache is {age}"))
    #expect(
      StepDefinitionInfo.sentence(ofRegularExpression: #"^I pay (\d+) euros? for "([^"]*)"\.$"#)
        == #"I pay {…} euros? for "{…}"."#)
  }

  @Test("the undefined step's closest sentence is a regular expression's plain words")
  func regexClosest() {
    let reasons = hints("the cache cannot be writen")

    #expect(reasons.contains { $0.contains("Given the cache cannot be [read/written/deleted]") })
  }
}
