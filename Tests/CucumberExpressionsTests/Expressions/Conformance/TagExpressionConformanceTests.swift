import TestSupport
import Testing

@testable import CucumberExpressions

extension SharedDataTests {
  @Suite("Tag expression conformance")
  struct TagExpressionConformanceTests {
    @Test("every shared tag-expression case passes")
    func sharedCasesPass() throws {
      var tally = ConformanceTally()
      let folder = "tag-expressions/testdata-json"

      for (index, entry) in try cases(folder + "/parsing.json").enumerated() {
        tally.record(group: "parsing", case: "#\(index)", failure: parsingFailure(entry))
      }
      for (index, entry) in try cases(folder + "/evaluations.json").enumerated() {
        tally.record(group: "evaluations", case: "#\(index)", failure: evaluationFailure(entry))
      }
      for (index, entry) in try cases(folder + "/errors.json").enumerated() {
        tally.record(group: "errors", case: "#\(index)", failure: errorFailure(entry))
      }

      print("tag-expressions conformance: \(tally.breakdown)")
      for failure in tally.failures { Issue.record(Comment(rawValue: failure)) }
      #expect(tally.total > 0)
      #expect(tally.passed == tally.total)
    }

    private func cases(_ path: String) throws -> [JSONValue] {
      try #require(try ConformanceData.document(path).array)
    }

    private func parsingFailure(_ entry: JSONValue) -> String? {
      let source = entry["expression"]?.string ?? ""
      let expected = entry["formatted"]?.string ?? ""
      do {
        let formatted = try TagExpression(parsing: source).description
        return formatted == expected
          ? nil : "\(source) formatted as \(formatted), expected \(expected)"
      } catch {
        return "\(source) failed: \(error)"
      }
    }

    private func evaluationFailure(_ entry: JSONValue) -> String? {
      let source = entry["expression"]?.string ?? ""
      guard let expression = try? TagExpression(parsing: source) else { return "\(source) failed" }
      for test in entry["tests"]?.array ?? [] {
        let tags = (test["variables"]?.array ?? []).compactMap(\.string)
        let expected = test["result"] == .bool(true)
        if expression.evaluate(tags) != expected {
          return "\(source) with \(tags) gave \(!expected)"
        }
      }
      return nil
    }

    private func errorFailure(_ entry: JSONValue) -> String? {
      let source = entry["expression"]?.string ?? ""
      let expected = entry["error"]?.string ?? ""
      do {
        let parsed = try TagExpression(parsing: source)
        return "\(source) parsed as \(parsed), expected error \(expected)"
      } catch {
        return error.description == expected ? nil : "\(source) gave \(error), expected \(expected)"
      }
    }
  }
}
