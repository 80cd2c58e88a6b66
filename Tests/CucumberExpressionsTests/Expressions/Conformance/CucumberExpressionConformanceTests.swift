import TestSupport
import Testing

@testable import CucumberExpressions

extension SharedDataTests {
  @Suite("Cucumber Expression conformance")
  struct CucumberExpressionConformanceTests {
    @Test("every shared Cucumber Expression and regular expression case passes")
    func sharedCasesPass() throws {
      var tally = ConformanceTally()
      let groups: [(name: String, folder: String, check: (JSONValue) -> String?)] = [
        ("tokenizer", "cucumber-expression/tokenizer", tokenizerFailure),
        ("parser", "cucumber-expression/parser", parserFailure),
        ("matching", "cucumber-expression/matching", matchingFailure),
        ("transformation", "cucumber-expression/transformation", transformationFailure),
        ("regular-expression", "regular-expression/matching", regularExpressionFailure),
      ]
      for group in groups {
        let cases = try ConformanceData.cases(
          in: "cucumber-expressions/testdata-json/" + group.folder)
        for (name, entry) in cases {
          tally.record(group: group.name, case: name, failure: group.check(entry))
        }
      }

      print("cucumber-expressions conformance: \(tally.passed)/\(tally.total) (\(tally.breakdown))")
      for failure in tally.failures { Issue.record(Comment(rawValue: failure)) }
      #expect(tally.total > 0)
      #expect(tally.passed == tally.total)
    }

    private func tokenizerFailure(_ entry: JSONValue) -> String? {
      let source = entry["expression"]?.string ?? ""
      return expectingError(entry) {
        JSONValue.array(try CucumberExpressionTokenizer.tokenize(source).map(json))
      } compare: { actual in
        actual == entry["expected_tokens"] ? nil : "tokens \(actual)"
      }
    }

    private func parserFailure(_ entry: JSONValue) -> String? {
      let source = entry["expression"]?.string ?? ""
      return expectingError(entry) {
        json(try CucumberExpressionParser.parse(source))
      } compare: { actual in
        actual == entry["expected_ast"] ? nil : "AST \(actual)"
      }
    }

    private func transformationFailure(_ entry: JSONValue) -> String? {
      let source = entry["expression"]?.string ?? ""
      return expectingError(entry) {
        try CucumberExpression(source).regexPattern
      } compare: { actual in
        actual == entry["expected_regex"]?.string ? nil : "regex \(actual)"
      }
    }

    private func matchingFailure(_ entry: JSONValue) -> String? {
      let source = entry["expression"]?.string ?? ""
      return expectingError(entry) {
        try CucumberExpression(source).match(entry["text"]?.string ?? "")
      } compare: { arguments in
        argumentsFailure(arguments, expected: entry["expected_args"])
      }
    }

    private func regularExpressionFailure(_ entry: JSONValue) -> String? {
      let source = entry["expression"]?.string ?? ""
      do {
        let arguments = try RegularExpression(source).match(entry["text"]?.string ?? "")
        return argumentsFailure(arguments, expected: entry["expected_args"])
      } catch {
        return "threw \(error)"
      }
    }

    private func argumentsFailure(_ arguments: [StepArgument]?, expected: JSONValue?) -> String? {
      guard let arguments else {
        return expected == .null ? nil : "no match, expected \(expected ?? .null)"
      }
      guard let values = expected?.array, values.count == arguments.count else {
        return "\(arguments.count) arguments, expected \(expected ?? .null)"
      }
      for (value, argument) in zip(values, arguments) where !value.matches(argument.value) {
        return "argument \(String(describing: argument.value)), expected \(value)"
      }
      return nil
    }

    /// Runs `body`; when the case names an `exception`, the thrown message must equal it.
    private func expectingError<Output>(
      _ entry: JSONValue, _ body: () throws -> Output, compare: (Output) -> String?
    ) -> String? {
      let expectedError = entry["exception"]?.string
      do {
        let output = try body()
        if let expectedError { return "no error, expected \(expectedError)" }
        return compare(output)
      } catch {
        guard let expectedError else { return "threw \(error)" }
        let message = String(describing: error)
        return message == expectedError ? nil : "threw\n\(message)\nexpected\n\(expectedError)"
      }
    }

    private func json(_ token: CucumberExpressionToken) -> JSONValue {
      .object([
        "type": .string(token.kind.rawValue), "start": .integer(Int64(token.start)),
        "end": .integer(Int64(token.end)), "text": .string(token.text),
      ])
    }

    private func json(_ node: CucumberExpressionNode) -> JSONValue {
      var members: [String: JSONValue] = [
        "type": .string(node.kind.rawValue), "start": .integer(Int64(node.start)),
        "end": .integer(Int64(node.end)),
      ]
      if let token = node.token {
        members["token"] = .string(token)
      } else {
        members["nodes"] = .array(node.children.map(json))
      }
      return .object(members)
    }
  }
}
