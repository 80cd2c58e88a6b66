import Foundation
import Gherkin
import Testing

@Suite("Reports of a run of many scenarios")
struct ManyScenariosReportTests {
  static let count = 120
  static let sources = [("features/many.feature", manyScenarios(count))]

  @Test("the JUnit report holds every scenario")
  func junit() async {
    let xml = await report(with: JUnitReporter(), sources: Self.sources)

    #expect(Self.missing(in: xml, pattern: { "name=\"Scenario \($0) (line" }).isEmpty)
  }

  @Test("the Cucumber JSON report holds every scenario")
  func json() async {
    let text = await report(with: CucumberJSONReporter(), sources: Self.sources)

    #expect(Self.missing(in: text, pattern: { "\"name\": \"Scenario \($0)\"" }).isEmpty)
  }

  @Test("the HTML report holds every scenario")
  func html() async {
    let html = await report(with: HTMLReporter(), sources: Self.sources)

    #expect(Self.missing(in: html, pattern: { "Scenario: Scenario \($0) <span" }).isEmpty)
  }

  @Test("the messages report holds a test case for every scenario")
  func messages() async {
    let text = await report(with: MessagesReporter(), sources: Self.sources)

    #expect(text.components(separatedBy: "{\"testCaseFinished\"").count - 1 == Self.count)
  }

  @Test("the pretty report holds every scenario")
  func pretty() async {
    let text = await report(with: PrettyReporter(), sources: Self.sources)

    #expect(Self.missing(in: text, pattern: { "Scenario: Scenario \($0) #" }).isEmpty)
  }

  private static func missing(in text: String, pattern: (Int) -> String) -> [Int] {
    (1...count).filter { !text.contains(pattern($0)) }
  }
}
