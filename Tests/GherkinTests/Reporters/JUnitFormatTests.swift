import Foundation
import Testing

@testable import GherkinCommandLine

@Suite("JUnit report as feed-specs writes it")
struct JUnitFormatTests {
  @Test("writes one testcase per scenario and per outline row")
  func oneCasePerPickle() async {
    let xml = await report(format: .junit)

    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 4)
    #expect(xml.contains(#"name="Cache of &lt;age&gt; days - #1.1: Cache of 7 days""#))
    #expect(xml.contains(#"name="Cache of &lt;age&gt; days - #1.2: Cache of 8 days""#))
  }

  @Test("a failure carries the error message and the feature file:line of the failing step")
  func failureLocation() async {
    let xml = await report(format: .junit)

    #expect(
      xml.contains(
        """
        <failure type="GherkinTests.StoreFailure" message="the store failed">
        <![CDATA[features/cache.feature:10]]>
        """))
  }

  @Test("counts tests and failures on the suite")
  func suiteCounts() async {
    let xml = await report(format: .junit)

    #expect(xml.contains(#"tests="4" skipped="0" failures="3" errors="0""#))
  }

  @Test("a file that does not parse is a test case with an error")
  func parseErrorCase() async {
    let xml = await report(
      format: .junit, sources: [("features/bad.feature", badFeature)])

    #expect(xml.contains(#"message="(4:3): expected: #EOF"#))
    #expect(xml.contains("features/bad.feature:4: (4:3): "))
  }

  @Test(
    "odd names, a control character and a parse error still validate against Jenkins' schema",
    .enabled(
      if: executable(named: "xmllint") != nil,
      "xmllint is not installed (apt-get install -y libxml2-utils): schema not checked"),
    .enabled(
      if: FileManager.default.fileExists(atPath: jenkinsSchema.path),
      "skipped: ../shared/conformance/junit-xml-formatter/jenkins-junit.xsd is not there"))
  func validatesAgainstSchema() async throws {
    let xmllint = try #require(executable(named: "xmllint"))
    let xml = await report(
      format: .junit,
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
    let schema = jenkinsSchema.path

    let (status, output) = try runProcess(xmllint, ["--noout", "--schema", schema, file.path])

    #expect(status == 0, "\(output)")
  }
}

/// Jenkins' JUnit schema from the shared conformance data.
private let jenkinsSchema = packageRoot.appendingPathComponent(
  "../shared/conformance/junit-xml-formatter/jenkins-junit.xsd"
).standardizedFileURL
