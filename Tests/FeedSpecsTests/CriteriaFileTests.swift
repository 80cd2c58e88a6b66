import FeedSpecs
import Foundation
import Testing

/// `criteria.md` as a product owner writes it: what it states, and each mistake named at its line.
@Suite("The criteria file a product owner writes")
struct CriteriaFileTests {
  @Test("a criterion takes its story's heading before its title, and its indented lines as wording")
  func readsStoriesCriteriaAndBehaviours() throws {
    let file = try CriteriaFile(
      parsing: """
        How to write this file: anything up to `# Criteria`.

            - @example @tags shown as an example, indented

        # Criteria

        ## Image comments
        - @comments @online online customer
          Given the customer has connectivity
          Then the app should display all comments

        * @comments @newest-first newest first
          Then the comments are shown newest first

        # Behaviours
        - @paging Loading more pages
          More images load.
        """, path: "criteria.md")

    #expect(
      file.items == [
        SeedItem(
          tags: ["@comments", "@online"], title: "Image comments: online customer",
          wording: "Given the customer has connectivity Then the app should display all comments",
          line: 8),
        SeedItem(
          tags: ["@comments", "@newest-first"], title: "Image comments: newest first",
          wording: "Then the comments are shown newest first", line: 12),
      ])
    #expect(
      file.behaviours == [
        BeyondSeedBehaviour(
          tag: "@paging", title: "Loading more pages", wording: "More images load.")
      ])
  }

  @Test(
    "a line that does not follow the format is named at its line, with how to write it",
    arguments: [
      (
        "# Criteria\n## Comments\n- comments newest first\n  Newest first.\n",
        "criteria.md:3: \"- comments newest first\" names no tag: start it with the tags a "
          + "scenario carries to prove it, such as `- @comments @newest-first newest first`"
      ),
      (
        "# Criteria\n## Comments\n* comments newest first\n  Newest first.\n",
        "criteria.md:3: \"* comments newest first\" names no tag: start it with the tags a "
          + "scenario carries to prove it, such as `- @comments @newest-first newest first`"
      ),
      (
        "# Criteria\n## Comments\n- @comments @newest-first\n  Newest first.\n",
        "criteria.md:3: @comments @newest-first has no title: write it after the tags"
      ),
      (
        "# Criteria\n## Comments\n- @ @newest-first newest first\n  Newest first.\n",
        "criteria.md:3: \"@\" is not a tag: a tag is @ and a name, such as @comments"
      ),
      (
        "# Criteria\n## Comments\n- @comments @newest-first newest first: Newest first.\n\n",
        "criteria.md:3: @comments @newest-first newest first: Newest first. has no wording: "
          + "write what it states on the lines below it, indented"
      ),
      (
        "# Criteria\n- @comments @newest-first newest first\n  Newest first.\n",
        "criteria.md:2: a criterion comes under its story's heading, such as `## Image comments`"
      ),
      (
        "# Criteria\n## Comments\n  Newest first.\n",
        "criteria.md:3: an indented line continues the wording of the criterion above it, and "
          + "there is none: a criterion is written `- @story-tag @criterion-tag title`, its "
          + "wording on the indented lines below it"
      ),
      (
        "# Criteria\n## Comments\n- @comments @online online\n  Shown.\nComments are newest first.\n",
        "criteria.md:5: \"Comments are newest first.\" is not a criterion: a criterion is written "
          + "`- @story-tag @criterion-tag title`, its wording on the indented lines below it"
      ),
      (
        "# Criteria\n## A\n- @a @b one\n  One.\n## B\n- @b @a two\n  Two.\n",
        "criteria.md:6: @b @a is written twice: also on line 3"
      ),
      (
        "# Criteria\n# Behaviours\n- @paging @more Loading more\n  More.\n",
        "criteria.md:3: a behaviour has one tag, and Loading more has 2: @paging @more"
      ),
      (
        "# Criteria\n# Behaviours\n## Paging\n",
        "criteria.md:3: a behaviour has no story heading: write it as `- @tag title` under "
          + "`# Behaviours`"
      ),
      (
        "# Criteria\n# Stories\n",
        "criteria.md:2: `# Stories`: the file has two parts, headed `# Criteria` and `# Behaviours`"
      ),
      (
        "# Criteria\n### Comments\n",
        "criteria.md:2: `### Comments`: a story is headed `## ` and its title, such as "
          + "`## Image comments`"
      ),
      ("# Criteria\n# Criteria\n", "criteria.md:2: `# Criteria` is written twice: also on line 1"),
      (
        "# Behaviours\n# Criteria\n",
        "criteria.md:2: `# Criteria` comes before `# Behaviours`"
      ),
      (
        "- @comments @newest-first newest first\n  Newest first.\n# Criteria\n",
        "criteria.md:1: a criterion above `# Criteria` would count for nothing: move it under "
          + "its story"
      ),
      (
        "The criteria.\n## Comments\n",
        "criteria.md:2: `## Comments` comes before `# Criteria`: the stories are listed under it"
      ),
      (
        "The criteria.\n",
        "criteria.md: the file has no `# Criteria` heading: the criteria are listed under it"
      ),
    ])
  func malformedLineIsNamedAtItsLine(text: String, expected: String) {
    #expect(
      problem { () throws(CriteriaFile.Problem) in
        try CriteriaFile(parsing: text, path: "criteria.md")
      } == expected)
  }

  @Test("a criteria file that does not exist, or is a folder, is a problem naming its path")
  func missingOrUnreadableFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("criteria-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("criteria.md"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing.md").path
    let directory = folder.appendingPathComponent("criteria.md").path

    #expect(
      problem { () throws(CriteriaFile.Problem) in try CriteriaFile(contentsOf: missing) }
        == "\(missing): there is no criteria file here: the stories and criteria the scenarios "
        + "must prove are written in criteria.md beside the feature files (see "
        + "Features/criteria.md)")
    #expect(
      problem { () throws(CriteriaFile.Problem) in try CriteriaFile(contentsOf: directory) }
        == "\(directory): the criteria file cannot be read")
  }

  /// The problem `read` reports, or `nil` when it reads the file.
  private func problem(_ read: () throws(CriteriaFile.Problem) -> CriteriaFile) -> String? {
    do {
      _ = try read()
      return nil
    } catch {
      return error.description
    }
  }
}
