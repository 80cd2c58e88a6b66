import Foundation
import Testing

@testable import GherkinParser

@Suite("Loading dialects")
struct DialectsTests {
  @Test("load adds the languages of a Cucumber languages file")
  func loadsLanguages() throws {
    let dialects = try Dialects.load(json: Data(languagesJSON(code: "xx").utf8))

    let parser = GherkinParser(dialects: Dialects.builtIn.merging(dialects))
    let result = parser.parse(source: "# language: xx\nFonk: F\n  Sen: S\n    Gi x\n", uri: "f")

    #expect(result.document?.feature?.keyword == "Fonk")
  }

  @Test("load rejects a file that is not an object of languages")
  func rejectsNonObject() {
    #expect(throws: Dialects.LoadingError.notAnObject) {
      try Dialects.load(json: Data("[1, 2]".utf8))
    }
  }

  @Test("load rejects a language that lacks a keyword list")
  func rejectsMissingKeywords() {
    #expect(throws: Dialects.LoadingError.missingKey(language: "xx", key: "rule")) {
      try Dialects.load(json: Data(languagesJSON(code: "xx", leavingOut: "rule").utf8))
    }
  }

  @Test("built-in dialects give a keyword listed under several kinds the unknown kind")
  func sharedKeywordIsUnknown() {
    let star = Dialect.english.stepKeywords.first { $0.keyword == "* " }

    #expect(star?.type == .unknown)
  }

  // MARK: Helpers

  private func languagesJSON(code: String, leavingOut missing: String? = nil) -> String {
    let lists = [
      ("feature", "Fonk"), ("rule", "Rul"), ("background", "Bak"), ("scenario", "Sen"),
      ("scenarioOutline", "Plan"), ("examples", "Egz"), ("given", "Gi "), ("when", "Le "),
      ("then", "Lè "), ("and", "Ak "), ("but", "Men "),
    ]
    let members = lists.filter { $0.0 != missing }.map { "\"\($0.0)\": [\"\($0.1)\"]" }
    let all = members + ["\"name\": \"Test\"", "\"native\": \"Test\""]
    return "{\"\(code)\": {\(all.joined(separator: ", "))}}"
  }
}
