import Foundation
import TestSupport
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

  @Test("the built-in table reads a Dutch and a Greek feature with no languages file")
  func dutchAndGreekAreBuiltIn() {
    let parser = GherkinParser()
    let dutch = parser.parse(
      source: "# language: nl\nFunctionaliteit: F\n  Scenario: S\n    Stel x\n    Dan y\n",
      uri: "nl.feature")
    let greek = parser.parse(
      source: "# language: el\nΔυνατότητα: F\n  Σενάριο: S\n    Δεδομένου x\n    Τότε y\n",
      uri: "el.feature")

    #expect(dutch.errors.isEmpty && greek.errors.isEmpty)
    #expect(stepKeywords(dutch) == ["Stel ", "Dan "])
    #expect(stepKeywords(greek) == ["Δεδομένου ", "Τότε "])
  }

  @Test("a table line reads into a dialect; comments, empty lines and CRLF line ends are skipped")
  func readsTable() throws {
    let table =
      "# comment\r\n\nxx\tTest\tTëst\t* |Gi \tLe \tLè \tAk \tMen \tFonk|Fonc\t\tBak\tSen\tPlan\tEgz\r\n"

    let dialect = try Dialects(table: Array(table.utf8)).dialect(for: "xx")

    #expect(dialect?.native == "Tëst")
    #expect(dialect?.given == ["* ", "Gi "])
    #expect(dialect?.feature == ["Fonk", "Fonc"])
    #expect(dialect?.rule == [])
    #expect(dialect?.examples == ["Egz"])
  }

  @Test("a table line without 14 tab-separated fields is an error naming the line")
  func rejectsShortTableLine() {
    #expect(throws: Dialects.TableError.wrongFieldCount(line: 2, fields: 3)) {
      try Dialects(table: Array("# header\nxx\tTest\tTest\n".utf8))
    }
  }

  // MARK: Helpers

  private func stepKeywords(_ result: ParseResult) -> [String] {
    guard case .scenario(let scenario) = result.document?.feature?.children.first else { return [] }
    return scenario.steps.map(\.keyword)
  }

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

extension SharedDataTests {
  @Suite("Built-in dialects and Cucumber's languages file")
  struct BuiltInDialectsTests {
    @Test(
      "every language of Cucumber's gherkin-languages.json is built in with exactly its keywords")
    func builtInTableMatchesCucumber() throws {
      let url = try GherkinConformanceData.gherkinFolder()
        .appendingPathComponent("gherkin-languages.json")
      let cucumber = try Dialects.load(json: Data(contentsOf: url)).byCode

      #expect(Dialects.builtIn.byCode.keys.sorted() == cucumber.keys.sorted())
      for (code, dialect) in cucumber {
        #expect(Dialects.builtIn.dialect(for: code) == dialect, "\(code) differs")
      }
    }
  }
}
