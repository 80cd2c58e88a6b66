import Foundation
import Testing

@testable import CucumberExpressions

@Suite("Snippet expressions for undefined steps")
struct CucumberExpressionGeneratorTests {
  @Test("integers become {int}")
  func integersBecomeInt() {
    #expect(makeSUT().generate(for: "I have 42 cukes").source == "I have {int} cukes")
  }

  @Test("decimals become {float}")
  func decimalsBecomeFloat() {
    #expect(makeSUT().generate(for: "it costs -3.5 euros").source == "it costs {float} euros")
  }

  @Test("double- and single-quoted text becomes {string}")
  func quotedTextBecomesString() {
    #expect(
      makeSUT().generate(for: #"I say "hi" and 'bye'"#).source == "I say {string} and {string}")
  }

  @Test("parameters get unique names and Swift types in order")
  func parameterNamesAndTypes() {
    let parameters = makeSUT().generate(for: #"move 3 by 4 to "x" at 1.5"#).parameters

    #expect(parameters.map(\.name) == ["int", "int2", "string", "float"])
    #expect(parameters.map(\.valueTypeName) == ["Int", "Int", "String", "Double"])
  }

  @Test("the longest match at the earliest position wins")
  func longestEarliestMatchWins() {
    #expect(makeSUT().generate(for: "version 10.25 ships").source == "version {float} ships")
  }

  @Test("digits inside a word stay literal")
  func digitsInsideWordsStay() {
    #expect(makeSUT().generate(for: "user42 logs in").source == "user42 logs in")
  }

  @Test("reserved characters in literal text are escaped")
  func reservedCharactersEscaped() {
    #expect(makeSUT().generate(for: "a (b) c/d {e}").source == #"a \(b\) c\/d \{e\}"#)
  }

  @Test("text without parameters proposes itself")
  func plainText() {
    let proposal = makeSUT().generate(for: "the feed is empty")

    #expect(proposal.source == "the feed is empty")
    #expect(proposal.parameters.isEmpty)
  }

  @Test("the proposal matches the step it was made for, with the same values")
  func proposalRoundTrips() throws {
    let text = #"I add 2 items of "Swift (6)" at 9.99/each"#
    let proposal = makeSUT().generate(for: text)
    let arguments = try #require(try CucumberExpression(proposal.source).match(text))

    #expect(arguments[0].value as? Int == 2)
    #expect(arguments[1].value as? String == "Swift (6)")
    #expect(arguments[2].value as? Double == 9.99)
  }

  // How long these take, and that it grows in proportion to the text, is measured by
  // feed-bench expressions, not asserted here.
  @Test("a 200,000-character step gets a proposal with a parameter for every number and quote")
  func longStepGetsParameters() {
    let piece = #"the customer sees 12 images of "a cat" at 2.5 each and some more words here "#
    let repeats = 200_000 / piece.count
    let text = String(repeating: piece, count: repeats)
    let expectedPiece =
      "the customer sees {int} images of {string} at {float} each and some more words here "

    let proposal = makeSUT().generate(for: text)

    #expect(proposal.source == String(repeating: expectedPiece, count: repeats))
    #expect(proposal.parameters.count == 3 * repeats)
  }

  @Test("a long run of words without any number or quote stays literal")
  func longPlainStepStaysLiteral() {
    let text = String(repeating: "many plain words ", count: 6_000)

    let proposal = makeSUT().generate(for: text)

    #expect(proposal.source == text)
  }

  @Test("a number or quoted text longer than the first search window is still one parameter")
  func longParametersStayWhole() {
    let number = String(repeating: "7", count: 300)
    let quoted = String(repeating: "q", count: 400)

    let proposal = makeSUT().generate(for: "take \(number) and \"\(quoted)\" now")

    #expect(proposal.source == "take {int} and {string} now")
  }

  // MARK: - Helpers

  private func makeSUT() -> CucumberExpressionGenerator {
    CucumberExpressionGenerator(parameterTypes: ParameterTypeRegistry())
  }
}
