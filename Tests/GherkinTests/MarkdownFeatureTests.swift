import Foundation
import Testing

@testable import GherkinCommandLine

@Suite("Markdown with Gherkin (.feature.md)")
struct MarkdownFeatureTests {
  private let markdown = """
    # Feature: Reading

    Prose between the headings is left out.

    `@smoke`
    ## Scenario: a shelf
    * Given a shelf of books:
      | title | pages |
      | ----- | ----: |
      | Dune  |   412 |
    - Then the shelf holds 1 book

    | this | table |
    | ---- | ----- |
    | is   | prose |
    """

  @Test("headings, list-item steps, code-span tags and indented tables become a document")
  func parsesMarkdown() throws {
    let result = GherkinParser().parse(source: markdown, uri: "shelf.feature.md")
    guard case .document(let document) = result else {
      Issue.record("expected a document, got \(result)")
      return
    }
    let feature = try #require(document.feature)
    guard case .scenario(let scenario) = try #require(feature.children.first) else {
      Issue.record("expected a scenario")
      return
    }

    #expect(feature.name == "Reading")
    #expect(scenario.tags.map(\.name) == ["@smoke"])
    #expect(scenario.steps.map(\.text) == ["a shelf of books:", "the shelf holds 1 book"])
    #expect(
      scenario.steps.first?.dataTable?.rows.map { $0.cells.map(\.value) } == [
        ["title", "pages"], ["Dune", "412"],
      ])
    #expect(document.comments.isEmpty)
  }

  @Test("the same text in a .feature file is not read as Markdown: its prose is an error")
  func plainFileIsNotMarkdown() {
    let result = GherkinParser().parse(source: markdown, uri: "shelf.feature")

    guard case .failure(let errors) = result else {
      Issue.record("expected parse errors")
      return
    }
    #expect(errors.first?.location.line == 3)  // "# Feature:" is a comment there; the prose is not
  }

  @Test("a folder's .feature.md files load beside its .feature files; the source says Markdown")
  func loadsMarkdownFiles() throws {
    let directory = try FeatureDirectory([
      "a.feature": "Feature: A\n  Scenario: x\n    Given y\n", "b.feature.md": markdown,
      "notes.md": "# Feature: not a feature file\n",
    ])
    defer { directory.remove() }

    let suite = FeatureLoader().load(paths: [directory.url.path])

    #expect(
      suite.files.map { URL(fileURLWithPath: $0.uri).lastPathComponent } == [
        "a.feature", "b.feature.md",
      ])
    #expect(Messages.Source.MediaType(uri: "b.feature.md") == .markdown)
    #expect(Messages.Source.MediaType(uri: "a.feature") == .plain)
  }
}
