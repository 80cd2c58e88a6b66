import Foundation
import Testing

@testable import GherkinParser

@Suite("Steps")
struct StepTests {
  @Test(
    "a step keeps its doc string and data table, setting one keeps the other, and clearing both leaves none"
  )
  func keepsBothArguments() throws {
    var step = try parsedStep(
      "    Given x\n      | a |\n      \"\"\"json\n      {}\n      \"\"\"\n")
    #expect(step.dataTable?.rows.map { $0.cells.map(\.value) } == [["a"]])
    #expect(step.docString?.content == "{}")

    step.docString = nil
    #expect(step.docString == nil)
    #expect(step.dataTable?.rows.count == 1)

    step.dataTable = nil
    #expect(step.dataTable == nil)
    let bare = Step(
      id: step.id, location: step.location, keyword: step.keyword,
      keywordType: step.keywordType, text: step.text, docString: nil, dataTable: nil)
    #expect(step == bare)
  }

  @Test("steps with equal arguments are equal, and steps whose arguments differ are not")
  func comparesArgumentsByValue() throws {
    let first = try parsedStep("    Given x\n      | a |\n")
    let same = try parsedStep("    Given x\n      | a |\n")
    let other = try parsedStep("    Given x\n      | b |\n")

    #expect(first == same)
    #expect(first.hashValue == same.hashValue)
    #expect(first != other)
  }

  @Test("a step message has the members of Cucumber's, leaving out missing arguments")
  func encodesMembers() throws {
    let plain = try members(of: try parsedStep("    Given x\n"))
    #expect(Set(plain.keys) == ["id", "location", "keyword", "keywordType", "text"])
    #expect(plain["keyword"] as? String == "Given ")
    #expect(plain["text"] as? String == "x")

    let withTable = try members(of: try parsedStep("    Given x\n      | a |\n"))
    #expect(
      Set(withTable.keys) == ["id", "location", "keyword", "keywordType", "text", "dataTable"])
    let table = try #require(withTable["dataTable"] as? [String: Any])
    #expect((table["rows"] as? [Any])?.count == 1)
  }

  @Test("a step message reads back as the same step, arguments included")
  func decodesWhatItEncodes() throws {
    let step = try parsedStep("    Given x\n      | a |\n      \"\"\"\n      text\n      \"\"\"\n")

    let decoded = try JSONDecoder().decode(Step.self, from: JSONEncoder().encode(step))

    #expect(decoded == step)
    #expect(decoded.docString?.content == "text")
  }

  @Test("a step prints its arguments as properties")
  func printsArguments() throws {
    let step = try parsedStep("    Given x\n")

    let printed = String(describing: step)

    #expect(printed.contains(#"text: "x", docString: nil, dataTable: nil"#))
  }

  // MARK: Helpers

  private func members(of step: Step) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(step))
    return try #require(object as? [String: Any])
  }

  /// The first step of a scenario whose steps are `steps` (starting on line 3).
  private func parsedStep(_ steps: String) throws -> Step {
    let source = "Feature: F\n  Scenario: S\n" + steps
    let document = try #require(GherkinParser().parse(source: source, uri: "f").document)
    guard case .scenario(let scenario) = try #require(document.feature?.children.first) else {
      Issue.record("no scenario")
      throw CancellationError()
    }
    return try #require(scenario.steps.first)
  }
}
