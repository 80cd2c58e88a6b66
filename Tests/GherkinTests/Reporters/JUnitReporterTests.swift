import Foundation
import Testing

@testable import Gherkin

@Suite("JUnit reporter")
struct JUnitReporterTests {
  @Test("writes one testcase per scenario and per outline row")
  func oneCasePerPickle() async {
    let xml = await report(with: JUnitReporter())

    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 4)
    #expect(xml.contains(#"name="Cache of 7 days (line 19)""#))
    #expect(xml.contains(#"name="Cache of 8 days (line 20)""#))
  }

  @Test("a failure carries the error message and the feature file:line of the failing step")
  func failureLocation() async {
    let xml = await report(with: JUnitReporter())

    #expect(
      xml.contains(
        #"<failure message="the store failed" type="failed">features/cache.feature:10: Step: Given the store fails"#
      ))
  }

  @Test("counts tests and failures on the suite")
  func suiteCounts() async {
    let xml = await report(with: JUnitReporter())

    #expect(xml.contains(#"<testsuite name="Cache" tests="4" failures="3" errors="0" skipped="0""#))
  }

  @Test("a file that does not parse is a test case with an error")
  func parseErrorCase() async {
    let xml = await report(
      with: JUnitReporter(), sources: [("features/bad.feature", badFeature)])

    #expect(xml.contains(#"<error message="(4:3)"#))
    #expect(xml.contains("features/bad.feature:4:3: "))
  }

  @Test(
    "validates against the JUnit XML schema (needs xmllint)",
    .enabled(
      if: executable(named: "xmllint") != nil,
      "xmllint is not installed (apt-get install -y libxml2-utils): schema not checked"))
  func validatesAgainstSchema() async throws {
    let xmllint = try #require(executable(named: "xmllint"))
    let xml = await report(
      with: JUnitReporter(),
      sources: [
        ("features/cache.feature", cacheFeature),
        (
          "features/odd <&> \"names\".feature",
          "Feature: <odd> & \"quoted\"\n  Scenario: a\u{7} b\n    Given the store fails\n"
        ),
        ("features/bad.feature", badFeature),
      ])
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID()).xml")
    try xml.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let schema = packageRoot.appendingPathComponent("Tests/GherkinTests/Fixtures/junit.xsd").path

    let (status, output) = try runProcess(xmllint, ["--noout", "--schema", schema, file.path])

    #expect(status == 0, "\(output)")
  }
}
