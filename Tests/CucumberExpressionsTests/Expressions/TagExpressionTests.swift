import Testing

@testable import CucumberExpressions

@Suite("Tag expressions")
struct TagExpressionTests {
  @Test("an empty expression matches every tag set")
  func emptyExpressionMatchesEverything() throws {
    let sut = try makeSUT("")

    #expect(sut.evaluate([String]()))
    #expect(sut.evaluate(["@any"]))
  }

  @Test("and needs every operand while or needs any")
  func andAndOrCombineOperands() throws {
    #expect(try makeSUT("@a and @b").evaluate(["@a"]) == false)
    #expect(try makeSUT("@a or @b").evaluate(["@a"]))
  }

  @Test("not binds tighter than and, which binds tighter than or")
  func operatorPrecedence() throws {
    let sut = try makeSUT("not @a or @b and @c")

    #expect(sut.description == "( not ( @a ) or ( @b and @c ) )")
    #expect(sut.evaluate(["@b", "@c", "@a"]))
    #expect(sut.evaluate(["@a", "@b"]) == false)
  }

  @Test("parentheses override precedence")
  func parenthesesGroup() throws {
    let sut = try makeSUT("not (@a or @b)")

    #expect(sut.evaluate(["@c"]))
    #expect(sut.evaluate(["@b"]) == false)
  }

  @Test("escaped parentheses and spaces belong to the tag name")
  func escapesBelongToTheName() throws {
    #expect(try makeSUT(#"@x\(1\)"#).evaluate(["@x(1)"]))
    #expect(try makeSUT(#"@two\ words"#).evaluate(["@two words"]))
    #expect(try makeSUT(#"@back\\slash"#).evaluate([#"@back\slash"#]))
  }

  @Test("the canonical form parses back to the same expression")
  func canonicalFormRoundTrips() throws {
    let sut = try makeSUT(#"not @a\ b and (@c or @d\(1\))"#)

    #expect(try makeSUT(sut.description) == sut)
  }

  @Test("a trailing operator is a missing operand")
  func trailingOperatorFails() {
    expectError("@a and", .expectedOperand)
  }

  @Test("two tags without an operator are a missing operator")
  func adjacentTagsFail() {
    expectError("@a @b", .expectedOperator)
  }

  @Test("an unclosed parenthesis is reported")
  func unclosedParenthesisFails() {
    expectError("( @a", .unmatchedOpeningParenthesis)
  }

  @Test("a stray closing parenthesis is reported")
  func strayClosingParenthesisFails() {
    expectError("@a )", .unmatchedClosingParenthesis)
  }

  @Test("escaping an ordinary character is reported with that character")
  func illegalEscapeFails() {
    expectError(#"\x"#, .illegalEscape(before: "x"))
  }

  @Test("the error message quotes the expression as Cucumber does")
  func errorMessageWording() {
    #expect(
      TagExpressionError(expression: "a b", problem: .expectedOperator).description
        == #"Tag expression "a b" could not be parsed because of syntax error: Expected operator."#)
  }

  // MARK: - Helpers

  private func makeSUT(_ source: String) throws -> TagExpression {
    try TagExpression(parsing: source)
  }

  private func expectError(
    _ source: String, _ problem: TagExpressionError.Problem,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      throws: TagExpressionError(expression: source, problem: problem),
      sourceLocation: sourceLocation
    ) {
      try TagExpression(parsing: source)
    }
  }
}
