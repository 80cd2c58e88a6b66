import Foundation
import Testing

@testable import GherkinCommandLine
@testable import GherkinFormatters
@testable import GherkinReports

/// Reports are opened in browsers and parsed by CI publishers: what a step attaches or says must
/// neither run in the page nor break the document.
@Suite("Reports safe to open and to parse, whatever the steps attach or say")
struct HostileReportContentTests {
  @Test(
    "only http, https and mailto links are live in the HTML page",
    arguments: [
      ("https://example.com/a", true), ("HTTP://example.com", true),
      ("mailto:po@example.com", true),
      ("javascript:alert(1)", false), ("JavaScript:alert(1)", false),
      ("  javascript:alert(1)", false), ("\tvbscript:msgbox(1)", false),
      ("data:text/html,<script>alert(1)</script>", false), ("no-scheme", false),
    ])
  func onlySafeLinksAreLive(link: String, live: Bool) async {
    var registry = makeCacheRegistry()
    registry.given("a link is attached") { _ in try GherkinCommandLine.link(link) }
    let feature = "Feature: F\n  Scenario: S\n    Given a link is attached\n"

    let page = await report(
      format: .html, sources: [("f.feature", feature)], registry: registry)

    let anchor = "<a href=\"\(Markup.escape(link))\">"
    #expect(page.contains(anchor) == live, "\(link)")
    #expect(page.contains(Markup.escape(link)), "the link is still shown as text")
  }

  @Test("JUnit stays well-formed XML when a step's text and error hold U+FFFE, U+FFFF or a control")
  func junitCarriesOnlyXMLCharacters() async throws {
    var registry = makeCacheRegistry()
    registry.given("a step {string}", String.self) { _, text in throw OddTextFailure(text) }
    let feature =
      "Feature: F\n  Scenario: S\n    Given a step \"odd \u{FFFE}\u{FFFF}\u{01} text\"\n"

    let xml = await report(format: .junit, sources: [("f.feature", feature)], registry: registry)

    #expect(!xml.unicodeScalars.contains { [0xFFFE, 0xFFFF, 0x01].contains($0.value) })
    #expect(xml.contains("odd \\u{FFFE}\\u{FFFF}\\u{01} text"), "\(xml)")
    if let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first(where: {
      FileManager.default.isExecutableFile(atPath: $0)
    }) {
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("junit-\(UUID().uuidString).xml")
      try xml.write(to: file, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: file) }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: xmllint)
      process.arguments = ["--noout", file.path]
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "xmllint finds the JUnit document not well-formed")
    }
  }

  @Test("JUnit keeps a step's ]]> inside its CDATA section when a combining mark follows it")
  func junitCDATAEndBeforeCombiningMark() async {
    let feature = "Feature: F\n  Scenario: S\n    Given a step ]]>\u{301}<evil/> here\n"

    let xml = await report(format: .junit, sources: [("f.feature", feature)])

    // By bytes: `>` and U+0301 are one Character, which a search by Characters passes over.
    #expect(xml.utf8.firstRange(of: Array("]]>\u{301}<evil/>".utf8)) == nil, "\(xml)")
    #expect(xml.contains("a step ]]]]><![CDATA[>\u{301}<evil/> here"))
  }

  @Test(
    "JUnit writes the time of a test case that ends before it starts (a damaged message file) as the negative number it is"
  )
  func junitNegativeTime() {
    #expect(CucumberJUnitFormatter.seconds(-5) == "-0.005")
    #expect(CucumberJUnitFormatter.seconds(-1500) == "-1.5")
    #expect(CucumberJUnitFormatter.seconds(1500) == "1.5")
  }
}

private struct OddTextFailure: Error, CustomStringConvertible {
  let description: String
  init(_ text: String) { description = "failed on \(text)" }
}
