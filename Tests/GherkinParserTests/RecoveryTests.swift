import Testing

@testable import GherkinParser

/// Beyond Cucumber: the parts of a file that parse are kept when another part does not, so that
/// one mistake does not hide the file's other scenarios.
@Suite("Recovering the parts of a file that parse")
struct RecoveryTests {
  func recover(_ source: String) -> GherkinDocument? {
    let parser = GherkinParser()
    var ids = IdGenerator()
    let errors = parser.parse(source, uri: "f.feature", ids: &ids).errors
    #expect(!errors.isEmpty, "the source must not parse for this test")
    return parser.recover(source, uri: "f.feature", errors: errors, ids: &ids)
  }

  func scenarios(_ document: GherkinDocument?) -> [String] {
    (document?.feature?.children ?? []).flatMap { child -> [String] in
      switch child {
      case .scenario(let scenario): ["\(scenario.name)@\(scenario.location.line)"]
      case .rule(let rule):
        rule.children.compactMap {
          if case .scenario(let scenario) = $0 { "\(rule.name)/\(scenario.name)" } else { nil }
        }
      case .background: ["background"]
      }
    }
  }

  @Test("a misspelt keyword leaves out its scenario; the others keep their lines and tags")
  func misspeltKeyword() {
    let document = recover(
      """
      Feature: F
        Scenario: One
          Given a
        @slow
        Scenario: Two
          Given b
          Wen b
        @fast
        Scenario: Three
          Given c
      """)

    #expect(scenarios(document) == ["One@2", "Three@9"])
    let three = document?.feature?.children.last
    if case .scenario(let scenario) = three {
      #expect(scenario.tags.map(\.name) == ["@fast"])
    } else {
      Issue.record("the last child is not Three")
    }
  }

  @Test("a file with CR LF line ends keeps the parts that parse, as with LF")
  func crlfLineEnds() {
    let source =
      "Feature: F\r\n  Scenario: One\r\n    Given a\r\n  Scenario: Two\r\n    Given b\r\n"
      + "    Wen b\r\n  Scenario: Three\r\n    Given c\r\n"

    #expect(scenarios(recover(source)) == ["One@2", "Three@7"])
  }

  @Test("an error inside a Rule's scenario leaves out that scenario only")
  func errorInRule() {
    let document = recover(
      """
      Feature: F
        Rule: R
          Scenario: A
            Given a
          Scenario: B
            Given b
              | a | b |
              | c |
          Scenario: C
            Given c
      """)

    #expect(scenarios(document) == ["R/A", "R/C"])
  }

  @Test("two broken scenarios are both left out")
  func twoErrors() {
    let document = recover(
      """
      Feature: F
        Scenario: A
          Given a
          Givn a
        Scenario: B
          Given b
        Scenario: C
          Given c
          Thn c
      """)

    #expect(scenarios(document) == ["B@5"])
  }

  @Test("an error before the first scenario recovers nothing")
  func errorInFeatureHeading() {
    #expect(recover("Feature: F\n  @t\n  Given x\n  Scenario: A\n    Given a\n") == nil)
    #expect(recover("# language: xx\nFeature: F\n  Scenario: A\n    Given a\n") == nil)
  }

  @Test("a file whose only scenario is broken recovers nothing")
  func nothingLeft() {
    #expect(recover("Feature: F\n  Scenario: A\n    Given a\n    Givn a\n") == nil)
  }
}
