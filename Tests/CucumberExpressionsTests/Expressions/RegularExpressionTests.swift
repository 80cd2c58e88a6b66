import Testing

@testable import CucumberExpressions

@Suite("Regular-expression step expressions")
struct RegularExpressionTests {
  @Test("each top-level capture group becomes a string argument")
  func groupsBecomeStrings() throws {
    let arguments = try #require(try makeSUT("^I am (\\w+) in (.+)$").match("I am Ann in Rome"))

    #expect(arguments.map { $0.value as? String } == ["Ann", "Rome"])
  }

  @Test("a group whose source is a built-in type's regexp is converted by that type")
  func builtInRegexpConverts() throws {
    let argument = try #require(
      try makeSUT(#"^I have (-?\d+) cukes$"#).match("I have 7 cukes")?.first)

    #expect(argument.value as? Int == 7)
    #expect(argument.parameterTypeName == "int")
  }

  @Test("an optional group that did not match gives a nil argument")
  func unmatchedGroupIsNil() throws {
    let argument = try #require(try makeSUT("^I should( not)? pass$").match("I should pass")?.first)

    #expect(argument.text == nil)
    #expect(argument.value == nil)
  }

  @Test("nested and non-capturing groups add no arguments")
  func onlyTopLevelCapturingGroupsCount() throws {
    let arguments = try #require(try makeSUT("^((a)(b)) (?:c) (d)$").match("ab c d"))

    #expect(arguments.map(\.text) == ["ab", "d"])
  }

  @Test("parentheses escaped or inside a character class open no group")
  func literalParenthesesAreNotGroups() throws {
    let arguments = try #require(
      try makeSUT(#"^[(]a\) (b) (?<name>c) (?<=c )(d)$"#).match("(a) b c d"))

    #expect(arguments.map(\.text) == ["b", "c", "d"])
  }

  @Test("text the pattern does not match gives nil")
  func noMatchIsNil() throws {
    #expect(try makeSUT("^exact$").match("not exact") == nil)
  }

  @Test("an invalid pattern is an error value")
  func invalidPatternThrows() {
    #expect(throws: RegularExpressionError.self) { try makeSUT("(unclosed") }
  }

  // MARK: - Helpers

  private func makeSUT(_ source: String) throws(RegularExpressionError) -> RegularExpression {
    try RegularExpression(source, parameterTypes: ParameterTypeRegistry())
  }
}
