import Testing

@testable import CucumberExpressions

@Suite("Cucumber Expressions")
struct CucumberExpressionTests {
  @Test("optional text matches with and without it")
  func optionalText() throws {
    let sut = try makeSUT("I have {int} cucumber(s)")

    #expect(try values(sut, "I have 1 cucumber") == ["1"])
    #expect(try values(sut, "I have 2 cucumbers") == ["2"])
  }

  @Test("alternatives match any one of the words")
  func alternatives() throws {
    let sut = try makeSUT("it is in my belly/stomach")

    #expect(try sut.match("it is in my belly") != nil)
    #expect(try sut.match("it is in my stomach") != nil)
    #expect(try sut.match("it is in my head") == nil)
  }

  @Test("escaped parentheses, braces and slashes match literally")
  func escapesMatchLiterally() throws {
    let sut = try makeSUT(#"a \(b\) \{c\} d\/e"#)

    #expect(try sut.match("a (b) {c} d/e") != nil)
    #expect(try sut.match("a  {c} d") == nil)
  }

  @Test("regular-expression characters in text are literal")
  func regexCharactersAreLiteral() throws {
    let sut = try makeSUT("a.b costs $3?")

    #expect(try sut.match("a.b costs $3?") != nil)
    #expect(try sut.match("axb costs $3") == nil)
  }

  @Test("the whole step text must match, not a part of it")
  func matchesWholeTextOnly() throws {
    let sut = try makeSUT("I have {int} cukes")

    #expect(try sut.match("I have 3 cukes in my belly") == nil)
    #expect(try sut.match("Now I have 3 cukes") == nil)
  }

  @Test("an expression of text alone matches the same code units only, as a regular expression")
  func textAloneMatchesSameCodeUnits() throws {
    let sut = try makeSUT("the caf\u{E9} is open")

    #expect(try sut.match("the caf\u{E9} is open")?.isEmpty == true)
    #expect(try sut.match("the cafe\u{301} is open") == nil)  // the same Character, other units
    #expect(try sut.match("the caf\u{E9} is") == nil)
  }

  @Test("a character the regex reserves stays literal when a combining mark follows it")
  func reservedCharacterBeforeCombiningMark() throws {
    let dot = try makeSUT("a .\u{301} costs {int}")
    let bracket = try makeSUT("\\(\u{301} costs {int}")

    #expect(try values(dot, "a .\u{301} costs 5") == ["5"])
    #expect(try dot.match("a x\u{301} costs 5") == nil)
    #expect(try values(bracket, "(\u{301} costs 5") == ["5"])
  }

  @Test("built-in types convert to Int, Double and String")
  func builtInConversions() throws {
    let arguments = try #require(
      try makeSUT("{int} {float} {word} {string} {}").match(#"-4 2.5 blue "a \"b\"" any thing"#))

    #expect(arguments[0].value as? Int == -4)
    #expect(arguments[1].value as? Double == 2.5)
    #expect(arguments[2].value as? String == "blue")
    #expect(arguments[3].value as? String == #"a "b""#)
    #expect(arguments[4].value as? String == "any thing")
  }

  @Test("an argument reports its matched text, range and offset")
  func argumentPosition() throws {
    let text = "I pay 42 euros"
    let argument = try #require(try makeSUT("I pay {int} euros").match(text)?.first)

    #expect(argument.text == "42")
    #expect(argument.offset == 6)
    #expect(argument.range.map { String(text[$0]) } == "42")
    #expect(argument.parameterTypeName == "int")
  }

  @Test("a custom type with several regexps matches any of them")
  func customParameterTypeWithSeveralRegexps() throws {
    var registry = ParameterTypeRegistry()
    try registry.register(
      ParameterType(name: "answer", regexps: ["yes|no", #"y(es)?"#]) { (groups: [String]) in
        groups.count
      })
    let sut = try CucumberExpression("say {answer}!", parameterTypes: registry)

    #expect(try sut.match("say no!")?.first?.text == "no")
    #expect(try sut.match("say y!")?.first?.text == "y")
  }

  @Test("big numbers keep every digit as text")
  func bigNumbersStayText() throws {
    let digits = "123456789012345678901234567890.123456789012345678901"
    let argument = try #require(try makeSUT("{bigdecimal}").match(digits)?.first)

    #expect(argument.value as? String == digits)
  }

  @Test("an int beyond Int's range is a transform error, not a crash")
  func overflowingIntThrows() throws {
    let sut = try makeSUT("{int}")

    #expect(throws: ParameterTransformError.self) {
      try sut.match("99999999999999999999999")
    }
  }

  @Test("an undefined parameter type is reported at its column")
  func undefinedParameterType() {
    #expect(
      throws: CucumberExpressionError(
        problem: .undefinedParameterType("color"), expression: "a {color}", start: 2, end: 9)
    ) {
      try makeSUT("a {color}")
    }
  }

  @Test("a custom parameter type transforms its match")
  func customParameterType() throws {
    var registry = ParameterTypeRegistry()
    try registry.register(
      ParameterType(name: "color", regexps: ["red|green"]) { groups in
        (groups.first ?? nil)?.uppercased() ?? ""
      })
    let sut = try CucumberExpression("a {color} ball", parameterTypes: registry)

    #expect(try sut.match("a green ball")?.first?.value as? String == "GREEN")
    #expect(try sut.match("a blue ball") == nil)
  }

  @Test("a custom type with capture groups receives each group's text")
  func customParameterTypeGroups() throws {
    var registry = ParameterTypeRegistry()
    try registry.register(
      ParameterType(name: "point", regexps: [#"(\d+),(\d+)"#]) { (groups: [String]) in
        groups.joined(separator: "|")
      })
    let sut = try CucumberExpression("at {point} now {int}", parameterTypes: registry)
    let arguments = try #require(try sut.match("at 3,4 now 5"))

    #expect(arguments.map(\.text) == ["3,4", "5"])
    #expect(arguments[0].value as? String == "3|4")
    #expect(arguments[1].value as? Int == 5)
  }

  @Test("a custom transformer's error surfaces as a transform error")
  func customTransformerError() throws {
    struct Rejected: Error {}
    var registry = ParameterTypeRegistry()
    try registry.register(
      ParameterType(name: "never", regexps: ["x"]) { (_: [String?]) throws -> any Sendable in
        throw Rejected()
      })
    let sut = try CucumberExpression("{never}", parameterTypes: registry)

    #expect(throws: ParameterTransformError.self) { try sut.match("x") }
  }

  @Test("a parameter type name with a reserved character is rejected")
  func reservedCharacterInTypeName() {
    #expect(throws: ParameterTypeError.invalidName("a/b", reservedCharacter: "/")) {
      try ParameterType(name: "a/b", regexps: ["x"]) { (_: [String]) in "" }
    }
  }

  @Test("a parameter type with an invalid regexp is rejected")
  func invalidTypeRegexp() {
    #expect(throws: ParameterTypeError.invalidRegexp("bad", regexp: "(")) {
      try ParameterType(name: "bad", regexps: ["("]) { (_: [String]) in "" }
    }
  }

  @Test("registering a second type with a taken name fails")
  func duplicateTypeName() throws {
    var registry = ParameterTypeRegistry()
    let duplicate = try ParameterType(name: "int", regexps: ["x"]) { (_: [String]) in "" }

    #expect(throws: ParameterTypeError.duplicateName("int")) { try registry.register(duplicate) }
  }

  @Test("two expressions can both match one step, so a runner sees the ambiguity")
  func overlappingExpressionsBothMatch() throws {
    let general = try makeSUT("I have {int} cucumber(s)")
    let specific = try makeSUT("I have {int} cucumbers/gherkins")

    #expect(try general.match("I have 3 cucumbers") != nil)
    #expect(try specific.match("I have 3 cucumbers") != nil)
  }

  @Test("a malformed expression reports Cucumber's message with a caret")
  func malformedExpressionMessage() {
    do {
      _ = try makeSUT("three () mice")
      Issue.record("expected an error")
    } catch {
      #expect(error.problem == .emptyOptional)
      #expect(
        error.description.contains("three () mice\n      ^^\nAn optional must contain some text."))
    }
  }

  // MARK: - Helpers

  private func makeSUT(_ source: String) throws(CucumberExpressionError) -> CucumberExpression {
    try CucumberExpression(source, parameterTypes: ParameterTypeRegistry())
  }

  private func values(_ sut: CucumberExpression, _ text: String) throws -> [String?]? {
    try sut.match(text)?.map(\.text)
  }
}
